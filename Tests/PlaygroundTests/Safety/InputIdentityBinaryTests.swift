import Foundation
import PlaygroundSessions
import Testing

/// Every file a session reads is an input, scenes and their images included, so no output
/// (with or without `--force`) can replace one; and no flag takes an empty value, so no
/// path is silently the working folder or the file system's root.
@Suite struct InputIdentityBinaryTests {
  /// A headless replay's outputs onto the recording's own scene or one of its images.
  @Test(arguments: [
    ["--state-out", "scenes/photo/scene.json"], ["--snapshot", "5:scenes/photo/journal.png"],
    ["--snapshot", "5:scenes/photo/journal@2x.png"],
  ])
  func anOutputOntoTheReplayedRecordingsSceneIsRefused(output: [String]) throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.copyScenes(["photo"])
    try folder.copyRecording("scene-photo-sheet", as: "r.jsonl")
    let scene = folder.bytes("scenes/photo/scene.json")
    let image = folder.bytes("scenes/photo/journal.png")
    let result = try PlaygroundProcess.run(
      ["--replay", "r.jsonl", "--headless", "--force"] + output, in: folder.path)
    result.expectRefused("is the same file as --replay's scene")
    #expect(folder.bytes("scenes/photo/scene.json") == scene)
    #expect(folder.bytes("scenes/photo/journal.png") == image)
  }

  /// A live session's outputs onto `--scene` or `--scene-b`: refused before any window
  /// opens (so without a display too).
  @Test(arguments: [
    (["--scene", "scenes/photo/scene.json"], "--scene scenes/photo/scene.json"),
    (
      ["--scene", "scenes/photo/scene.json", "--compare", "fluid", "seed", "--scene-b", "b.json"],
      "--scene-b b.json"
    ),
  ])
  func anOutputOntoALiveSessionsSceneIsRefused(scenes: [String], input: String) throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.copyScenes(["photo"])
    try FileManager.default.copyItem(
      atPath: folder.file("scenes/photo/scene.json"), toPath: folder.file("b.json"))
    for image in ["journal.png", "journal@2x.png", "sunset.jpg", "sunset@2x.jpg"] {
      try FileManager.default.copyItem(
        atPath: folder.file("scenes/photo/\(image)"), toPath: folder.file(image))
    }
    let target = String(input.split(separator: " ")[1])
    let before = folder.bytes(target)
    let result = try PlaygroundProcess.run(
      scenes + ["--state-out", target, "--force", "--exit-after-first-frame"], in: folder.path,
      environment: PlaygroundProcess.environmentWithoutDisplay)
    result.expectRefused("is the same file as \(input)")
    #expect(folder.bytes(target) == before)
  }

  /// An empty value is refused by every command's parser, with the flag named.
  @Test(arguments: [
    ["fuzz", "--seed", "1", "--seconds", "1", "--out", ""],
    ["--replay", "r.jsonl", "--headless", "--state-out", ""],
    ["test", "r.jsonl", "--junit", ""], ["test", "r.jsonl", "--report", ""],
    ["shrink", "r.jsonl", "--out", ""], ["export", "t.json", "--out", ""],
  ])
  func anEmptyValueIsRefused(arguments: [String]) throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.copyRecording("text-sheet-dim", as: "r.jsonl")
    let result = try PlaygroundProcess.run(arguments, in: folder.path)
    result.expectRefused("empty value")
    #expect(try folder.contents() == ["r.jsonl"])
  }
}

/// One grammar for the numbers a person types: decimal, finite, no hexadecimal.
@Suite struct DecimalArgumentTests {
  @Test(arguments: ["2", "0.5", "2.", ".5", "-1.25e3", "+3", "1E2"])
  func decimalsAreRead(text: String) {
    #expect(ArgumentValue.decimal(text) == Double(text))
  }

  @Test(arguments: ["0x2", "0x3c", "inf", "nan", "", " 2", "2 ", "1e999", "--1", "1_000", "."])
  func anythingElseIsNot(text: String) {
    #expect(ArgumentValue.decimal(text) == nil)
  }
}
