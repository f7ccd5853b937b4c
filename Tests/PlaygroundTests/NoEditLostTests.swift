import Foundation
import SheetEngine
import SheetPlayback
import SheetScreens
import SheetTuning
import Testing

@testable import PlaygroundSessions
@testable import PlaygroundStudio

/// No edit lost (issue 40, item 3): edits the tuning file does not hold are marked, quitting
/// with them asks (Save, Discard, Cancel), and a session that cannot ask keeps them in a
/// recovery file the next launch offers back.
@MainActor
@Suite struct NoEditLostTests {
  typealias Support = OverlayTestSupport

  /// A store in memory: what Save wrote, by path.
  final class MemoryStore: TuningStore {
    var saved: [String: Tuning] = [:]
    var failure: String?
    func problem(withSavePath path: String) -> String? { nil }
    func save(_ tuning: Tuning, to path: String) -> String? {
      if let failure { return failure }
      saved[path] = tuning
      return nil
    }
  }

  private static func controller(store: MemoryStore) -> OverlayController {
    let overlays = OverlayController(
      size: OverlayTestSupport.size, textMeasurer: FixedMetricsTextMeasurer(),
      tuningPath: "/tmp/t.json", tuningStore: store)
    overlays.isPanelVisible = true
    return overlays
  }

  private static func frame(_ overlays: OverlayController, _ tuning: Tuning, _ number: Int) {
    overlays.update(
      inspection: Support.inspection(frame: number), frameMilliseconds: 16, tuning: tuning)
  }

  @Test func anEditIsUnsavedUntilSavedAndTheHeaderSaysSo() throws {
    let store = MemoryStore()
    let overlays = Self.controller(store: store)
    Self.frame(overlays, .ios26, 1)
    #expect(!overlays.hasUnsavedTuning)
    let edited = try Tuning.ios26.setting(2.35, forKey: "sheet.duration")
    overlays.editor.emit(.set(key: "sheet.duration", value: 2.35))
    _ = overlays.route([], tuning: .ios26)
    Self.frame(overlays, edited, 2)
    #expect(overlays.hasUnsavedTuning)
    #expect(overlays.panel.header.nameLabel.text == "\u{25CF} unsaved \u{00B7} custom (from ios26)")
    overlays.editor.save()
    #expect(store.saved["/tmp/t.json"] == edited)
    #expect(!overlays.hasUnsavedTuning)
    #expect(overlays.panel.header.nameLabel.text == "custom (from ios26)")
  }

  /// A hot reload of the file is what the file holds: not unsaved.
  @Test func aChangeFromTheFileIsSaved() throws {
    let overlays = Self.controller(store: MemoryStore())
    Self.frame(overlays, .ios26, 1)
    Self.frame(overlays, try Tuning.ios26.setting(0.5, forKey: "sheet.duration"), 2)
    #expect(!overlays.hasUnsavedTuning)
  }

  @Test func quittingWithAnEditAsksAndEachAnswerDoesWhatItSays() throws {
    let store = MemoryStore()
    let overlays = Self.controller(store: store)
    Self.frame(overlays, .ios26, 1)
    overlays.editor.emit(.set(key: "sheet.duration", value: 2.35))
    _ = overlays.route([], tuning: .ios26)
    let edited = try Tuning.ios26.setting(2.35, forKey: "sheet.duration")
    Self.frame(overlays, edited, 2)
    var quits = 0
    // Cancel (Escape): nothing happens, the edit stays.
    overlays.askBeforeQuit { quits += 1 }
    #expect(overlays.isModal)
    #expect(overlays.prompt.messageLabel.text.contains("sheet.duration"))
    #expect(overlays.handleKey(Key("escape")))
    #expect(!overlays.isModal && quits == 0 && overlays.hasUnsavedTuning)
    // Keys go to the question while it shows: T does not open the studio.
    overlays.askBeforeQuit { quits += 1 }
    let wasVisible = overlays.isInspectorVisible
    #expect(overlays.handleKey(Key("t")))
    #expect(overlays.isInspectorVisible == wasVisible && overlays.isModal)
    // A failing save does not quit.
    store.failure = "disk full"
    #expect(overlays.handleKey(Key("s")))
    #expect(quits == 0 && overlays.hasUnsavedTuning)
    // Save writes and quits.
    store.failure = nil
    overlays.askBeforeQuit { quits += 1 }
    #expect(overlays.handleKey(Key("return")))
    #expect(quits == 1 && store.saved["/tmp/t.json"] == edited)
    // Discard quits without writing.
    overlays.editor.emit(.set(key: "sheet.duration", value: 1))
    _ = overlays.route([], tuning: edited)
    Self.frame(overlays, try Tuning.ios26.setting(1, forKey: "sheet.duration"), 3)
    overlays.askBeforeQuit { quits += 1 }
    overlays.window.layoutIfNeeded()
    let discard = try #require(overlays.prompt.buttons.first { $0.title == "Discard" })
    _ = Support.tap(discard, in: overlays, tuning: .ios26)
    #expect(quits == 2 && store.saved["/tmp/t.json"] == edited)
  }

  @Test func aKeptTuningIsOfferedBackAsTheStudiosOwnEdits() throws {
    let folder = try Support.temporaryDirectory()
    let recovery = TuningRecovery(folder: folder + "/state/sheet-playground")
    #expect(recovery.pending() == nil)
    let kept = try Tuning.classic.setting(2.35, forKey: "sheet.duration")
    #expect(recovery.keep(.init(tuning: kept, madeOver: "/work/tuning.json")) == nil)
    let pending = try #require(recovery.pending())
    #expect(pending == .init(tuning: kept, madeOver: "/work/tuning.json"))
    // The kept file is an ordinary tuning file.
    #expect(try TuningFile.load(path: recovery.tuningPath) == kept)

    let overlays = Self.controller(store: MemoryStore())
    Self.frame(overlays, .ios26, 1)
    var cleared = false
    overlays.offerRecovery(pending, restore: { cleared = true }, discard: {})
    #expect(overlays.prompt.titleLabel.text == "Restore unsaved tuning?")
    #expect(overlays.prompt.messageLabel.text.contains("sheet.duration"))
    var input = [InputEvent(timestamp: 5, kind: .keyDown(Key("r")))]
    overlays.keyRouter.route(&input)
    let events = overlays.route(input, tuning: .ios26)
    #expect(cleared)
    #expect(
      events == Tuning.changes(from: .ios26, to: kept).map { .tuning($0, timestamp: 5) })
    recovery.clear()
    #expect(recovery.pending() == nil)
  }

  @Test func theRecoveryFolderFollowsXDGStateHome() {
    #expect(
      TuningRecovery.standard(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"])?.folder
        == "/s/sheet-playground")
    #expect(
      TuningRecovery.standard(environment: ["HOME": "/h"])?.folder
        == "/h/.local/state/sheet-playground")
    #expect(TuningRecovery.standard(environment: [:]) == nil)
  }

  /// A replay's panel edits a what-if fork: nothing is unsaved, nothing asks.
  @Test func aReplayTracksNothing() {
    let overlays = Self.controller(store: MemoryStore())
    overlays.recordsOutsideTuningChanges = false
    Self.frame(overlays, .ios26, 1)
    overlays.editor.emit(.set(key: "sheet.duration", value: 2.35))
    #expect(!overlays.hasUnsavedTuning)
  }
}
