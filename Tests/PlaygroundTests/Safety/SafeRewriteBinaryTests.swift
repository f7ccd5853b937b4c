import Foundation
import Testing

/// Issue 22, item 6: `--update` rewrites through a unique temporary file and never a journal,
/// and text from files reaches the terminal escaped (a checkpoint name cannot print a fake
/// PASS line or an escape sequence).
@Suite struct SafeRewriteBinaryTests {
  /// `sheet-dismiss-checkpoints` failing at a checkpoint named with a newline, a fake PASS
  /// line and a clear-screen sequence.
  private func evilRecording(in folder: TestFolder) throws -> String {
    let path = try folder.copyRecording("sheet-dismiss-checkpoints", as: "evil.jsonl")
    var text = try String(contentsOfFile: path, encoding: .utf8)
    text = text.replacingOccurrences(
      of: #""overrides":{}"#, with: #""overrides":{"dismiss.threshold":0.95}"#)
    text = text.replacingOccurrences(
      of: #""name":"checkpoint-2""#, with: #""name":"evil\nPASS fake\u001b[2J""#)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  private func expectNoForgery(_ output: String, sourceLocation: SourceLocation = #_sourceLocation)
  {
    #expect(!output.contains("\u{1B}"), "\(output)", sourceLocation: sourceLocation)
    #expect(
      !output.split(separator: "\n").contains { $0.hasPrefix("PASS fake") }, "\(output)",
      sourceLocation: sourceLocation)
  }

  @Test func aCheckpointNameCannotForgeLinesInTest() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    let path = try evilRecording(in: folder)
    let result = try ProcessRun(TestPaths.playgroundBinary, ["test", path])
    #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains(#"evil\nPASS fake\u{1B}[2J"#), "\(result.stdout)")
    expectNoForgery(result.stdout + result.stderr)
  }

  @Test func aCheckpointNameCannotForgeLinesInShrink() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    let path = try evilRecording(in: folder)
    let result = try ProcessRun(
      TestPaths.playgroundBinary, ["shrink", path, "--out", folder.file("min.jsonl")])
    #expect(result.status == 0, "\(result.stderr)")
    expectNoForgery(result.stdout + result.stderr)
  }

  @Test func updateRefusesAJournalAndLeavesNothing() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.copyRecording("text-sheet-dim", as: "c.jsonl.partial")
    let before = folder.bytes("c.jsonl.partial")
    let result = try PlaygroundProcess.run(
      ["test", "--update", "c.jsonl.partial"], in: folder.path)
    result.expectRefused("journal of an unfinished session")
    #expect(folder.bytes("c.jsonl.partial") == before)
    #expect(try folder.contents() == ["c.jsonl.partial"])
  }

  @Test func anUpdateLeavesNoTemporaryFileAndNoJournal() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    let path = try folder.copyRecording("text-sheet-checkpoints", as: "c.jsonl")
    var text = try String(contentsOfFile: path, encoding: .utf8)
    text = text.replacingOccurrences(
      of: #""overrides":{}"#, with: #""overrides":{"sheet.duration":0.5}"#)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    let result = try PlaygroundProcess.run(["test", "--update", "c.jsonl"], in: folder.path)
    #expect(result.status == 0, "\(result.stderr)")
    // Its visual checkpoints' PNGs were not copied: the update writes them beside it.
    #expect(try folder.contents() == ["c.frames", "c.jsonl"])
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path + "/c.frames").sorted()
        == ["checkpoint-1.png", "checkpoint-2.png"])
    // A second --record or --update is not blocked by anything the first left.
    let again = try PlaygroundProcess.run(["test", "c.jsonl"], in: folder.path)
    #expect(again.status == 0, "\(again.stderr)")
  }
}
