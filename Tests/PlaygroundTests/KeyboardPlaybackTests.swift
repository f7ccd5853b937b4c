import SheetEngine
import Testing

extension SDLSuite {
  /// A keyboard-only walk through every screen in the fluid preset (real window, xdotool;
  /// see keyboard-walk.drive.sh): no pointer button is pressed, and after each key the
  /// focus is where a person expects and the screens are what the key made them.
  @MainActor
  @Suite struct KeyboardPlayback {
    /// After each recorded key press, up to the next: the window's navigation stack, each
    /// presented screen's pages, and the focused control.
    private static let expected:
      [(key: String, stack: [String], presented: [[String]], focused: String)] = [
        ("tab", ["root"], [], "Text sheet"),
        ("return", ["root"], [["text"]], "Next"),
        ("space", ["root"], [["text", "text-2"]], "Back"),
        ("return", ["root"], [["text"]], "Next"),
        ("tab", ["root"], [["text"]], "Close"),
        ("return", ["root"], [], "Text sheet"),
        ("tab", ["root"], [], "List sheet"),
        ("space", ["root"], [["list"]], "grabber"),
        ("space", ["root"], [["list"]], "grabber"),
        ("tab", ["root"], [["list"]], "−10"),
        ("tab", ["root"], [["list"]], "−1"),
        ("return", ["root"], [["list"]], "−1"),
        ("escape", ["root"], [], "List sheet"),
        ("tab", ["root"], [], "Navigation"),
        ("return", ["root", "page-1"], [], "Back"),
        ("tab", ["root", "page-1"], [], "Push next"),
        // The shared bar's back button shows the previous page's title.
        ("space", ["root", "page-1", "page-2"], [], "Page 1"),
        ("return", ["root", "page-1"], [], "Push next"),
        ("tab", ["root", "page-1"], [], "Present card"),
        ("return", ["root", "page-1"], [["card"]], "Close"),
        ("return", ["root", "page-1"], [], "Present card"),
        ("tab", ["root", "page-1"], [], "Zoom"),
        ("space", ["root", "page-1"], [["zoom"]], "Close"),
        ("escape", ["root", "page-1"], [], "Zoom"),
        ("tab", ["root", "page-1"], [], "Back"),
        ("return", ["root"], [], "Navigation"),
        ("tab", ["root"], [], "List sheet"),  // Shift+Tab
      ]

    @Test func everyScreenIsUsedWithTheKeyboardAlone() throws {
      let playback = try Playback("keyboard-walk")
      #expect(playback.frames(of: "down").isEmpty, "no pointer press in a keyboard-only walk")
      // The Shift key itself is recorded too (a name the engine has no binding for).
      let keys = playback.recording.events.filter { recorded in
        if case .keyDown(let key) = recorded.event.input?.kind {
          return !key.name.hasPrefix("unknown-")
        }
        return false
      }
      try #require(keys.count == Self.expected.count)
      var detents: [String] = []
      for (index, (recorded, want)) in zip(keys, Self.expected).enumerated() {
        guard case .keyDown(let key) = recorded.event.input?.kind else { continue }
        #expect(key.name == want.key, "key \(index)")
        #expect(key.modifiers == (index == keys.count - 1 ? .shift : []), "key \(index)")
        let next = index + 1 < keys.count ? keys[index + 1].frame : playback.recording.frameCount
        let state = playback.play(until: next)
        #expect(state.navigationStack == want.stack, playback.here)
        #expect(state.presented.map(\.navigationStack) == want.presented, playback.here)
        #expect(state.focused == want.focused, playback.here)
        if want.presented == [["list"]] { detents.append(state.presented[0].detent ?? "none") }
      }
      // Space on the grabber took the list sheet from medium to large.
      #expect(detents.first == "medium" && detents.dropFirst().allSatisfy { $0 == "large" })
      let end = playback.playToEnd()
      #expect(end.lastActivated == "Back" && end.activationCount == 13)
      #expect(end.presented.isEmpty && end.focused == "List sheet")
    }
  }
}
