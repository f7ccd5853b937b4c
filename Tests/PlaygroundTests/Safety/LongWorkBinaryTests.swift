import Foundation
import Testing

/// Issue 22, items 5 and 7: a valid recording cannot ask for unbounded work unless the flag
/// says it is meant, long work shows progress on stderr, and `shrink --seconds` returns the
/// smallest failure found in its budget.
@Suite struct LongWorkBinaryTests {
  /// The header of a checked-in recording, a move every 200,000 frames (each gap within the
  /// idle limit) up to `last`, and an end line.
  private func sparse(upTo last: Int, in folder: TestFolder, as name: String) throws {
    let header = try String(contentsOfFile: TestPaths.recording("root-buttons"), encoding: .utf8)
      .split(separator: "\n")[0]
    var lines = [String(header)]
    for (index, frame) in stride(from: 0, through: last, by: 200_000).enumerated() {
      lines.append(#"{"frame":\#(frame),"t":\#(index),"kind":"move","x":1,"y":2}"#)
    }
    lines.append(#"{"end":true,"frames":\#(last + 1)}"#)
    try folder.write(lines.joined(separator: "\n") + "\n", to: name)
  }

  @Test(arguments: [
    ["--replay", "long.jsonl", "--headless"], ["test", "long.jsonl"],
    ["shrink", "long.jsonl", "--out", "m.jsonl"],
  ])
  func aRecordingPastTheFrameLimitIsRefusedAtOnce(arguments: [String]) throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try sparse(upTo: 2_147_400_000, in: folder, as: "long.jsonl")
    let start = Date()
    let result = try PlaygroundProcess.run(arguments, in: folder.path)
    #expect(Date().timeIntervalSince(start) < 30)
    result.expectRefused("pass --allow-long")
  }

  @Test(arguments: [
    (["--replay", "long.jsonl", "--headless"], "playground: replay: frame "),
    (["test", "long.jsonl"], "playground: test: long: frame "),
  ])
  func longWorkShowsProgress(arguments: [String], prefix: String) throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try sparse(upTo: 100_000, in: folder, as: "long.jsonl")
    let start = Date()
    // Long on purpose (progress shows after seconds of work), so a loaded machine may take
    // minutes: only a run far past that is a hang.
    let result = try PlaygroundProcess.run(arguments, in: folder.path, timeout: 900)
    let seconds = Date().timeIntervalSince(start)
    // (`test` fails it: a recording without checkpoints has nothing to compare.)
    #expect(result.status == (arguments[0] == "test" ? 1 : 0), "\(result.stderr)")
    // Not a terminal: plain lines, never carriage returns, one every five seconds.
    #expect(!result.stderr.contains("\r"))
    #expect(result.lines.allSatisfy { $0.hasPrefix(prefix) }, "\(result.stderr)")
    if seconds > 3 { #expect(!result.lines.isEmpty, "\(seconds) s without progress") }
    #expect(result.lines.count <= Int(seconds / 5) + 1)
  }

  @Test func shrinkWithinItsBudgetWritesTheSmallestFailureFound() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    let path = try folder.copyRecording("sheet-dismiss-checkpoints", as: "c.jsonl")
    var text = try String(contentsOfFile: path, encoding: .utf8)
    text = text.replacingOccurrences(
      of: #""overrides":{}"#, with: #""overrides":{"dismiss.threshold":0.95}"#)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    let result = try ProcessRun(
      TestPaths.playgroundBinary,
      ["shrink", path, "--out", folder.file("m.jsonl"), "--seconds", "0.001"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("the --seconds budget ran out"), "\(result.stdout)")
    let again = try ProcessRun(TestPaths.playgroundBinary, ["test", folder.file("m.jsonl")])
    #expect(again.status == 1, "\(again.stdout)")
  }
}
