import Foundation
import SheetPlayback
import Testing

/// Journals seen from the command line: an unfinished recording replays with one line, and
/// a new recording never deletes or overwrites an earlier one.
@Suite struct JournalBinaryTests {
  @Test func anUnfinishedJournalReplaysToItsLastEvent() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    let original = try String(
      contentsOfFile: TestPaths.recording("sheet-swipe-flick"), encoding: .utf8)
    var lines = original.split(separator: "\n").map(String.init)
    lines.removeLast()  // the end line: the session was killed
    let cut = lines.joined(separator: "\n") + "\n" + #"{"frame":99999,"t":1,"ki"#
    try folder.write(cut, to: "x.jsonl.partial")
    let lastFrame = try #require(
      try RecordingReader.read(path: TestPaths.recording("sheet-swipe-flick")).events.last?.frame)
    let result = try PlaygroundProcess.run(
      ["--replay", "x.jsonl.partial", "--headless", "--state-out", "state.json"], in: folder.path)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.lines.count == 1)
    #expect(result.stderr.contains("x.jsonl.partial: unfinished recording"))
    let state = String(decoding: folder.bytes("state.json") ?? Data(), as: UTF8.self)
    #expect(state.hasPrefix("{\n  \"frame\": \(lastFrame + 1),\n"))
  }

  @Test func anEarlierJournalStopsANewRecordingAndIsKept() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.write("earlier session\n", to: "x.jsonl.partial")
    let result = try PlaygroundProcess.run(
      ["--record", "x.jsonl"], in: folder.path,
      environment: PlaygroundProcess.environmentWithoutDisplay)
    #expect(result.status == 2)
    #expect(result.lines.count == 1)
    #expect(result.stderr.contains("x.jsonl.partial exists: an unfinished recording"))
    #expect(folder.bytes("x.jsonl.partial") == Data("earlier session\n".utf8))
  }

  @Test func aRecordingIntoAMissingFolderFailsBeforeTheWindow() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    let result = try PlaygroundProcess.run(
      ["--record", "gone/x.jsonl"], in: folder.path,
      environment: PlaygroundProcess.environmentWithoutDisplay)
    #expect(result.status == 2)
    #expect(result.lines == ["playground: --record gone/x.jsonl: directory gone does not exist"])
  }

  @Test func aFailedStartLeavesNoJournal() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    let result = try PlaygroundProcess.run(
      ["--record", "x.jsonl"], in: folder.path,
      environment: PlaygroundProcess.environmentWithoutDisplay)
    #expect(result.status == 2)
    #expect(try folder.contents() == [])
  }
}
