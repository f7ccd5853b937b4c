import Foundation
import SheetFiles
import Testing

@Suite struct AtomicFileWriterTests {
  @Test func replacesAFileAndLeavesNoTemporaryFile() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("old", to: "out.json")
    try AtomicFileWriter.write("new", to: folder.file("out.json"))
    #expect(try folder.read("out.json") == "new")
    #expect(try folder.contents() == ["out.json"])
  }

  @Test func temporaryNamesAreHiddenUniqueAndBesideTheTarget() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let first = try AtomicFileWriter(path: folder.file("a.txt"))
    let second = try AtomicFileWriter(path: folder.file("a.txt"))
    let names = try folder.contents()
    #expect(names.count == 2)
    #expect(names.allSatisfy { $0.hasPrefix(".a.txt.") && $0.hasSuffix(".tmp") })
    #expect(first.temporaryPath != second.temporaryPath)
    first.discard()
    second.discard()
    #expect(try folder.contents() == [])
  }

  @Test func aNameOf255BytesIsWritable() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let name = String(repeating: "n", count: 250) + ".json"
    try AtomicFileWriter.write("x", to: folder.file(name))
    #expect(try folder.contents() == [name])
  }

  @Test func droppingAWriterRemovesItsTemporaryFile() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    do {
      let writer = try AtomicFileWriter(path: folder.file("a.txt"))
      try writer.append("partial")
      #expect(try folder.contents().count == 1)
    }
    #expect(try folder.contents() == [])
  }

  @Test func aSymlinkIsWrittenThroughAndStaysALink() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try FileManager.default.createDirectory(
      atPath: folder.file("real"), withIntermediateDirectories: false)
    try folder.write("old", to: "real/target.json")
    try FileManager.default.createSymbolicLink(
      atPath: folder.file("link.json"), withDestinationPath: "real/target.json")
    try AtomicFileWriter.write("new", to: folder.file("link.json"))
    #expect(try folder.read("real/target.json") == "new")
    let destination = try FileManager.default.destinationOfSymbolicLink(
      atPath: folder.file("link.json"))
    #expect(destination == "real/target.json")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.file("real")) == [
        "target.json"
      ])
  }

  @Test func aDanglingSymlinkCreatesItsTarget() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try FileManager.default.createSymbolicLink(
      atPath: folder.file("link.json"), withDestinationPath: "made.json")
    try AtomicFileWriter.write("new", to: folder.file("link.json"))
    #expect(try folder.read("made.json") == "new")
    #expect(FileStatus.isSymbolicLink(folder.file("link.json")))
  }

  @Test func aFIFOIsRefusedAndKept() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let fifo = folder.file("pipe")
    #expect(mkfifo(fifo, 0o644) == 0)
    let error = #expect(throws: FileError.self) { try AtomicFileWriter(path: fifo) }
    #expect(error?.reason.contains("FIFO") == true)
    #expect(FileStatus(path: fifo)?.kind == .fifo)
    #expect(try folder.contents() == ["pipe"])
  }

  @Test func aDirectoryIsRefused() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let error = #expect(throws: FileError.self) { try AtomicFileWriter(path: folder.path) }
    #expect(error?.reason == "is a directory, cannot write a file there")
  }

  @Test func devNullIsWrittenDirectlyNeverReplaced() throws {
    let writer = try AtomicFileWriter(path: "/dev/null")
    #expect(writer.destination == .device(target: "/dev/null"))
    #expect(writer.temporaryPath == nil)
    try writer.append("ignored")
    try writer.commit()
    #expect(FileStatus(path: "/dev/null")?.kind == .characterDevice)
  }

  @Test func aMissingFolderIsNamed() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let error = #expect(throws: FileError.self) {
      try AtomicFileWriter.write("x", to: folder.file("nope/out.json"))
    }
    #expect(error?.reason == "directory \(folder.path)/nope does not exist")
  }

  @Test func aReplacedFileKeepsItsPermissions() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("old", to: "script.sh")
    #expect(chmod(folder.file("script.sh"), 0o750) == 0)
    try AtomicFileWriter.write("new", to: folder.file("script.sh"))
    #expect(FileStatus(path: folder.file("script.sh"))?.mode == 0o750)
  }
}
