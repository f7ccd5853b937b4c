import Foundation
import SheetEngine
import SheetPlayback
import SheetScreens
import SheetTuning
import Testing

@testable import PlaygroundCommandLine
@testable import PlaygroundSessions
@testable import PlaygroundStudio
@testable import PlaygroundWindow

/// Compare mode's Save (issue 24, item 9): a side from a file writes that file; a preset
/// side writes its own file in `--save-to DIR` (or the working folder), an absolute path
/// that exists, never replacing a file that was there.
@MainActor
struct SaveFolderTests {
  typealias Support = OverlayTestSupport

  @Test func aPresetSideSavesToItsOwnFileInTheFolder() throws {
    let directory = try Support.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try "{}".write(toFile: directory + "/A-seed.json", atomically: true, encoding: .utf8)
    let folder = try SaveFolder(directory: directory + "/")
    #expect(folder.path == directory)
    #expect(folder.file(side: 0, label: "seed") == directory + "/A-seed-2.json")
    #expect(folder.file(side: 1, label: "fluid") == directory + "/B-fluid.json")
    // The session keeps the name it chose, even once its own Save has written it.
    try "{}".write(toFile: directory + "/B-fluid.json", atomically: true, encoding: .utf8)
    #expect(folder.file(side: 1, label: "fluid") == directory + "/B-fluid.json")
    #expect(try String(contentsOfFile: directory + "/A-seed.json", encoding: .utf8) == "{}")
  }

  @Test func withoutSaveToItIsTheWorkingFolderAbsolute() throws {
    let folder = try SaveFolder(directory: nil)
    #expect(folder.path == FileManager.default.currentDirectoryPath && !folder.isNamed)
    #expect(folder.file(side: 0, label: "seed").hasPrefix("/"))
  }

  @Test func aMissingFolderIsOneLine() throws {
    #expect(throws: UsageError("--save-to 'no/such/folder': not a folder")) {
      try SaveFolder(directory: "no/such/folder")
    }
    #expect(throws: UsageError("--save-to works in a live session: a replay saves no tuning")) {
      try ArgumentParser.parse(["--replay", "x.jsonl", "--save-to", "/tmp"])
    }
    #expect(try ArgumentParser.parse(["--save-to", "/tmp"]).saveFolder == "/tmp")
  }

  /// A comparison driven as the window drives it, both sides from presets, side B selected,
  /// the panel open.
  private func compareStudio(
    folder: SaveFolder
  ) -> (driver: ComparisonDriver, overlays: OverlayController) {
    let overlays = Support.controller()
    let comparison = PlaygroundComparison(
      sides: [("seed", .seed), ("fluid", .fluid)], deviceSize: Support.size,
      safeAreaInsets: .zero, textMeasurer: FixedMetricsTextMeasurer())
    let selection = SideSelection(sideCount: 2)
    let driver = ComparisonDriver(
      live: LiveComparison(comparison), selection: selection, sideSources: [nil, nil],
      sideLabels: ["seed", "fluid"], saveFolder: folder, overlays: overlays)
    selection.select(1)
    var frame = HostFrame()
    driver.route(&frame, watched: [])
    overlays.isPanelVisible = true
    overlays.window.layoutIfNeeded()
    return (driver, overlays)
  }

  private func press(_ key: Key, _ overlays: OverlayController) {
    #expect(overlays.handleKey(key), "the path field takes \(key.name)")
    overlays.window.layoutIfNeeded()
  }

  /// The whole path through the panel: Save on the selected preset side asks for the path,
  /// prefilled with its file in the folder (absolute); Return writes it and says where.
  @Test func thePanelsSaveAsksForThePathThenWritesTheSelectedPresetSide() throws {
    let directory = try Support.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let (driver, overlays) = compareStudio(folder: try SaveFolder(directory: directory))
    let path = directory + "/B-fluid.json"
    #expect(overlays.tuningPath == path)
    let header = overlays.panel.header
    #expect(header.statusLabel.text == "Save writes \(path)")
    #expect(header.savePathField.isHidden)
    let tuning = try Tuning.fluid.setting(0.42, forKey: "sheet.duration")
    overlays.update(inspection: Support.inspection(frame: 1), frameMilliseconds: 16, tuning: tuning)
    _ = Support.tap(header.saveButton, in: overlays, tuning: tuning)
    overlays.window.layoutIfNeeded()
    #expect(!header.savePathField.isHidden)
    #expect(header.savePathField.path == path)
    #expect(header.savePathField.hint.text == "Return saves here, Esc leaves")
    #expect(!FileManager.default.fileExists(atPath: path), "nothing is written before Return")
    press(Key("return"), overlays)
    #expect(try TuningFile.load(path: path) == tuning)
    #expect(header.statusLabel.text == "Saved custom to \(path)")
    #expect(header.savePathField.isHidden)
    #expect(driver.savePath(side: 1) == path)
  }

  /// A path typed into a folder that does not exist, or under a file, says why under the
  /// field and keeps the text; fixed, it is written, and that side's Save offers it next.
  @Test func aPathThatCannotBeWrittenSaysWhyAndLosesNothing() throws {
    let directory = try Support.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let (driver, overlays) = compareStudio(folder: try SaveFolder(directory: directory))
    let field = overlays.panel.header.savePathField
    overlays.update(inspection: Support.inspection(frame: 1), frameMilliseconds: 16, tuning: .fluid)
    _ = Support.tap(overlays.panel.header.saveButton, in: overlays, tuning: .fluid)
    for _ in 0..<"B-fluid.json".count { press(Key("backspace"), overlays) }
    for key in ["n", "o", "slash", "x", "period", "j", "s", "o", "n"] { press(Key(key), overlays) }
    #expect(field.path == directory + "/no/x.json")
    press(Key("return"), overlays)
    #expect(field.hint.text == "no folder \(directory)/no")
    #expect(field.hint.textColor == OverlayStyle.error)
    #expect(field.path == directory + "/no/x.json" && !field.isHidden)
    press(Key("1", modifiers: .shift), overlays)
    #expect(field.hint.text == "a path takes letters, digits, / . - _ and spaces")
    #expect(field.path == directory + "/no/x.json")
    try "{}".write(toFile: directory + "/no", atomically: true, encoding: .utf8)
    press(Key("return"), overlays)
    #expect(field.hint.text == "\(directory)/no is not a folder")
    try FileManager.default.removeItem(atPath: directory + "/no")
    try FileManager.default.createDirectory(
      atPath: directory + "/no", withIntermediateDirectories: false)
    press(Key("return"), overlays)
    #expect(field.isHidden)
    #expect(try TuningFile.load(path: directory + "/no/x.json") == .fluid)
    var frame = HostFrame()
    driver.route(&frame, watched: [])
    #expect(overlays.tuningPath == directory + "/no/x.json")
    _ = Support.tap(overlays.panel.header.saveButton, in: overlays, tuning: .fluid)
    #expect(field.path == directory + "/no/x.json", "the next Save offers the path chosen")
  }

  /// A path wider than the field shows its end, the part being typed, after an ellipsis.
  @Test func aLongPathShowsItsEnd() throws {
    let directory = try Support.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let (_, overlays) = compareStudio(folder: try SaveFolder(directory: directory))
    overlays.tuningPath = "/" + String(repeating: "long-folder-name/", count: 12) + "B-fluid.json"
    _ = Support.tap(overlays.panel.header.saveButton, in: overlays, tuning: .fluid)
    overlays.window.layoutIfNeeded()
    let field = overlays.panel.header.savePathField
    #expect(field.field.text.hasPrefix("\u{2026}"))
    #expect(field.field.text.hasSuffix("long-folder-name/B-fluid.json\u{258F}"))
    #expect(
      field.field.sizeThatFits(Size(width: .infinity, height: .infinity)).width
        <= field.field.frame.width)
  }

  /// Escape leaves the field: nothing is written, the status line says where Save writes.
  @Test func escapeLeavesThePathUnwritten() throws {
    let directory = try Support.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let (_, overlays) = compareStudio(folder: try SaveFolder(directory: directory))
    _ = Support.tap(overlays.panel.header.saveButton, in: overlays, tuning: .fluid)
    press(Key("escape"), overlays)
    #expect(overlays.panel.header.savePathField.isHidden)
    #expect(!overlays.handleKey(Key("x")), "keys are no longer the field's")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
    #expect(overlays.panel.header.statusLabel.text == "Save writes \(directory)/B-fluid.json")
  }

  @Test(arguments: [
    ("relative/x.json", "a full path, from /"), ("/tmp/", "a file name after the folder"),
    ("/tmp", "/tmp is a folder"), ("/no-such-folder-here/x.json", "no folder /no-such-folder-here"),
  ])
  func pathProblems(path: String, problem: String) {
    #expect(TuningFileStore().problem(withSavePath: path) == problem)
  }
}
