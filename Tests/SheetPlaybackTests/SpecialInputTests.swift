import Foundation
import SheetEngine
import SheetPlayback
import SheetTuning
import Testing

/// Inputs that are not regular files, met by the tuning file's hot reload and save.
@Suite struct SpecialInputTests {
  /// A FIFO swapped in for the tuning file used to block the reload (and with it the window,
  /// deaf to SIGTERM). Now the poll fails at once and the watcher goes on; a blocking read
  /// would hang this test rather than pass it.
  @Test func aFIFOSwappedInDuringHotReloadFailsWithoutBlocking() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("tuning.json")
    try TuningFile.save(.seed, to: path)
    var watcher = TuningFileWatcher(path: path)
    try FileManager.default.removeItem(atPath: path)
    #expect(mkfifo(path, 0o644) == 0)
    guard case .failed(let error) = watcher.poll() else {
      Issue.record("a FIFO must fail the poll")
      return
    }
    #expect(error.reason == "is a FIFO (named pipe), not a regular file")
    try FileManager.default.removeItem(atPath: path)
    let edited = try Tuning.seed.setting(0.5, forKey: "sheet.duration")
    try TuningFile.save(edited, to: path)
    #expect(watcher.poll() == .reloaded(edited))
  }

  @Test func savingThroughASymlinkKeepsTheLink() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try TuningFile.save(.seed, to: directory.file("real.json"))
    try FileManager.default.createSymbolicLink(
      atPath: directory.file("tuning.json"), withDestinationPath: "real.json")
    try TuningFile.save(.fluid, to: directory.file("tuning.json"))
    #expect(try TuningFile.load(path: directory.file("real.json")) == .fluid)
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: directory.file("tuning.json"))
        == "real.json")
    #expect(try directory.contents() == ["real.json", "tuning.json"])
  }

  @Test func stateSnapshotsAreNotWrittenIntoAFIFO() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let fifo = directory.file("state.json")
    #expect(mkfifo(fifo, 0o644) == 0)
    let recording = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(
        "PlaygroundTests/Recordings/text-sheet-dim.jsonl")
    let snapshot = try #require(try RecordingReader.read(path: recording.path).endState)
    let error = #expect(throws: RecordingError.self) {
      try StateSnapshotJSON.write(snapshot, to: fifo)
    }
    #expect(error?.reason.contains("FIFO") == true)
    #expect(try directory.contents() == ["state.json"])
  }
}
