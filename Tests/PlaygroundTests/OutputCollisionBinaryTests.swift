import Foundation
import SheetSDL
import Testing

/// Outputs never overwrite inputs or each other, however they are spelled: every case is
/// refused up front with exit 2 and one line, and the input is left byte for byte.
@Suite struct OutputCollisionBinaryTests {
  @Test(arguments: [
    ["--state-out", "x.jsonl"], ["--state-out", "./x.jsonl"], ["--trace", "x.jsonl"],
    ["--snapshot", "5:x.jsonl"], ["--state-out", "link.jsonl"], ["--state-out", "hard.jsonl"],
    ["--trace", "../FOLDER/x.jsonl"],
  ])
  func anOutputNamingTheReplayedRecordingIsRefused(output: [String]) throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.copyRecording("text-sheet-dim", as: "x.jsonl")
    try FileManager.default.createSymbolicLink(
      atPath: folder.file("link.jsonl"), withDestinationPath: "x.jsonl")
    try FileManager.default.linkItem(
      atPath: folder.file("x.jsonl"), toPath: folder.file("hard.jsonl"))
    let before = folder.bytes("x.jsonl")
    let name = URL(fileURLWithPath: folder.path).lastPathComponent
    let arguments = output.map { $0.replacingOccurrences(of: "FOLDER", with: name) }
    let result = try PlaygroundProcess.run(
      ["--replay", "x.jsonl", "--headless"] + arguments, in: folder.path)
    result.expectRefused("is the same file as --replay x.jsonl")
    #expect(folder.bytes("x.jsonl") == before)
    #expect(try folder.strays() == [])
  }

  @Test func twoOutputsNamingOneFileAreRefused() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.copyRecording("text-sheet-dim", as: "x.jsonl")
    let result = try PlaygroundProcess.run(
      ["--replay", "x.jsonl", "--headless", "--state-out", "out.json", "--trace", "./out.json"],
      in: folder.path)
    result.expectRefused("name the same file")
    #expect(try folder.contents() == ["x.jsonl"])
  }

  @Test func recordAndStateOutNamingOneFileAreRefused() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    let result = try PlaygroundProcess.run(
      ["--record", "x.jsonl", "--state-out", "./x.jsonl"], in: folder.path,
      environment: PlaygroundProcess.environmentWithoutDisplay)
    result.expectRefused("name the same file")
    #expect(try folder.contents() == [])
  }

  @Test func recordingOverTheFontIsRefused() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try FileManager.default.copyItem(atPath: Self.fontPath, toPath: folder.file("f.ttf"))
    let before = folder.bytes("f.ttf")
    let result = try PlaygroundProcess.run(
      ["--record", "f.ttf", "--font", "f.ttf"], in: folder.path,
      environment: PlaygroundProcess.environmentWithoutDisplay)
    result.expectRefused("is the same file as --font f.ttf")
    #expect(folder.bytes("f.ttf") == before)
    #expect(try folder.contents() == ["f.ttf"])
  }

  @Test func stateOverTheTuningFileIsRefused() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.write("{\"preset\": \"fluid\"}\n", to: "t.json")
    let result = try PlaygroundProcess.run(
      ["--tuning", "t.json", "--state-out", "t.json"], in: folder.path,
      environment: PlaygroundProcess.environmentWithoutDisplay)
    result.expectRefused("is the same file as --tuning t.json")
    #expect(folder.bytes("t.json") == Data("{\"preset\": \"fluid\"}\n".utf8))
  }

  @Test func aJournalOverAnInputIsRefused() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.write("{\"preset\": \"fluid\"}\n", to: "t.partial")
    let result = try PlaygroundProcess.run(
      ["--tuning", "t.partial", "--record", "t"], in: folder.path,
      environment: PlaygroundProcess.environmentWithoutDisplay)
    #expect(result.status == 2)
    #expect(result.lines.count == 1)
    #expect(folder.bytes("t.partial") == Data("{\"preset\": \"fluid\"}\n".utf8))
  }

  /// The font every run uses by default, copied so the test may try to clobber it.
  static var fontPath: String {
    (try? FontFile.locateDefault().path) ?? "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
  }
}
