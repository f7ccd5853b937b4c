import SheetEngine
import Testing

extension SDLSuite {
  /// Navigation inside the text sheet (recordings made in the real window with xdotool).
  @MainActor
  @Suite struct SheetNavigationPlayback {
    /// The first page at rest with DejaVu Sans.
    private let first = Rect(x: 0, y: 415, width: 390, height: 429)

    @Test func nextGrowsTheSheetAndBackShrinksIt() throws {
      let playback = try Playback("sheet-navigation-push-pop")
      let ups = playback.frames(of: "up")
      let pushed = playback.play(until: ups[1] + 40)
      #expect(pushed.presented[0].navigationStack == ["text", "text-2"], playback.here)
      let second = pushed.presented[0].frame
      #expect(second.height > first.height && second.maxY == 844)
      // Every frame of the push and of the pop: bottom pinned, height between the two.
      let fresh = try Playback("sheet-navigation-push-pop")
      for start in [ups[1], ups[2]] {
        _ = fresh.play(until: start)
        for frame in 1...21 {
          let state = fresh.play(until: start + frame)
          let sheet = state.presented[0].frame
          #expect(abs(sheet.maxY - 844) < 1e-9, fresh.here)
          #expect(sheet.height >= first.height - 1e-9 && sheet.height <= second.height + 1e-9)
          if frame < 21 { #expect(state.transition?.kind == (start == ups[1] ? "push" : "pop")) }
        }
      }
      let end = playback.playToEnd()
      #expect(end.presented.map(\.frame) == [first] && end.lastActivated == "Back")
    }

    @Test func aBackSwipeInsideTheSheetMovesItsHeightWithThePointer() throws {
      let playback = try Playback("sheet-navigation-back-swipe")
      let downs = playback.frames(of: "down")
      let ups = playback.frames(of: "up")
      let second = playback.play(until: downs[2]).presented[0].frame
      var heights: [Double] = []
      for recorded in playback.recording.events
      where recorded.frame > downs[2] && recorded.frame < ups[2] {
        let state = playback.play(until: recorded.frame + 1)
        if state.transition?.interactive == true {
          heights.append(state.presented[0].frame.height)
          #expect(abs(state.presented[0].frame.maxY - 844) < 1e-9)
          // The height is the two pages' heights mixed by the pop's progress.
          let progress = state.transition?.progress ?? 0
          let mixed = second.height + (first.height - second.height) * progress
          #expect(abs(state.presented[0].frame.height - mixed) < 0.5, playback.here)
          // Pressed at x 40: the page is as far across as the pointer, the slop included.
          if case .pointerMove(let location) = recorded.event.input?.kind {
            #expect(abs(progress - (location.x - 40) / 390) < 1e-12, playback.here)
          }
        }
      }
      #expect(heights.count >= 4 && heights == heights.sorted(by: >), "shrinks as it is dragged")
      let end = playback.playToEnd()
      #expect(end.presented[0].navigationStack == ["text"] && end.presented[0].frame == first)
    }

    @Test func aDragDownOnTheSecondPageDismissesTheSheet() throws {
      let playback = try Playback("sheet-navigation-dismiss-page-2")
      let ups = playback.frames(of: "up")
      let moving = playback.play(until: ups[2])
      #expect(moving.transition?.kind == "dismiss" && moving.transition?.interactive == true)
      #expect(playback.playToEnd().presented.isEmpty, playback.here)
    }
  }
}

extension SDLSuite {
  /// Keyboard back and a page grabbed while it settles (real window, xdotool).
  @MainActor
  @Suite struct NavigationKeysPlayback {
    @Test func escapeAndBackspacePopAndASettlingPageCanBeGrabbed() throws {
      let playback = try Playback("nav-keys-and-grab")
      let keys = playback.frames(of: "keyDown")
      let downs = playback.frames(of: "down")
      let ups = playback.frames(of: "up")
      try #require(keys.count == 2 && downs.count == 6)
      #expect(playback.play(until: keys[0]).navigationStack == ["root", "page-1", "page-2"])
      let escaped = playback.play(until: keys[0] + 1)
      #expect(escaped.transition?.kind == "pop" && escaped.navigationStack == ["root", "page-1"])
      #expect(playback.play(until: keys[1]).navigationStack == ["root", "page-1", "page-2"])
      let backspaced = playback.play(until: keys[1] + 1)
      #expect(backspaced.transition?.kind == "pop", playback.here)
      // Back, then a press on the page while its pop still runs, dragged back to the left.
      let settling = playback.play(until: downs[5])
      #expect(settling.transition?.kind == "pop" && settling.transition?.interactive == false)
      let progressAtGrab = settling.transition?.progress ?? 0
      #expect(progressAtGrab > 0 && progressAtGrab < 1, playback.here)
      var grabbed = false
      for frame in (downs[5] + 1)...ups[5] {
        let state = playback.play(until: frame)
        if state.transition?.interactive == true { grabbed = true }
      }
      #expect(grabbed, "the settling page was taken over by the pointer")
      let end = playback.playToEnd()
      #expect(end.navigationStack == ["root", "page-1", "page-2"], "dragged back: pop cancelled")
      #expect(end.transition == nil)
    }
  }
}
