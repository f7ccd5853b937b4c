import Foundation
import Testing

/// Issue 22, item 1: no command overwrites a file unless told to (`--force`), and no output
/// is ever an input, in any command. Every case is refused before any work with exit 2 and
/// one line, and leaves every file byte for byte.
@Suite struct NoOverwriteBinaryTests {
  @Test func recordingOverAFinishedRecordingIsRefusedUnlessForced() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.copyRecording("text-sheet-checkpoints", as: "keep.jsonl")
    let before = folder.bytes("keep.jsonl")
    let refused = try PlaygroundProcess.run(
      ["--record", "keep.jsonl"], in: folder.path,
      environment: PlaygroundProcess.environmentWithoutDisplay)
    refused.expectRefused("--record keep.jsonl: keep.jsonl exists; pass --force")
    #expect(folder.bytes("keep.jsonl") == before)
    #expect(try folder.contents() == ["keep.jsonl"])
    // With --force the files pass and the run goes on to open the window (no display here).
    let forced = try PlaygroundProcess.run(
      ["--record", "keep.jsonl", "--force"], in: folder.path,
      environment: PlaygroundProcess.environmentWithoutDisplay)
    #expect(forced.status == 2 && forced.stderr.contains("no display"), "\(forced.stderr)")
    #expect(folder.bytes("keep.jsonl") == before)
  }

  @Test(arguments: [
    ["--state-out", "out.json"], ["--trace", "out.csv"], ["--snapshot", "3:out.png"],
    ["--plot", "out.png"], ["--video", "out.mp4"],
  ])
  func everyOutputFlagRefusesAnExistingFile(output: [String]) throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.copyRecording("text-sheet-dim", as: "x.jsonl")
    let name = output[1].split(separator: ":").last.map(String.init) ?? output[1]
    try folder.write("precious", to: name)
    let result = try PlaygroundProcess.run(
      ["--replay", "x.jsonl", "--headless"] + output, in: folder.path)
    result.expectRefused("\(name) exists; pass --force")
    #expect(folder.bytes(name) == Data("precious".utf8))
    #expect(try folder.strays() == [])
  }

  @Test(arguments: ["r.jsonl", "./r.jsonl", "link.xml", "hard.xml", "FOLDER/r.jsonl"])
  func aJUnitReportNeverReplacesARecording(junit: String) throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.copyRecording("text-sheet-dim", as: "r.jsonl")
    try FileManager.default.createSymbolicLink(
      atPath: folder.file("link.xml"), withDestinationPath: "r.jsonl")
    try FileManager.default.linkItem(
      atPath: folder.file("r.jsonl"), toPath: folder.file("hard.xml"))
    let before = folder.bytes("r.jsonl")
    let report = junit.replacingOccurrences(of: "FOLDER", with: folder.path)
    for extra in [[], ["--update"], ["--force"]] {
      let inputs = junit.hasPrefix("FOLDER") ? [folder.path] : ["r.jsonl"]
      let result = try PlaygroundProcess.run(
        ["test"] + inputs + ["--junit", report] + extra, in: folder.path)
      result.expectRefused("is the same file as recording")
      #expect(folder.bytes("r.jsonl") == before)
    }
    #expect(try folder.strays() == [])
  }

  @Test(arguments: ["c.jsonl", "./c.jsonl", "ABSOLUTE", "link.jsonl", "hard.jsonl", "f.ttf"])
  func shrinkNeverWritesOverItsInputOrFont(out: String) throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.copyRecording("text-sheet-dim", as: "c.jsonl")
    try FileManager.default.copyItem(
      atPath: OutputCollisionBinaryTests.fontPath, toPath: folder.file("f.ttf"))
    try FileManager.default.createSymbolicLink(
      atPath: folder.file("link.jsonl"), withDestinationPath: "c.jsonl")
    try FileManager.default.linkItem(
      atPath: folder.file("c.jsonl"), toPath: folder.file("hard.jsonl"))
    let (recording, font) = (folder.bytes("c.jsonl"), folder.bytes("f.ttf"))
    let target = out == "ABSOLUTE" ? folder.file("c.jsonl") : out
    let result = try PlaygroundProcess.run(
      ["shrink", "c.jsonl", "--out", target, "--font", "f.ttf", "--force"], in: folder.path)
    result.expectRefused("is the same file as")
    #expect(folder.bytes("c.jsonl") == recording && folder.bytes("f.ttf") == font)
    #expect(try folder.strays() == [])
  }

  @Test func shrinkRefusesAnExistingOutputBeforeShrinking() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.copyRecording("text-sheet-dim", as: "c.jsonl")
    try folder.write("precious", to: "min.jsonl")
    let result = try PlaygroundProcess.run(
      ["shrink", "c.jsonl", "--out", "min.jsonl"], in: folder.path)
    result.expectRefused("min.jsonl exists; pass --force")
    #expect(folder.bytes("min.jsonl") == Data("precious".utf8))
  }

  @Test(arguments: [["--record", "a.json"], ["--state-out", "a.json"]])
  func aCompareSidesTuningFileIsAnInput(output: [String]) throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.write("{\"preset\": \"fluid\"}\n", to: "a.json")
    let result = try PlaygroundProcess.run(
      ["--compare", "a.json", "seed"] + output + ["--force"], in: folder.path,
      environment: PlaygroundProcess.environmentWithoutDisplay)
    result.expectRefused("is the same file as --compare a.json")
    #expect(folder.bytes("a.json") == Data("{\"preset\": \"fluid\"}\n".utf8))
  }

  @Test func artifactsNeverHoldAnInputNorReplaceAFile() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try FileManager.default.createDirectory(
      atPath: folder.file("art/text-sheet-dim"), withIntermediateDirectories: true)
    try folder.copyRecording("text-sheet-dim", as: "art/text-sheet-dim/state-diff.json")
    let inside = try PlaygroundProcess.run(
      ["test", "art/text-sheet-dim/state-diff.json", "--artifacts", "art", "--force"],
      in: folder.path)
    inside.expectRefused("--artifacts art holds recording")
    try folder.copyRecording("text-sheet-dim", as: "text-sheet-dim.jsonl")
    let existing = try PlaygroundProcess.run(
      ["test", "text-sheet-dim.jsonl", "--artifacts", "art"], in: folder.path)
    existing.expectRefused("state-diff.json exists; pass --force")
  }
}
