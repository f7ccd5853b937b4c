import SheetEngine
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
      try #require(downs.count == 3 && ups.count == 3)

      // Press on "List sheet": highlighted while inside.
      var state = playback.play(until: downs[0] + 1)
      #expect(state.controls.map(\.highlighted) == [false, true, false], playback.here)
      // Dragged to y = 420, below the button: no longer highlighted.
      let outside = moves.first { $0 > downs[0] && $0 < ups[0] && $0 >= moves[3] } ?? ups[0]
      state = playback.play(until: outside + 1)
      #expect(state.controls.allSatisfy { !$0.highlighted }, playback.here)
      // Released outside: nothing fired.
      state = playback.play(until: ups[0] + 1)
      #expect(state.activationCount == 0, playback.here)

      // Press on "Navigation", dragged out (un-highlighted), back in (highlighted), released.
      state = playback.play(until: downs[1] + 1)
      #expect(state.controls[2].highlighted, playback.here)
      let dragOut = moves.filter { $0 > downs[1] && $0 < ups[1] }
      state = playback.play(until: dragOut[1] + 1)
      #expect(!state.controls[2].highlighted, playback.here)
      state = playback.play(until: dragOut[3] + 1)
      #expect(state.controls[2].highlighted, playback.here)
      state = playback.play(until: ups[1] + 1)
      #expect(state.activationCount == 1 && state.lastActivated == "Navigation", playback.here)
      #expect(!state.controls[2].highlighted, playback.here)

      // A plain tap fires once more; nothing is presented (no screen behind it yet).
      state = playback.playToEnd()
      #expect(state.activationCount == 2, playback.here)
      #expect(state.navigationStack == ["root"] && state.presented.isEmpty, playback.here)
      #expect(
        state.controls.map(\.frame) == [
          Rect(x: 24, y: 193, width: 342, height: 60),
          Rect(x: 24, y: 269, width: 342, height: 60),
          Rect(x: 24, y: 345, width: 342, height: 60),
        ], playback.here)
    }
  }
}
