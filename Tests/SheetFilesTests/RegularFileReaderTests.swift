import Foundation
import SheetFiles
import Testing

@Suite struct RegularFileReaderTests {
  @Test func readsARegularFile() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("hello", to: "a.txt")
    let bytes = try RegularFileReader.contents(of: folder.file("a.txt"), limit: 10, tooLarge: "big")
    #expect(bytes == Array("hello".utf8))
  }

  /// Opening a FIFO for reading would block until a writer comes; the reader must refuse it
  /// at once. (If it blocked, this test would hang, not pass.)
  @Test func aFIFOIsRefusedWithoutBlocking() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let fifo = folder.file("pipe")
    #expect(mkfifo(fifo, 0o644) == 0)
    let error = #expect(throws: FileError.self) {
      try RegularFileReader.contents(of: fifo, limit: 10, tooLarge: "big")
    }
    #expect(error?.reason == "is a FIFO (named pipe), not a regular file")
  }

  @Test func devZeroIsRefused() {
    let error = #expect(throws: FileError.self) {
      try RegularFileReader.contents(of: "/dev/zero", limit: 10, tooLarge: "big")
    }
    #expect(error?.reason == "is a character device, not a regular file")
  }

  @Test func aFileOverTheLimitIsRefused() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("0123456789x", to: "a.txt")
    let error = #expect(throws: FileError.self) {
      try RegularFileReader.contents(of: folder.file("a.txt"), limit: 10, tooLarge: "too big")
    }
    #expect(error?.reason == "too big")
  }

  @Test func aMissingFileKeepsItsErrorCode() {
    let error = #expect(throws: FileError.self) {
      try RegularFileReader.contents(of: "/nonexistent/x", limit: 10, tooLarge: "big")
    }
    #expect(error?.code == ENOENT)
    #expect(error?.description == "/nonexistent/x: cannot open: no such file or directory")
  }
}
