import Foundation
import PlaygroundSessions
import SheetFiles

#if canImport(Glibc)
  import Glibc
#endif

/// Streams rendered frames into ffmpeg as raw RGB and leaves an H.264 MP4 at `path` only
/// when every frame is in: ffmpeg writes a temporary file beside it, renamed on success, so
/// an interrupted export never leaves a truncated video under the name asked for.
///
/// Nothing is left behind on any ending: a failure removes the temporary file, and a signal
/// does too (``InterruptCleanup`` knows the file and kills ffmpeg). An ffmpeg that stops
/// reading (or never finishes) for ``stallSeconds`` is noticed: the frames go through a
/// non-blocking pipe polled with a timeout, so the export ends with one line instead of
/// hanging forever.
///
/// ffmpeg rather than our own encoder: it is the Debian package every design review tool
/// reads, and H.264 is far beyond what is worth writing by hand.
final class VideoEncoder {
  package let path: String
  /// Frames per second of the video: the recording's simulation rate, so it plays in real
  /// time (60, or 90 and 120 for a session recorded with `--hz`).
  let frameRate: Int
  /// Seconds without progress after which ffmpeg counts as stalled: 20, or
  /// `PLAYGROUND_VIDEO_STALL_SECONDS` (for tests).
  static var stallSeconds: Double {
    ProcessInfo.processInfo.environment["PLAYGROUND_VIDEO_STALL_SECONDS"].flatMap(Double.init)
      ?? 20
  }
  private let process = Process()
  private let input = Pipe()
  private let temporaryPath: String
  /// Whether ffmpeg writes the destination itself (a character device), not a temporary
  /// file renamed into place: then nothing may ever be unlinked.
  private let writesDirectly: Bool
  private let errors = Pipe()
  private var cleanupSlots: (file: Int?, child: Int?) = (nil, nil)
  package private(set) var frameCount = 0

  /// Starts ffmpeg for frames of `pixelWidth` x `pixelHeight`; a missing ffmpeg is bad
  /// input (exit 2), said in one line.
  package init(path: String, pixelWidth: Int, pixelHeight: Int, frameRate: Int = 60)
    throws(UsageError)
  {
    self.frameRate = frameRate
    guard let ffmpeg = Self.executable(named: "ffmpeg") else {
      throw UsageError(
        "--video \(path): ffmpeg is not installed (not found on PATH; on Debian: apt-get "
          + "install ffmpeg)")
    }
    self.path = path
    let folder = (path as NSString).deletingLastPathComponent
    let name = (path as NSString).lastPathComponent
    // A character device (`/dev/null`) is written directly, as every output is: there is
    // no file to replace, and nothing to rename or remove afterwards.
    writesDirectly = FileStatus(path: path)?.kind == .characterDevice
    temporaryPath =
      writesDirectly
      ? path : (folder.isEmpty ? "" : folder + "/") + ".\(name).partial-\(getpid()).mp4"
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
    if !writesDirectly { cleanupSlots.file = InterruptCleanup.register(temporaryPath) }
    do {
      try process.run()
    } catch {
      abandon()
      throw UsageError("--video \(path): cannot start \(ffmpeg)")
    }
    cleanupSlots.child = InterruptCleanup.registerChild(process.processIdentifier)
    let descriptor = input.fileHandleForWriting.fileDescriptor
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
  }

  deinit { InterruptCleanup.unregister(cleanupSlots.file) }

  /// Appends one frame of RGB bytes, rows top to bottom.
  package func append(_ rgb: [UInt8]) throws(SessionFailure) {
    if let failure = PipeWriter.write(
      rgb, to: input.fileHandleForWriting.fileDescriptor, stallSeconds: Self.stallSeconds)
    {
      abandon()
      throw SessionFailure("--video \(path): \(failure.describe(ffmpegMessage()))")
    }
    frameCount += 1
  }

  /// Ends the stream, waits for ffmpeg (at most ``stallSeconds``) and moves the video into
  /// place.
  package func finish() throws(SessionFailure) {
    try? input.fileHandleForWriting.close()
    let deadline = Date().addingTimeInterval(Self.stallSeconds)
    while process.isRunning, Date() < deadline { usleep(5_000) }
    if process.isRunning {
      abandon()
      throw SessionFailure(
        "--video \(path): ffmpeg did not finish within \(Int(Self.stallSeconds)) s after the "
          + "last frame (stalled); the export was stopped and nothing was written")
    }
    InterruptCleanup.unregisterChild(cleanupSlots.child)
    guard process.terminationStatus == 0 else {
      removeTemporaryFile()
      throw SessionFailure("--video \(path): ffmpeg failed: \(ffmpegMessage())")
    }
    guard writesDirectly || rename(temporaryPath, path) == 0 else {
      removeTemporaryFile()
      throw SessionFailure("--video \(path): cannot move the video into place")
    }
    InterruptCleanup.unregister(cleanupSlots.file)
    cleanupSlots.file = nil
  }

  /// Stops ffmpeg (killed: a stalled one ignores polite requests) and removes its file.
  private func abandon() {
    try? input.fileHandleForWriting.close()
    if process.isRunning {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
    InterruptCleanup.unregisterChild(cleanupSlots.child)
    removeTemporaryFile()
  }

  /// Removes ffmpeg's partial file; never the destination itself (a device written directly).
  private func removeTemporaryFile() {
    guard !writesDirectly else { return }
    unlink(temporaryPath)
  }

  private func ffmpegMessage() -> String {
    let descriptor = errors.fileHandleForReading.fileDescriptor
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = read(descriptor, &buffer, buffer.count)
    let text = count > 0 ? String(decoding: buffer[..<count], as: UTF8.self) : ""
    return DiagnosticText.line(text.isEmpty ? "no message" : text)
  }

  /// The first executable `name` on `PATH`.
  package static func executable(named name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(name)" }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }
}
