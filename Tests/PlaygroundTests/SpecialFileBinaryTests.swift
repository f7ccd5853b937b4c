import Foundation
import Testing

/// FIFOs, devices and symlinks where the playground expects files: refused before anything
/// blocks (exit 2, one line), written through, or written directly, as the guide says.
@Suite struct SpecialFileBinaryTests {
  @Test(arguments: [
    ["--replay", "fifo", "--headless"],
    ["--replay", "x.jsonl", "--headless", "--font", "fifo"],
    ["--replay", "x.jsonl", "--headless", "--font", "/dev/zero"],
    ["--replay", "/dev/zero", "--headless"],
    ["--tuning", "fifo"],
    ["--replay", "x.jsonl", "--headless", "--state-out", "fifo"],
    ["--replay", "x.jsonl", "--headless", "--trace", "fifo"],
    ["--record", "fifo"],
    ["--record", "/dev/null"],
  ])
  func specialFilesAreRefusedWithoutBlocking(arguments: [String]) throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.copyRecording("text-sheet-dim", as: "x.jsonl")
    #expect(mkfifo(folder.file("fifo"), 0o644) == 0)
    let result = try PlaygroundProcess.run(
      arguments, in: folder.path, environment: PlaygroundProcess.environmentWithoutDisplay)
    #expect(!result.timedOut)
    #expect(result.status == 2, "\(result.stderr)")
    #expect(result.lines.count == 1, "\(result.stderr)")
    #expect(!result.stderr.contains("no display"), "\(result.stderr)")
    var info = stat()
    #expect(lstat(folder.file("fifo"), &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO)
    #expect(try folder.contents() == ["fifo", "x.jsonl"])
  }

  @Test func devNullTakesTheStateAndStaysADevice() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.copyRecording("text-sheet-dim", as: "x.jsonl")
    let result = try PlaygroundProcess.run(
      ["--replay", "x.jsonl", "--headless", "--state-out", "/dev/null", "--trace", "/dev/null"],
      in: folder.path)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty)
    var info = stat()
    #expect(stat("/dev/null", &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR)
  }

  @Test func aSymlinkOutputIsWrittenThroughAndStaysALink() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.copyRecording("text-sheet-dim", as: "x.jsonl")
    try FileManager.default.createDirectory(
      atPath: folder.file("real"), withIntermediateDirectories: false)
    try folder.write("old", to: "real/state.json")
    try FileManager.default.createSymbolicLink(
      atPath: folder.file("state.json"), withDestinationPath: "real/state.json")
    let result = try PlaygroundProcess.run(
      ["--replay", "x.jsonl", "--headless", "--state-out", "state.json", "--force"],
      in: folder.path)
    #expect(result.status == 0, "\(result.stderr)")
    let written = String(decoding: folder.bytes("real/state.json") ?? Data(), as: UTF8.self)
    #expect(written.hasPrefix("{\n  \"frame\": "))
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: folder.file("state.json"))
        == "real/state.json")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.file("real")) == ["state.json"])
  }

  @Test func aTwoHundredFiftyFiveByteNameIsWritten() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.copyRecording("text-sheet-dim", as: "x.jsonl")
    let name = String(repeating: "s", count: 250) + ".json"
    let result = try PlaygroundProcess.run(
      ["--replay", "x.jsonl", "--headless", "--state-out", name, "--snapshot", "3:" + name + "x"],
      in: folder.path)
    #expect(result.status == 2, "\(result.stderr)")  // 256 bytes: too long for any writer
    #expect(result.lines.count == 1)
    let ok = try PlaygroundProcess.run(
      ["--replay", "x.jsonl", "--headless", "--state-out", name], in: folder.path)
    #expect(ok.status == 0, "\(ok.stderr)")
    #expect(try folder.contents() == [name, "x.jsonl"])
  }

  /// Leftovers of killed runs (the old `NAME.tmp-PID` names, and the current hidden ones)
  /// neither stop a write nor get touched by it.
  @Test func leftoverTemporaryFilesAreLeftAlone() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.copyRecording("text-sheet-dim", as: "x.jsonl")
    let leftovers = ["state.json.tmp-1", "state.json.tmp", ".state.json.000000000000.tmp"]
    for name in leftovers { try folder.write("left", to: name) }
    let result = try PlaygroundProcess.run(
      ["--replay", "x.jsonl", "--headless", "--state-out", "state.json", "--force"],
      in: folder.path)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try folder.contents() == (leftovers + ["state.json", "x.jsonl"]).sorted())
    for name in leftovers { #expect(folder.bytes(name) == Data("left".utf8)) }
  }

  @Test func anUnwritableSnapshotFailsBeforeTheReplay() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.copyRecording("text-sheet-dim", as: "x.jsonl")
    let result = try PlaygroundProcess.run(
      [
        "--replay", "x.jsonl", "--headless", "--state-out", "state.json", "--snapshot",
        "3:missing/a.png",
      ], in: folder.path)
    #expect(result.status == 2)
    #expect(
      result.lines == ["playground: --snapshot 3:missing/a.png: directory missing does not exist"])
    #expect(try folder.contents() == ["x.jsonl"])
  }
}
