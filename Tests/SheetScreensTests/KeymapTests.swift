import Foundation
import SheetEngine
import SheetScreens
import Testing

/// The guide's keys table (The studio, "Keys") says exactly what the keymap does.
@Suite struct KeymapTests {
  /// The guide's name of a key: "Escape", "T", "Ctrl+Q", "." for period.
  private static func readmeName(_ key: Key) -> String {
    let base =
      switch key.name {
      case "escape": "Escape"
      case "backspace": "Backspace"
      case "period": "."
      case "slash": "Slash"
      case "equals": "="
      case "minus": "-"
      case "return": "Enter"
      case "left", "right", "home", "end", "space", "tab", "up", "down":
        key.name.prefix(1).uppercased() + key.name.dropFirst()
      default: key.name.uppercased()
      }
    let control = key.modifiers.contains(.control) ? "Ctrl+" : ""
    return control + (key.modifiers.contains(.shift) ? "Shift+" + base : base)
  }

  /// The key names in the first column of the "## Keys" table of the guide's studio page.
  private static func readmeKeys() throws -> [String] {
    let readme = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/Playground/Playground.docc/TheStudio.md")
    let text = try String(contentsOf: readme, encoding: .utf8)
    let section = try #require(text.components(separatedBy: "\n## Keys\n").dropFirst().first)
    let table = section.components(separatedBy: "\n## ")[0]
    return table.split(separator: "\n")
      .filter { $0.hasPrefix("| ") && !$0.hasPrefix("| key") && !$0.hasPrefix("|---") }
      .flatMap { row in
        row.split(separator: "|")[0].split(separator: "/").map {
          $0.trimmingCharacters(in: .whitespaces)
        }
      }
  }

  @Test func theGuideListsEveryKeyOfTheKeymapAndNoOther() throws {
    let documented = try Self.readmeKeys()
    let mapped = Keymap.playground.entries.map { Self.readmeName($0.key) }
    #expect(documented.sorted() == mapped.sorted())
    #expect(Set(documented).count == documented.count, "a key listed twice: \(documented)")
  }

  @Test func everyEntryDoesOneThing() {
    for entry in Keymap.playground.entries {
      #expect((entry.engineCommand == nil) != (entry.hostCommand == nil), "\(entry.key)")
      #expect((entry.layer == .host) == (entry.hostCommand != nil), "\(entry.key)")
      // A replay meaning is the timeline's use of an engine key (Space), or a host key's
      // other meaning in a replay (Ctrl+S saves the what-if fork there, not the tuning).
      #expect(
        entry.replayCommand != entry.hostCommand || entry.replayCommand == nil, "\(entry.key)")
    }
  }

  /// Ctrl+S saves the tuning live and the what-if fork in a replay.
  @Test func controlSSavesTheTuningLiveAndTheForkInAReplay() {
    let key = Key("s", modifiers: .control)
    #expect(Keymap.playground.hostCommand(for: key) == .saveTuning)
    #expect(Keymap.playground.replayCommand(for: key) == .saveFork)
  }

  /// Space activates the focused control live and plays or pauses a replay in the window
  /// (where live input never reaches the app); the other timeline keys are the host's.
  @Test func spaceIsTheEnginesLiveAndTheTimelinesInAReplay() {
    let keymap = Keymap.playground
    #expect(keymap.engineBindings[Key("space")] == .activateFocused)
    #expect(keymap.engineBindings[Key("return")] == .activateFocused)
    #expect(keymap.engineBindings[Key("tab")] == .focusNext)
    #expect(keymap.engineBindings[Key("tab", modifiers: .shift)] == .focusPrevious)
    #expect(keymap.hostCommand(for: Key("space")) == nil)
    #expect(keymap.replayCommand(for: Key("space")) == .playPause)
    #expect(keymap.replayCommand(for: Key("left")) == .stepBack)
    #expect(keymap.replayCommand(for: Key("return")) == nil)
  }

  @MainActor
  @Test func thePlaygroundRuntimeUsesTheKeymapsEngineBindings() {
    let playground = Playground(
      size: Size(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, bottom: 34),
      textMeasurer: FixedMetricsTextMeasurer())
    #expect(playground.runtime.keyBindings == Keymap.playground.engineBindings)
    #expect(Keymap.playground.hostCommand(for: Key("t")) == .toggleTuningPanel)
    #expect(Keymap.playground.hostCommand(for: Key("escape")) == nil)
  }
}
