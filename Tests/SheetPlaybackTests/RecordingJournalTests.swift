import Foundation
import SheetEngine
import SheetPlayback
import Testing

/// Reading journals (`FILE.partial`) and the bounds on what a recording may ask a replay to do.
@Suite struct RecordingJournalTests {
  private func write(_ text: String, _ name: String, in directory: TemporaryDirectory) throws
    -> String
  {
    let path = directory.file(name)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  private let move = #"{"frame":4,"t":70,"kind":"move","x":1,"y":2}"#

  @Test func aJournalWithoutEndLineReplaysToItsLastEvent() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = try write(Fixtures.headerLine + "\n" + move + "\n", "r.jsonl.partial", in: directory)
    let recording = try RecordingReader.read(path: path)
    #expect(recording.isUnfinished)
    #expect(recording.frameCount == 5)
    #expect(recording.events.count == 1)
  }

  @Test func aJournalsCutOffLastLineIsDropped() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let text = Fixtures.headerLine + "\n" + move + "\n" + #"{"frame":9,"t":80,"ki"#
    let path = try write(text, "r.jsonl.partial", in: directory)
    let recording = try RecordingReader.read(path: path)
    #expect(recording.events.count == 1)
    #expect(recording.frameCount == 5)
  }

  @Test func aJournalWithOnlyItsHeaderHasNoFrames() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = try write(Fixtures.headerLine + "\n", "r.jsonl.partial", in: directory)
    let recording = try RecordingReader.read(path: path)
    #expect(recording.isUnfinished && recording.frameCount == 0)
  }

  @Test func aFinishedJournalIsAnOrdinaryRecording() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let text = Fixtures.headerLine + "\n" + move + "\n" + #"{"end":true,"frames":9}"# + "\n"
    let recording = try RecordingReader.read(path: try write(text, "r.partial", in: directory))
    #expect(!recording.isUnfinished && recording.frameCount == 9)
  }

  @Test func aRecordingWithoutEndLineIsStillRefused() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = try write(Fixtures.headerLine + "\n" + move + "\n", "r.jsonl", in: directory)
    let error = #expect(throws: RecordingError.self) { try RecordingReader.read(path: path) }
    #expect(error?.reason.contains("no end line") == true)
  }

  @Test func anEndLineFarPastTheLastEventNeedsTheFlag() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let text = Fixtures.headerLine + "\n" + #"{"end":true,"frames":2147483647}"# + "\n"
    let path = try write(text, "r.jsonl", in: directory)
    let error = #expect(throws: RecordingError.self) { try RecordingReader.read(path: path) }
    #expect(error?.line == 2)
    #expect(error?.reason.contains("--allow-long") == true)
    #expect(try RecordingReader.read(path: path, allowsLongIdle: true).frameCount == Int(Int32.max))
  }

  @Test func anHourOfIdleFramesIsAllowed() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let frames = 5 + RecordingRules.maximumIdleFrames
    let text = Fixtures.headerLine + "\n" + move + "\n" + #"{"end":true,"frames":\#(frames)}"#
    let path = try write(text + "\n", "r.jsonl", in: directory)
    #expect(try RecordingReader.read(path: path).frameCount == frames)
    let over = text.replacingOccurrences(of: "\(frames)", with: "\(frames + 1)")
    let overPath = try write(over + "\n", "over.jsonl", in: directory)
    #expect(throws: RecordingError.self) { try RecordingReader.read(path: overPath) }
  }

  @Test func windowsTooSmallToDrawAreRefused() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let tiny = Fixtures.headerLine.replacingOccurrences(of: "[390,844]", with: "[49,844]")
    let path = try write(tiny + "\n" + #"{"end":true,"frames":1}"# + "\n", "r.jsonl", in: directory)
    let error = #expect(throws: RecordingError.self) { try RecordingReader.read(path: path) }
    #expect(error?.line == 1)
    #expect(error?.reason.contains("window") == true)
    let shrink = #"{"frame":0,"t":0,"kind":"resize","w":390,"h":10}"#
    let resized = try write(
      Fixtures.headerLine + "\n" + shrink + "\n" + #"{"end":true,"frames":1}"# + "\n",
      "s.jsonl", in: directory)
    let resizeError = #expect(throws: RecordingError.self) {
      try RecordingReader.read(path: resized)
    }
    #expect(resizeError?.line == 2)
  }

  @Test func aFIFOIsRefusedBeforeItBlocks() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let fifo = directory.file("r.jsonl")
    #expect(mkfifo(fifo, 0o644) == 0)
    let error = #expect(throws: RecordingError.self) { try RecordingReader.read(path: fifo) }
    #expect(error?.reason == "is a FIFO (named pipe), not a regular file")
  }
}
