import Foundation
import SheetEngine
import SheetPlayback
import SheetTuning
import Testing

@testable import PlaygroundSessions
@testable import PlaygroundStudio
@testable import PlaygroundWindow

/// Named snapshots (issue 24, item 2): saved beside the tuning file, listed in the panel,
/// restored as one undo step, and named in `--compare`.
@MainActor
struct TuningSnapshotTests {
  private func folder() throws -> String {
    let path = NSTemporaryDirectory() + "snapshots-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  @Test func namesArePlainFileNames() {
    #expect(TuningSnapshots.problem(with: "softer_2-b") == nil)
    #expect(TuningSnapshots.problem(with: "") == "a snapshot needs a name")
    #expect(
      TuningSnapshots.problem(with: "../up")
        == "snapshot name '../up': use letters, digits, - and _")
    #expect(TuningSnapshots.problem(with: "a b") != nil)
    #expect(TuningSnapshots.problem(with: String(repeating: "a", count: 65)) != nil)
  }

  @Test func savedBesideTheTuningFileListedAndReadBack() throws {
    let root = try folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let snapshots = TuningSnapshots(besideTuningFile: root + "/tuning.json")
    #expect(snapshots.folder == root + "/snapshots")
    #expect(snapshots.names().isEmpty)
    let soft = try Tuning.fluid.setting(0.6, forKey: "sheet.duration")
    #expect(snapshots.save(soft, as: "soft") == .success(root + "/snapshots/soft.json"))
    #expect(snapshots.save(.seed, as: "before") == .success(root + "/snapshots/before.json"))
    #expect(snapshots.names() == ["before", "soft"])
    #expect(try snapshots.load("soft").get() == soft)
    #expect(
      snapshots.save(.seed, as: "no/slash")
        == .failure(
          SnapshotError(
            "snapshot name 'no/slash': use letters, digits, - and _")))
    // Nothing half-written: only the two files, no temporary one left.
    let files = try FileManager.default.contentsOfDirectory(atPath: snapshots.folder).sorted()
    #expect(files == ["before.json", "soft.json"])
  }

  /// In the panel: Save as…, a name typed, Return; the snapshot's button restores it as one
  /// undo step, recorded as the tuning changes it makes.
  @Test func thePanelSavesListsAndRestoresASnapshot() throws {
    let root = try folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let overlays = OverlayTestSupport.controller(tuningPath: root + "/tuning.json")
    let session = StudioSession(overlays: overlays)
    let menu = overlays.panel.header.snapshotsMenu
    #expect(menu.entries.isEmpty)
    session.reload(try Tuning.seed.setting(0.6, forKey: "sheet.duration"))
    overlays.window.layoutIfNeeded()
    session.tap(menu.saveAsButton)
    session.press([Key("s"), Key("o"), Key("f"), Key("t"), Key("return")])
    #expect(FileManager.default.fileExists(atPath: root + "/snapshots/soft.json"))
    #expect(menu.entries.map(\.name) == ["soft"])
    #expect(overlays.panel.header.statusLabel.text.hasPrefix("Saved snapshot soft to "))
    // A bad name says why and keeps the name typed.
    session.tap(menu.saveAsButton)
    session.press([Key("period"), Key("return")])
    #expect(overlays.panel.header.statusLabel.textColor == OverlayStyle.error)
    session.press([Key("escape")])
    #expect(!overlays.editor.isNamingSnapshot)
    // Something else, then the snapshot back: one step.
    session.reload(.fluid)
    overlays.window.layoutIfNeeded()
    let recorded = session.recorded.count
    let button = try #require(menu.entries.first?.button)
    session.tap(button)
    #expect(session.tuning == (try Tuning.seed.setting(0.6, forKey: "sheet.duration")))
    #expect(session.recorded.count > recorded)
    session.undo()
    #expect(session.tuning == .fluid)
  }

  @Test func compareNamesASnapshotAndRefusesAnAmbiguousName() throws {
    let root = try folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let snapshots = TuningSnapshots(besideTuningFile: root + "/tuning.json")
    _ = snapshots.save(.fluid, as: "soft")
    _ = snapshots.save(.fluid, as: "seed")
    #expect(try ComparisonSides.resolve("soft", snapshots: snapshots) == snapshots.path(of: "soft"))
    #expect(try ComparisonSides.resolve("fluid", snapshots: snapshots) == "fluid")
    #expect(throws: UsageError.self) { try ComparisonSides.resolve("seed", snapshots: snapshots) }
    do {
      _ = try ComparisonSides.resolve("seed", snapshots: snapshots)
    } catch {
      #expect(
        error.message
          == "--compare 'seed' is ambiguous: the preset seed and the snapshot "
          + "\(root)/snapshots/seed.json; give the file's path instead")
    }
  }
}
