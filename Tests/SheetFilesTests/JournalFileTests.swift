import Foundation
import SheetFiles
import Testing

@Suite struct JournalFileTests {
  @Test func flushedLinesAreInTheJournalAndFinishRenamesIt() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let journal = try JournalFile(path: folder.file("rec.jsonl"))
    journal.append("one\n")
    #expect(try folder.read("rec.jsonl.partial") == "")
    #expect(journal.flush() == nil)
    #expect(try folder.read("rec.jsonl.partial") == "one\n")
    try journal.finish(trailer: "end\n")
    #expect(try folder.contents() == ["rec.jsonl"])
    #expect(try folder.read("rec.jsonl") == "one\nend\n")
  }

  @Test func anEarlierJournalIsNeverOverwritten() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("earlier\n", to: "rec.jsonl.partial")
    let error = #expect(throws: FileError.self) { try JournalFile(path: folder.file("rec.jsonl")) }
    #expect(error?.reason.contains("an unfinished recording of an earlier session") == true)
    #expect(try folder.read("rec.jsonl.partial") == "earlier\n")
  }

  @Test func aLongNameIsShortenedToFitTheSuffix() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let name = String(repeating: "r", count: 249) + ".jsonl"
    let journal = try JournalFile(path: folder.file(name))
    #expect(FilePath.name(of: journal.journalPath).utf8.count == 255)
    #expect(journal.journalPath.hasSuffix(".partial"))
    try journal.finish(trailer: "end\n")
    #expect(try folder.contents() == [name])
  }

  @Test func aSymlinkDestinationGetsItsJournalBesideTheTarget() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try FileManager.default.createDirectory(
      atPath: folder.file("real"), withIntermediateDirectories: false)
    try FileManager.default.createSymbolicLink(
      atPath: folder.file("link.jsonl"), withDestinationPath: "real/rec.jsonl")
    let journal = try JournalFile(path: folder.file("link.jsonl"))
    #expect(journal.journalPath == folder.file("real/rec.jsonl.partial"))
    try journal.finish(trailer: "end\n")
    #expect(try folder.read("real/rec.jsonl") == "end\n")
    #expect(FileStatus.isSymbolicLink(folder.file("link.jsonl")))
  }

  @Test func aJournalDeletedMidSessionIsStillSaved() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let journal = try JournalFile(path: folder.file("rec.jsonl"))
    journal.append("one\n")
    journal.flush()
    #expect(unlink(folder.file("rec.jsonl.partial")) == 0)
    try journal.finish(trailer: "end\n")
    #expect(try folder.read("rec.jsonl") == "one\nend\n")
    #expect(try folder.contents() == ["rec.jsonl"])
  }

  @Test func aFolderReplacedMidSessionGetsTheRecording() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let sub = folder.file("out")
    try FileManager.default.createDirectory(atPath: sub, withIntermediateDirectories: false)
    let journal = try JournalFile(path: sub + "/rec.jsonl")
    journal.append("one\n")
    journal.flush()
    try FileManager.default.removeItem(atPath: sub)
    try FileManager.default.createDirectory(atPath: sub, withIntermediateDirectories: false)
    try journal.finish(trailer: "end\n")
    #expect(try folder.read("out/rec.jsonl") == "one\nend\n")
  }

  @Test func aFolderRemovedForGoodSendsTheRecordingToTmp() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let name = "rescued-\(UUID().uuidString).jsonl"
    let rescued = "/tmp/" + name
    defer { unlink(rescued) }
    let sub = folder.file("out")
    try FileManager.default.createDirectory(atPath: sub, withIntermediateDirectories: false)
    let journal = try JournalFile(path: sub + "/" + name)
    journal.append("one\n")
    journal.flush()
    try FileManager.default.removeItem(atPath: sub)
    let error = #expect(throws: FileError.self) { try journal.finish(trailer: "end\n") }
    #expect(error?.reason.hasSuffix("the recording was saved as \(rescued) instead") == true)
    #expect(FileManager.default.contents(atPath: rescued) == Data("one\nend\n".utf8))
  }

  @Test func leavingUnfinishedKeepsTheJournal() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let journal = try JournalFile(path: folder.file("rec.jsonl"))
    journal.append("one\n")
    journal.leaveUnfinished()
    #expect(try folder.contents() == ["rec.jsonl.partial"])
    #expect(try folder.read("rec.jsonl.partial") == "one\n")
  }

  @Test func aDeviceIsRefusedAsDestination() {
    let error = #expect(throws: FileError.self) { try JournalFile(path: "/dev/null") }
    #expect(error?.reason.contains("character device") == true)
  }
}
