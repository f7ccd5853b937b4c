import Foundation
import PlaygroundSessions
import SheetFiles
import SheetPlayback
import SheetSDL
import SheetScreens

#if canImport(Glibc)
  import Glibc
#endif

/// One recording given to a `--jobs` worker: a JSON line on its stdin.
struct RecordingJob: Codable, Sendable {
  var number: Int
  var path: String
  var name: String
}

/// A `--jobs` worker (`playground test --worker ...`, started by ``RecordingWorkerPool``):
/// reads one ``RecordingJob`` per line on stdin until it ends, runs each as one job would,
/// and answers each with one ``RecordingOutcome`` as a JSON line on stdout. It holds one
/// recording at a time; its images and artifacts go where the parent's would.
@MainActor
enum RecordingTestWorker {
  static func serve(_ options: RecordingTestOptions, screens: ScreenSource) throws {
    try SDLLibrary.initialize(video: false)
    var fonts = RecordingTestSuite.FontCache(fontPath: options.fontPath)
    var run: RecordingTestRun?
    let decoder = JSONDecoder()
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    while let line = readLine(strippingNewline: true) {
      guard !line.isEmpty else { continue }
      let job = try decoder.decode(RecordingJob.self, from: Data(line.utf8))
      var outcome: RecordingOutcome
      do {
        let (font, measurer) = try fonts.font(for: job.path)
        if run == nil {
          run = try RecordingTestRun(
            options: options, program: options.workerProgram ?? "playground", font: font,
            measurer: measurer, screens: screens, total: 0, worker: true)
        }
        run?.use(font: font, measurer: measurer)
        outcome = try RecordingTestSuite.testOne(
          path: job.path, name: job.name, number: job.number, run: run!)
      } catch {
        outcome = RecordingOutcome(number: job.number, name: job.name, path: job.path)
        outcome.error = "\(error)"
        outcome.errorIsUsage = error is UsageError || error is RecordingError
      }
      var data = try encoder.encode(outcome)
      data.append(UInt8(ascii: "\n"))
      guard writeAll(data) else { return }
    }
  }

  /// Writes to stdout unbuffered; false when the parent is gone.
  private static func writeAll(_ data: Data) -> Bool {
    data.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = write(1, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0, errno == EINTR { continue }
        guard written > 0 else { return false }
        offset += written
      }
      return true
    }
  }
}
