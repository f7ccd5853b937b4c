import SheetEngine
import SheetScreens
import SheetSession
import Testing

extension SDLSuite {
  /// `root-buttons.jsonl`: recorded in the real window with xdotool (see its .drive.sh).
  @MainActor
  @Suite struct RootButtonsPlayback {
    @Test func pressDraggedOutsideDoesNotFireAndDraggedBackInDoes() throws {
      let playback = try Playback("root-buttons")
      let downs = playback.frames(of: "down")
      let ups = playback.frames(of: "up")
      let moves = playback.frames(of: "move")
      try #require(downs.count == 2 && ups.count == 2)
      func highlighted(_ state: PlaygroundState, _ title: String) -> Bool {
        state.controls.first { $0.title == title }?.highlighted == true
      }

      // Press on "List sheet": highlighted while inside.
      var state = playback.play(until: downs[0] + 1)
      #expect(highlighted(state, "List sheet"), playback.here)
      // Dragged below the button: no longer highlighted.
      let firstDrag = moves.filter { $0 > downs[0] && $0 < ups[0] }
      state = playback.play(until: firstDrag.last! + 1)
      #expect(state.controls.allSatisfy { !$0.highlighted }, playback.here)
      // Released outside: nothing fired.
      state = playback.play(until: ups[0] + 1)
      #expect(state.activationCount == 0, playback.here)
      #expect(state.navigationStack == ["root"] && state.presented.isEmpty, playback.here)

      // Press on "Navigation", dragged out (un-highlighted), back in (highlighted), released.
      state = playback.play(until: downs[1] + 1)
      #expect(highlighted(state, "Navigation"), playback.here)
      let secondDrag = moves.filter { $0 > downs[1] && $0 < ups[1] }
      try #require(secondDrag.count == 4)
      state = playback.play(until: secondDrag[1] + 1)
      #expect(!highlighted(state, "Navigation"), playback.here)
      state = playback.play(until: secondDrag[3] + 1)
      #expect(highlighted(state, "Navigation"), playback.here)
      state = playback.play(until: ups[1] + 1)
      #expect(state.activationCount == 1 && state.lastActivated == "Navigation", playback.here)
      #expect(state.transition?.kind == "push", playback.here)

      state = playback.playToEnd()
      #expect(state.navigationStack == ["root", "page-1"], playback.here)
      #expect(state.transition == nil, playback.here)
    }
  }
}
