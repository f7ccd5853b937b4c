import SheetEngine
import Testing

extension SDLSuite {
  /// Reduce Motion, recorded in the real window with `--reduce-motion` (xdotool): what runs
  /// on its own cross-fades in place for 0.2 s; what the pointer drags still moves with it.
  @MainActor
  @Suite struct ReduceMotionPlayback {
    private let fade = UnitBezier.easeInEaseOut
    /// The text sheet at rest with DejaVu Sans.
    private let resting = Rect(x: 0, y: 415, width: 390, height: 429)

    /// The fade's share `frames` frames after the event that started it.
    private func faded(_ frames: Int) -> Double { fade.value(at: min(Double(frames) / 12, 1)) }

    @Test func theSheetFadesInAndOutAndADragStillMovesIt() throws {
      let playback = try Playback("reduce-motion-sheet")
      #expect(playback.recording.header.tuningOverrides == ["motion.reduce": 1])
      let ups = playback.frames(of: "up")
      let downs = playback.frames(of: "down")
      let runtime = playback.playground.runtime
      for (start, presenting) in [(ups[0], true), (ups[1], false)] {
        _ = playback.play(until: start)
        for frame in 1...12 {
          let state = playback.play(until: start + frame)
          let alpha = runtime.presentedViewControllers.last?.view.alpha ?? -1
          let share = presenting ? faded(frame) : 1 - faded(frame)
          if frame < 12 || presenting {
            #expect(state.presented.map(\.frame) == [resting], playback.here)
            #expect(abs(alpha - share) < 1e-9, playback.here)
            #expect(abs(state.dimAlpha - 0.75 * share) < 1e-9, playback.here)
          }
          #expect((state.transition == nil) == (frame == 12), playback.here)
        }
      }
      #expect(playback.play(until: ups[1] + 12).presented.isEmpty)
      // Opened again, then dragged: the pressed point stays under the pointer.
      _ = playback.play(until: downs[3])
      var moved = 0
      let events = playback.recording.events
      for (index, recorded) in events.enumerated()
      where recorded.frame > downs[3] && recorded.frame < ups[3]
        && (index + 1 == events.count || events[index + 1].frame != recorded.frame)
      {
        let state = playback.play(until: recorded.frame + 1)
        guard state.transition?.interactive == true,
          case .pointerMove(let location) = recorded.event.input?.kind
        else { continue }
        #expect(abs(state.presented[0].frame.minY - (415 + location.y - 600)) < 1e-9, playback.here)
        #expect(runtime.presentedViewControllers[0].view.alpha == 1)
        moved += 1
      }
      #expect(moved >= 5)
      let end = playback.playToEnd()
      #expect(end.presented.isEmpty && end.lastActivated == "Text sheet")
    }

    @Test func pushesTheZoomAndTheCardCrossFadeWhileTheBackSwipeSlides() throws {
      let playback = try Playback("reduce-motion-navigation")
      let ups = playback.frames(of: "up")
      let downs = playback.frames(of: "down")
      let keys = playback.frames(of: "keyDown")
      let runtime = playback.playground.runtime
      let navigation = runtime.navigationController
      // Page 1, then Page 2: in place, fading in; the bar's titles only fade.
      for (start, index) in [(ups[0], 1), (ups[1], 2)] {
        _ = playback.play(until: start + 1)
        let page = navigation.viewControllers[index]
        for frame in 1...11 {
          _ = playback.play(until: start + frame)
          #expect(navigation.transitionState?.kind == "push", playback.here)
          #expect(page.view.frameInWindow.minX == 0 && page.view.transform == .identity)
          #expect(abs(page.view.alpha - faded(frame)) < 1e-9, playback.here)
          let bar = try #require(navigation.navigationBar(for: page))
          #expect(bar.topItemView.titleLabel.transform == .identity)
        }
        _ = playback.play(until: start + 12)
        #expect(navigation.transitionState == nil && page.view.alpha == 1)
      }
      // The zoom appears at its final frame, fading, and leaves the same way on Escape.
      _ = playback.play(until: ups[2] + 1)
      let zoom = try #require(runtime.presentedViewControllers.last)
      #expect(zoom.screenID == "zoom" && zoom.view.transform == .identity)
      #expect(abs(zoom.view.alpha - faded(1)) < 1e-9)
      _ = playback.play(until: keys[0] + 6)
      #expect(zoom.view.transform == .identity && abs(zoom.view.alpha - (1 - faded(6))) < 1e-9)
      #expect(playback.play(until: keys[0] + 12).presented.isEmpty)
      // The card fades in over its dim.
      let card = playback.play(until: ups[3] + 6)
      #expect(card.presented.first?.screen == "card")
      #expect(abs(card.dimAlpha - 0.5 * faded(6)) < 1e-9)
      // The back-swipe on Page 2 slides with the pointer, pressed at x 60.
      let page = navigation.viewControllers[2]
      var swiped = 0
      _ = playback.play(until: downs[5])
      // The last event of each frame is the one its state shows.
      let events = playback.recording.events
      for (index, recorded) in events.enumerated()
      where recorded.frame > downs[5] && recorded.frame < ups[5]
        && (index + 1 == events.count || events[index + 1].frame != recorded.frame)
      {
        _ = playback.play(until: recorded.frame + 1)
        guard navigation.transitionState?.interactive == true,
          case .pointerMove(let location) = recorded.event.input?.kind
        else { continue }
        #expect(abs(page.view.frameInWindow.minX - (location.x - 60)) < 1e-9, playback.here)
        #expect(page.view.alpha == 1)
        swiped += 1
      }
      #expect(swiped >= 3)
      // Escape pops Page 1 by fading it out in place.
      let pageOne = try #require(playback.play(until: keys[1]).navigationStack.last)
      #expect(pageOne == "page-1")
      let top = navigation.viewControllers[1]
      _ = playback.play(until: keys[1] + 6)
      #expect(top.view.frameInWindow.minX == 0)
      #expect(abs(top.view.alpha - (1 - faded(6))) < 1e-9)
      #expect(playback.playToEnd().navigationStack == ["root"])
    }
  }
}
