import Foundation
import SheetFiles

#if canImport(Glibc)
  import Glibc
#endif

/// Streams rendered frames into ffmpeg as raw RGB and leaves an H.264 MP4 at `path` only
/// when every frame is in: ffmpeg writes a temporary file beside it, renamed on success, so
/// an interrupted export never leaves a truncated video under the name asked for.
///
/// ffmpeg rather than our own encoder: it is the Debian package every design review tool
/// reads, and H.264 is far beyond what is worth writing by hand.
final class VideoEncoder {
  let path: String
  let frameRate = 60
  private let process = Process()
  private let input = Pipe()
  private let temporaryPath: String
  private let errors = Pipe()
  private(set) var frameCount = 0

  /// Starts ffmpeg for frames of `pixelWidth` x `pixelHeight`; a missing ffmpeg is bad
  /// input (exit 2), said in one line.
  init(path: String, pixelWidth: Int, pixelHeight: Int) throws(UsageError) {
    guard let ffmpeg = Self.executable(named: "ffmpeg") else {
      throw UsageError(
        "--video \(path): ffmpeg is not installed (not found on PATH; on Debian: apt-get "
          + "install ffmpeg)")
    }
    self.path = path
    let folder = (path as NSString).deletingLastPathComponent
    let name = (path as NSString).lastPathComponent
    temporaryPath =
      (folder.isEmpty ? "" : folder + "/") + ".\(name).partial-\(getpid()).mp4"
    process.executableURL = URL(fileURLWithPath: ffmpeg)
    // yuv420p needs even sides; an odd side gets one black row or column.
    process.arguments = [
      "-hide_banner", "-loglevel", "error", "-y", "-f", "rawvideo", "-pix_fmt", "rgb24",
      "-s", "\(pixelWidth)x\(pixelHeight)", "-r", "\(frameRate)", "-i", "-", "-an",
      "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-c:v", "libx264", "-preset", "veryfast",
      "-crf", "18", "-pix_fmt", "yuv420p", "-movflags", "+faststart", "-f", "mp4",
      temporaryPath,
    ]
    process.standardInput = input
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors
    // A dying ffmpeg must surface as a write error, not kill us with SIGPIPE.
    signal(SIGPIPE, SIG_IGN)
    do {
      try process.run()
    } catch {
      throw UsageError("--video \(path): cannot start \(ffmpeg)")
    }
  }

  /// Appends one frame of RGB bytes, rows top to bottom.
  func append(_ rgb: [UInt8]) throws(SessionFailure) {
    do {
      try input.fileHandleForWriting.write(contentsOf: rgb)
    } catch {
      abandon()
      throw SessionFailure("--video \(path): ffmpeg stopped reading: \(ffmpegMessage())")
    }
    frameCount += 1
  }

  /// Ends the stream, waits for ffmpeg and moves the video into place.
  func finish() throws(SessionFailure) {
    try? input.fileHandleForWriting.close()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      unlink(temporaryPath)
      throw SessionFailure("--video \(path): ffmpeg failed: \(ffmpegMessage())")
    }
    guard rename(temporaryPath, path) == 0 else {
      unlink(temporaryPath)
      throw SessionFailure("--video \(path): cannot move the video into place")
    }
  }

  private func abandon() {
    try? input.fileHandleForWriting.close()
    process.terminate()
    process.waitUntilExit()
    unlink(temporaryPath)
  }

  private func ffmpegMessage() -> String {
    let text = String(decoding: errors.fileHandleForReading.availableData, as: UTF8.self)
    return DiagnosticText.line(text.isEmpty ? "no message" : text)
  }

  /// The first executable `name` on `PATH`.
  static func executable(named name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(name)" }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }
}
