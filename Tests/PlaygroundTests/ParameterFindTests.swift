import Foundation
import SheetEngine
import SheetTuning
import Testing

@testable import PlaygroundStudio

/// Find a parameter (issue 24, item 3): `/` opens the panel and filters its rows by key,
/// name, group or description as the words are typed; Return keeps the filter, Escape
/// clears it.
@MainActor
struct ParameterFindTests {
  private func type(_ text: String, in session: StudioSession) {
    session.press(
      text.map { character in
        Key(character == " " ? "space" : character == "." ? "period" : String(character))
      })
  }

  @Test func slashFiltersTheRowsAsTheWordsAreTyped() {
    let overlays = OverlayTestSupport.controller()
    let session = StudioSession(overlays: overlays)
    overlays.isInspectorVisible = false
    session.press([Key("slash")])
    #expect(overlays.isPanelVisible)
    type("dim", in: session)
    let shown = overlays.panel.rows.filter { !$0.isHidden }
    #expect(!shown.isEmpty && shown.count < overlays.panel.rows.count)
    for row in shown {
      let text = (row.parameter.key + " " + row.parameter.summary).lowercased()
      #expect(text.contains("dim"), "\(row.parameter.key)")
    }
    #expect(shown.contains { $0.parameter.key == "sheet.dimAlpha" })
    let editorsHidden = overlays.panel.springEditors.allSatisfy { $0.isHidden }
    #expect(editorsHidden)
    #expect(
      overlays.panel.header.statusLabel.text.hasPrefix(
        "Find: dim\u{258F}  \(shown.count) of \(overlays.panel.rows.count)"))
    // Two words: both must match; the keys typed never reach the app.
    type(" card", in: session)
    let both = overlays.panel.rows.filter { !$0.isHidden }.map(\.parameter.key)
    #expect(both == ["card.dimAlpha"])
    #expect(overlays.panel.groupHeaders[.card]?.isHidden == false)
    #expect(overlays.panel.groupHeaders[.scrolling]?.isHidden == true)
    // Return keeps the filter; the one row left starts typing its value, which the first
    // Escape leaves; the next Escape is the app's again.
    let left = session.step([
      InputEvent(timestamp: 0, kind: .keyDown(Key("return"))),
      InputEvent(timestamp: 0, kind: .keyDown(Key("escape"))),
      InputEvent(timestamp: 0, kind: .keyDown(Key("escape"))),
    ])
    #expect(left == [.input(.keyDown(Key("escape")), at: 0)])
    #expect(overlays.panel.rows.filter { !$0.isHidden }.count == 1)
    // `/` again and Escape: every row.
    session.press([Key("slash"), Key("escape")])
    #expect(overlays.panel.rows.allSatisfy { !$0.isHidden })
    #expect(overlays.panel.springEditors.allSatisfy { !$0.isHidden })
    #expect(session.recorded.isEmpty)
  }

  /// `/`, a key, Return, a value, Return, Ctrl+S: a parameter found, set and saved from the
  /// keyboard alone (what `scripts/hot-reload-check.sh` does, so rows may move).
  @Test func aSingleMatchIsTypedIntoAndCtrlSSaves() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "find-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("tuning.json").path
    let overlays = OverlayTestSupport.controller(tuningPath: path)
    let session = StudioSession(overlays: overlays)
    session.press([Key("slash")])
    type("sheet.duration", in: session)
    session.press([Key("return")])
    #expect(overlays.editor.typing?.row.parameter.key == "sheet.duration")
    session.press([Key("0"), Key("period"), Key("5"), Key("return")])
    #expect(session.recorded == [.set(key: "sheet.duration", value: 0.5)])
    session.press([Key("s", modifiers: .control)])
    let saved = try String(contentsOfFile: path, encoding: .utf8)
    #expect(saved.contains("\"sheet.duration\": 0.5"))
    // Two rows left: Return only keeps the filter.
    session.press([Key("slash"), Key("escape"), Key("slash")])
    type("dimalpha", in: session)
    session.press([Key("return")])
    #expect(overlays.editor.typing == nil)
  }

  @Test func theFilterMatchesKeyNameGroupAndDescriptionIgnoringCase() throws {
    let dim = try #require(Tuning.parameter(forKey: "sheet.dimAlpha"))
    #expect(ParameterFilter(query: "DIMALPHA").matches(dim, group: .sheet))
    #expect(ParameterFilter(query: "sheet dim").matches(dim, group: .sheet))
    #expect(!ParameterFilter(query: "dim spring").matches(dim, group: .sheet))
    #expect(ParameterFilter(query: "  ").matches(dim, group: .sheet))
    #expect(ParameterFilter.character(for: "period") == ".")
    #expect(ParameterFilter.character(for: "f5") == nil)
  }
}

/// The panel's sections by what they move (issue 40, item 1): in the window they fold, the
/// ones for the screen on show open as it opens, and `/` finds rows in folded sections too.
@MainActor
@Suite struct PanelSectionsTests {
  @Test func theScreenOnShowOpensItsSectionsAndFindSearchesFoldedOnes() {
    let overlays = OverlayTestSupport.controller()
    overlays.isPanelVisible = true
    overlays.foldsTuningSections = true
    let panel = overlays.panel
    let shown = { Set(panel.rows.filter { !$0.isHidden }.map(\.group)) }
    overlays.showScreen(presented: [], pushed: 1)
    #expect(shown() == [.sheet])
    overlays.showScreen(presented: ["list"], pushed: 1)
    #expect(shown() == [.scrolling, .detents])
    overlays.showScreen(presented: [], pushed: 2)
    #expect(shown() == [.navigation])
    overlays.showScreen(presented: ["zoom"], pushed: 2)
    #expect(shown() == [.zoom])
    // The same screen again keeps what the person opened.
    panel.toggle(.card)
    overlays.showScreen(presented: ["zoom"], pushed: 2)
    #expect(shown() == [.zoom, .card])
    // Every heading shows, folded or not, with its row count.
    #expect(panel.groupHeaders.values.allSatisfy { !$0.isHidden })
    #expect(panel.groupTitles[.look]?.text.hasPrefix("\u{25B6} Look (") == true)
    // Find looks in every section.
    panel.apply(ParameterFilter(query: "springs.sheetResponse"))
    #expect(panel.rows.filter { !$0.isHidden }.map(\.parameter.key) == ["springs.sheetResponse"])
    panel.apply(ParameterFilter(query: ""))
    #expect(shown() == [.zoom, .card])
  }
}
