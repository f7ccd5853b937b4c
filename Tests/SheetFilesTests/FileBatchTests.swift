import Foundation
import SheetFiles
import Testing

/// Files that take their places together or not at all (issue 39, item 11): `test --update`
/// put new PNGs in place and then had the recording's replacement refused.
@Suite struct FileBatchTests {
  private struct Refused: Error {}

  @Test func everyFileTakesItsPlaceWithTheLastStep() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("old a", to: "a.png")
    let batch = FileBatch()
    try batch.add(Array("new a".utf8), to: folder.file("a.png"))
    try batch.add(Array("new b".utf8), to: folder.file("b.png"))
    // Staged: nothing in place yet, only the temporary files beside the targets.
    #expect(try folder.read("a.png") == "old a")
    #expect(try folder.contents().filter { !$0.hasPrefix(".") } == ["a.png"])
    var lastRan = false
    try batch.commit { lastRan = true }
    #expect(lastRan)
    #expect(try folder.read("a.png") == "new a")
    #expect(try folder.read("b.png") == "new b")
    #expect(try folder.contents() == ["a.png", "b.png"])
  }

  @Test func aRefusedLastStepPutsEveryFileBack() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("old a", to: "a.png")
    let batch = FileBatch()
    try batch.add(Array("new a".utf8), to: folder.file("a.png"))
    try batch.add(Array("new b".utf8), to: folder.file("b.png"))
    let error = #expect(throws: FileError.self) {
      try batch.commit { () throws(FileError) in
        throw FileError(file: "r.jsonl", reason: "changed since it was read")
      }
    }
    #expect(error?.reason == "changed since it was read")
    #expect(try folder.read("a.png") == "old a")
    #expect(try folder.contents() == ["a.png"], "no new file, backup or temporary file left")
  }

  /// An immutable target refuses the link that keeps it, before any file is replaced.
  @Test(.enabled(if: Immutable.isSupported)) func anImmutableTargetReplacesNothing() throws {
    let folder = try ScratchFolder()
    defer {
      Immutable.set(false, folder.file("b.png"))
      folder.remove()
    }
    try folder.write("old a", to: "a.png")
    try folder.write("old b", to: "b.png")
    #expect(Immutable.set(true, folder.file("b.png")))
    let batch = FileBatch()
    try batch.add(Array("new a".utf8), to: folder.file("a.png"))
    try batch.add(Array("new b".utf8), to: folder.file("b.png"))
    #expect(throws: FileError.self) { try batch.commit() }
    #expect(try folder.read("a.png") == "old a")
    #expect(try folder.read("b.png") == "old b")
    #expect(try folder.contents() == ["a.png", "b.png"])
  }
}

/// `chattr +i`, where the file system and the user allow it (root on ext4, say).
enum Immutable {
  @discardableResult
  static func set(_ on: Bool, _ path: String) -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
    process.arguments = [on ? "+i" : "-i", path]
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }

  /// Whether a file in the temporary directory can be made immutable here.
  static let isSupported: Bool = {
    let probe = NSTemporaryDirectory() + "immutable-probe-\(UUID().uuidString)"
    guard FileManager.default.createFile(atPath: probe, contents: Data()) else { return false }
    defer { try? FileManager.default.removeItem(atPath: probe) }
    guard set(true, probe) else { return false }
    set(false, probe)
    return true
  }()
}
