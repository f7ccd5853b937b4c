import Foundation
import SheetEngine
import SheetPlayback
import Testing

/// File-system behaviour: refusals before reading, and the writer's temporary file.
@Suite struct RecordingFileTests {
  @Test func missingFileIsRefusedWithoutLine() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("absent.jsonl")
    let error = #expect(throws: RecordingError.self) { try RecordingReader.read(path: path) }
    #expect(error?.description == "\(path): cannot open: no such file or directory")
  }

  @Test func directoryIsRefused() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let error = #expect(throws: RecordingError.self) {
      try RecordingReader.read(path: directory.path)
    }
    #expect(error?.line == nil)
    #expect(error?.reason == "is a directory, not a file")
  }

  @Test func fileOver64MiBIsRefusedBeforeReading() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("huge.jsonl")
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.truncate(atOffset: 65 << 20)  // sparse: no blocks written
    try handle.close()
    let error = #expect(throws: RecordingError.self) { try RecordingReader.read(path: path) }
    // Read as bytes, this file would fail on its NUL bytes instead.
    #expect(error?.description == "\(path): recording is larger than 64 MiB")
  }

  @Test func fileOfExactly64MiBIsNotRefusedForSize() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("limit.jsonl")
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.truncate(atOffset: 64 << 20)
    try handle.close()
    let error = #expect(throws: RecordingError.self) { try RecordingReader.read(path: path) }
    #expect(error?.line == 1)
    #expect(error?.reason.contains("16 MiB") == true)
  }

  @Test func finishLeavesOnlyTheRecording() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("rec.jsonl")
    let writer = try RecordingWriter(path: path, header: Fixtures.header)
    try writer.append(Fixtures.everyKind[0])
    #expect(try directory.contents() == ["rec.jsonl.partial"])
    #expect(!FileManager.default.fileExists(atPath: path))
    try writer.finish(frameCount: 1)
    #expect(try directory.contents() == ["rec.jsonl"])
    #expect(throws: RecordingError.self) { try writer.append(Fixtures.everyKind[1]) }
    #expect(throws: RecordingError.self) { try writer.finish(frameCount: 2) }
  }

  @Test func finishReplacesAnExistingFile() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("rec.jsonl")
    try Data("old".utf8).write(to: URL(fileURLWithPath: path))
    let writer = try RecordingWriter(path: path, header: Fixtures.header)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "old")
    try writer.finish(frameCount: 0)
    #expect(try RecordingReader.read(path: path).frameCount == 0)
    #expect(try directory.contents() == ["rec.jsonl"])
  }

  @Test func abandonRemovesTheJournal() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let writer = try RecordingWriter(path: directory.file("rec.jsonl"), header: Fixtures.header)
    try writer.append(Fixtures.everyKind[0])
    writer.abandon()
    #expect(try directory.contents() == [])
    writer.abandon()
    let error = #expect(throws: RecordingError.self) { try writer.finish(frameCount: 5) }
    #expect(error?.reason == "the recording was abandoned")
  }

  /// A writer dropped unfinished (the session died) leaves its journal: every flushed
  /// event, replayable as an unfinished recording.
  @Test func droppingAnUnfinishedWriterLeavesItsJournal() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    do {
      let writer = try RecordingWriter(path: directory.file("rec.jsonl"), header: Fixtures.header)
      try writer.append(Fixtures.event(3, 50, .focusLost))
      writer.flush()
      try writer.append(Fixtures.event(4, 60, .focusLost))
    }
    #expect(try directory.contents() == ["rec.jsonl.partial"])
    let recording = try RecordingReader.read(path: directory.file("rec.jsonl.partial"))
    #expect(recording.isUnfinished)
    #expect(recording.events.map(\.frame) == [3, 4])
    #expect(recording.frameCount == 5)
  }

  @Test func eachFlushReachesTheJournal() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("rec.jsonl")
    let writer = try RecordingWriter(path: path, header: Fixtures.header)
    let events = (0..<300).map {
      Fixtures.event($0, Double($0) * 16.5, .pointerMove(location: Point(x: 0.1, y: Double($0))))
    }
    for event in events {
      try writer.append(event)
      #expect(writer.flush() == nil)
      let journal = try RecordingReader.read(path: writer.journalPath)
      #expect(journal.events.last == event)
    }
    try writer.finish(frameCount: 300)
    #expect(try RecordingReader.read(path: path).events == events)
    #expect(try directory.contents() == ["rec.jsonl"])
  }

  @Test func anEarlierJournalIsKeptAndRefused() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let journal = directory.file("rec.jsonl.partial")
    try Data("earlier".utf8).write(to: URL(fileURLWithPath: journal))
    let error = #expect(throws: RecordingError.self) {
      try RecordingWriter(path: directory.file("rec.jsonl"), header: Fixtures.header)
    }
    #expect(error?.reason.contains("unfinished recording of an earlier session") == true)
    #expect(try String(contentsOfFile: journal, encoding: .utf8) == "earlier")
  }

  @Test func writerRefusesAMissingDirectoryNamingThePath() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("nope/rec.jsonl")
    let error = #expect(throws: RecordingError.self) {
      try RecordingWriter(path: path, header: Fixtures.header)
    }
    #expect(error?.file == path)
    #expect(error?.reason == "directory \(directory.path)/nope does not exist")
  }

  @Test func writerRefusesADirectoryAsTarget() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let error = #expect(throws: RecordingError.self) {
      try RecordingWriter(path: directory.path, header: Fixtures.header)
    }
    #expect(error?.reason.contains("is a directory") == true)
  }

  @Test func writerRefusesEventsTheReaderWouldRefuse() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let writer = try RecordingWriter(path: directory.file("rec.jsonl"), header: Fixtures.header)
    try writer.append(Fixtures.event(5, 100, .focusLost))
    let bad = [
      Fixtures.event(4, 100, .focusLost),
      Fixtures.event(5, 99, .focusLost),
      Fixtures.event(5, 100, .pointerMove(location: Point(x: .nan, y: 0))),
      Fixtures.event(5, .infinity, .focusLost),
      Fixtures.event(5, 100, .keyDown(Key(""))),
    ]
    for event in bad {
      #expect(throws: RecordingError.self) { try writer.append(event) }
    }
    #expect(throws: RecordingError.self) { try writer.finish(frameCount: 5) }
    try writer.append(Fixtures.event(5, 100, .focusLost))
    try writer.finish(frameCount: 6)
    #expect(try RecordingReader.read(path: directory.file("rec.jsonl")).events.count == 2)
  }

  @Test func writerRefusesALineTheReaderWouldRefuse() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let writer = try RecordingWriter(path: directory.file("rec.jsonl"), header: Fixtures.header)
    let long = Fixtures.event(0, 0, .keyDown(Key(String(repeating: "k", count: 16 << 20))))
    let error = #expect(throws: RecordingError.self) { try writer.append(long) }
    #expect(error?.reason == "cannot record event 1: its line would be longer than 16 MiB")
    try writer.append(Fixtures.event(0, 0, .keyDown(Key("k"))))
    try writer.finish(frameCount: 1)
    #expect(try RecordingReader.read(path: directory.file("rec.jsonl")).events.count == 1)
  }

  @Test func writerRefusesAnInvalidHeader() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    var header = Fixtures.header
    header.scale = 0
    let error = #expect(throws: RecordingError.self) {
      try RecordingWriter(path: directory.file("rec.jsonl"), header: header)
    }
    #expect(error?.reason.contains("scale") == true)
    #expect(try directory.contents() == [])
  }
}
