import Foundation
import SheetEngine
import SheetPlayback
import SheetScreens
import SheetTuning
import Testing

@testable import PlaygroundApp

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

  /// The whole path through the panel: the selected preset side's Save writes its file in
  /// the folder, and says where before and after.
  @Test func thePanelsSaveWritesTheSelectedPresetSide() throws {
    let directory = try Support.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let folder = try SaveFolder(directory: directory)
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
    let path = directory + "/B-fluid.json"
    #expect(overlays.tuningPath == path)
    overlays.isPanelVisible = true
    overlays.window.layoutIfNeeded()
    #expect(overlays.panel.header.statusLabel.text == "Save writes \(path)")
    let tuning = try Tuning.fluid.setting(0.42, forKey: "sheet.duration")
    overlays.update(inspection: Support.inspection(frame: 1), frameMilliseconds: 16, tuning: tuning)
    _ = Support.tap(overlays.panel.header.saveButton, in: overlays, tuning: tuning)
    #expect(try TuningFile.load(path: path) == tuning)
    #expect(overlays.panel.header.statusLabel.text == "Saved custom to \(path)")
  }
}
