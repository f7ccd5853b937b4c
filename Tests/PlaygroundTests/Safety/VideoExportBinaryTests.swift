import Foundation
import Testing

/// Issue 22, item 8: an interrupted `--video` export leaves nothing behind, and an ffmpeg
/// that stops reading ends the export with one line instead of hanging it. A fake `ffmpeg`
/// first on `PATH` plays the encoder, so the cases are exact and fast.
@Suite struct VideoExportBinaryTests {
  /// A folder holding a recording and a fake ffmpeg running `body` (its last argument, the
  /// output file, is `$out`).
  private func setUp(_ body: String) throws -> (TestFolder, [String: String]) {
    let folder = try TestFolder()
    try folder.copyRecording("text-sheet-dim", as: "x.jsonl")
    try FileManager.default.createDirectory(
      atPath: folder.file("bin"), withIntermediateDirectories: false)
    try folder.write("#!/bin/sh\nfor out; do :; done\n\(body)\n", to: "bin/ffmpeg")
    chmod(folder.file("bin/ffmpeg"), 0o755)
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = folder.file("bin") + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    environment["PLAYGROUND_VIDEO_STALL_SECONDS"] = "1"
    return (folder, environment)
  }

  /// stderr without the progress lines a slow (loaded) run prints before failing.
  private func messages(_ result: PlaygroundProcess.Result) -> [Substring] {
    result.lines.filter { !$0.hasPrefix("playground: video: frame ") }
  }

  private func leftovers(_ folder: TestFolder) throws -> [String] {
    try folder.contents().filter { $0 != "x.jsonl" && $0 != "bin" }
  }

  @Test func anFFmpegThatStopsReadingEndsTheExportInOneLine() throws {
    let (folder, environment) = try setUp(": > \"$out\"\nexec sleep 600")
    defer { folder.remove() }
    let start = Date()
    let result = try PlaygroundProcess.run(
      ["--replay", "x.jsonl", "--headless", "--video", "v.mp4"], in: folder.path,
      environment: environment)
    #expect(Date().timeIntervalSince(start) < 30)
    #expect(!result.timedOut)
    #expect(result.status == 1, "\(result.stderr)")
    #expect(messages(result).count == 1 && result.stderr.contains("stalled"), "\(result.stderr)")
    #expect(try leftovers(folder) == [])
  }

  @Test func anFFmpegThatNeverFinishesEndsTheExportInOneLine() throws {
    // Reads everything, then never exits.
    let (folder, environment) = try setUp(": > \"$out\"\ncat > /dev/null\nexec sleep 600")
    defer { folder.remove() }
    let result = try PlaygroundProcess.run(
      ["--replay", "x.jsonl", "--headless", "--video", "v.mp4"], in: folder.path,
      environment: environment)
    #expect(result.status == 1, "\(result.stderr)")
    #expect(
      messages(result).count == 1 && result.stderr.contains("did not finish"), "\(result.stderr)")
    #expect(try leftovers(folder) == [])
  }

  @Test(arguments: [SIGTERM, SIGINT, SIGHUP, SIGQUIT])
  func aSignalMidExportLeavesNothing(signal: Int32) throws {
    // Reads slowly, so the export is mid-way when the signal comes.
    let (folder, environment) = try setUp(
      ": > \"$out\"\nwhile head -c 65536 > /dev/null; do sleep 0.05; done")
    defer { folder.remove() }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: TestPaths.playgroundBinary)
    process.arguments = ["--replay", "x.jsonl", "--headless", "--video", "v.mp4"]
    process.currentDirectoryURL = URL(fileURLWithPath: folder.path)
    process.environment = environment
    process.standardError = FileHandle.nullDevice
    try process.run()
    // Wait for ffmpeg's temporary file, then interrupt.
    let deadline = Date().addingTimeInterval(60)
    while try leftovers(folder).isEmpty, Date() < deadline, process.isRunning { usleep(20_000) }
    #expect(try leftovers(folder).count == 1)
    kill(process.processIdentifier, signal)
    // A run deaf to the signal is a failure, not a hang of the test.
    let end = Date().addingTimeInterval(30)
    while process.isRunning, Date() < end { usleep(20_000) }
    if process.isRunning {
      kill(process.processIdentifier, SIGKILL)
      Issue.record("the export went on 30 s after signal \(signal)")
    }
    process.waitUntilExit()
    #expect(process.terminationStatus != 0)
    #expect(try leftovers(folder) == [])
  }
}
