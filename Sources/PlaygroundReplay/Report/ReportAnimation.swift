import Foundation
import PlaygroundSessions
import SheetFiles
import SheetSDL

#if canImport(Glibc)
  import Glibc
#endif

/// The report's animation of a failing interaction: the expected run and this run side by
/// side (expected left), at half size, as one looping animated WebP that ffmpeg encodes from
/// raw frames on its stdin. Without ffmpeg there is no animation, and the report says so.
enum ReportAnimation {
  /// Pixels between the two runs.
  static let gap = 4

  /// Encodes `pairs` (expected and actual frame, both present) at `framesPerSecond` to
  /// `path`; nil when done, else why not (one line, for the report).
  static func write(
    _ pairs: [(expected: RGBImage, actual: RGBImage)], framesPerSecond: Double, to path: String
  ) -> String? {
    guard let first = pairs.first else { return "no frames to animate" }
    guard let ffmpeg = VideoEncoder.executable(named: "ffmpeg") else {
      return "ffmpeg is not installed (not found on PATH; on Debian: apt-get install ffmpeg), "
        + "so there is no animation"
    }
    let half = (halved(first.expected), halved(first.actual))
    let width = half.0.width + gap + half.1.width
    let height = max(half.0.height, half.1.height)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: ffmpeg)
    process.arguments = [
      "-hide_banner", "-loglevel", "error", "-y", "-f", "rawvideo", "-pix_fmt", "rgb24",
      "-s", "\(width)x\(height)", "-r", String(format: "%.3f", framesPerSecond), "-i", "-",
      "-an", "-c:v", "libwebp_anim", "-lossless", "0", "-q:v", "80", "-loop", "0", "-f", "webp",
      path,
    ]
    let input = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors
    signal(SIGPIPE, SIG_IGN)
    do {
      try process.run()
    } catch {
      return "ffmpeg could not be started (\(ffmpeg)), so there is no animation"
    }
    let slot = InterruptCleanup.registerChild(process.processIdentifier)
    defer { InterruptCleanup.unregisterChild(slot) }
    for pair in pairs {
      let frame = sideBySide(halved(pair.expected), halved(pair.actual), width, height)
      do {
        try input.fileHandleForWriting.write(contentsOf: frame)
      } catch {
        break
      }
    }
    try? input.fileHandleForWriting.close()
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      unlink(path)
      return "ffmpeg failed to encode the animation: "
        + DiagnosticText.line(String(decoding: message.prefix(300), as: UTF8.self))
    }
    return nil
  }

  /// Half the size, each pixel the mean of four.
  static func halved(_ image: RGBImage) -> RGBImage {
    let width = max(image.width / 2, 1)
    let height = max(image.height / 2, 1)
    var bytes = [UInt8](repeating: 0, count: width * height * 3)
    for row in 0..<height {
      for column in 0..<width {
        for channel in 0..<3 {
          var sum = 0
          for (dy, dx) in [(0, 0), (0, 1), (1, 0), (1, 1)] {
            let y = min(row * 2 + dy, image.height - 1)
            let x = min(column * 2 + dx, image.width - 1)
            sum += Int(image.bytes[(y * image.width + x) * 3 + channel])
          }
          bytes[(row * width + column) * 3 + channel] = UInt8(sum / 4)
        }
      }
    }
    return RGBImage(width: width, height: height, bytes: bytes)
  }

  /// The two frames side by side on white, `gap` pixels apart.
  private static func sideBySide(_ left: RGBImage, _ right: RGBImage, _ width: Int, _ height: Int)
    -> Data
  {
    var bytes = [UInt8](repeating: 255, count: width * height * 3)
    for (image, offset) in [(left, 0), (right, left.width + gap)] {
      for row in 0..<min(image.height, height) {
        let source = row * image.width * 3
        let target = (row * width + offset) * 3
        let count = min(image.width, width - offset) * 3
        bytes.replaceSubrange(
          target..<(target + count), with: image.bytes[source..<(source + count)])
      }
    }
    return Data(bytes)
  }
}
