import Foundation
import Testing

/// `--video` and `--plot` from a headless replay, checked from the outside: the MP4 with
/// ffprobe (the test is skipped, saying so, where ffmpeg is not installed), the PNG by its
/// header.
@Suite struct ExportTests {
  static let ffprobe = ["/usr/bin/ffprobe", "/usr/local/bin/ffprobe"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  private func run(
    _ executable: String, _ arguments: [String], environment: [String: String]? = nil
  ) throws -> ProcessRun {
    try ProcessRun(executable, arguments, environment: environment)
  }

  @Test(
    .enabled(if: ffprobe != nil, "ffmpeg is not installed: the MP4 export cannot be checked"))
  func theVideoHasEveryFrameAt60FpsAndTheReplaysSize() throws {
    let video = NSTemporaryDirectory() + "export-\(UUID().uuidString).mp4"
    defer { try? FileManager.default.removeItem(atPath: video) }
    let export = try run(
      TestPaths.playgroundBinary,
      ["--replay", TestPaths.recording("root-buttons"), "--headless", "--video", video])
    #expect(export.status == 0, "\(export.stderr)")
    let probe = try run(
      try #require(Self.ffprobe),
      [
        "-v", "error", "-select_streams", "v:0", "-count_frames", "-show_entries",
        "stream=nb_read_frames,r_frame_rate,width,height", "-of", "csv=p=0", video,
      ])
    // root-buttons.jsonl: 170 frames of a 390 x 844 window.
    #expect(probe.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "390,844,60/1,170")
  }

  @Test(
    .enabled(if: ffprobe != nil, "ffmpeg is not installed: the MP4 export cannot be checked"))
  func aCompareVideoHasBothDevicesSideBySide() throws {
    let video = NSTemporaryDirectory() + "export-compare-\(UUID().uuidString).mp4"
    defer { try? FileManager.default.removeItem(atPath: video) }
    let export = try run(
      TestPaths.playgroundBinary,
      [
        "--replay", TestPaths.recording("compare-seed-fluid-swipe"), "--headless", "--video",
        video,
      ])
    #expect(export.status == 0, "\(export.stderr)")
    let probe = try run(
      try #require(Self.ffprobe),
      [
        "-v", "error", "-select_streams", "v:0", "-count_frames", "-show_entries",
        "stream=nb_read_frames,r_frame_rate,width,height", "-of", "csv=p=0", video,
      ])
    // Two 390 x 844 devices 16 pt apart over a 32 pt label strip, 269 frames.
    #expect(probe.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "796,876,60/1,269")
  }

  @Test func withoutFfmpegTheVideoExportSaysSoInOneLine() throws {
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = "/nonexistent"
    let result = try run(
      TestPaths.playgroundBinary,
      [
        "--replay", TestPaths.recording("root-buttons"), "--headless", "--video",
        NSTemporaryDirectory() + "never.mp4",
      ], environment: environment)
    #expect(result.status == 2)
    #expect(result.stderr.contains("ffmpeg is not installed"))
    #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
  }

  @Test func thePlotIsAPNGAtTwiceItsSize() throws {
    let plot = NSTemporaryDirectory() + "plot-\(UUID().uuidString).png"
    defer { try? FileManager.default.removeItem(atPath: plot) }
    let result = try run(
      TestPaths.playgroundBinary,
      ["--replay", TestPaths.recording("sheet-swipe-flick"), "--headless", "--plot", plot])
    #expect(result.status == 0, "\(result.stderr)")
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: plot)))
    #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    // IHDR: width and height, big-endian, at bytes 16 and 20.
    let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
    let height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
    #expect((width, height) == (1280, 720))
  }

  /// `--interaction N` past the replay's interactions is bad input: one line, exit 2, no file.
  @Test func anInteractionTheReplayDoesNotHaveIsOneLine() throws {
    let plot = NSTemporaryDirectory() + "plot-\(UUID().uuidString).png"
    defer { try? FileManager.default.removeItem(atPath: plot) }
    let result = try run(
      TestPaths.playgroundBinary,
      [
        "--replay", TestPaths.recording("nav-back-swipes"), "--headless", "--plot", plot,
        "--interaction", "99",
      ])
    #expect(result.status == 2)
    #expect(result.stderr == "playground: --interaction 99: the replay has 7 interactions\n")
    #expect(!FileManager.default.fileExists(atPath: plot))
  }
}
