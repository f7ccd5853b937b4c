import SheetEngine
import Testing

extension SDLSuite {
  /// The list sheet's detents in the fluid preset (real window, xdotool; see the .drive.sh
  /// and .tuning.json beside each): a 390 x 844 window with a 47 pt top inset, so medium is
  /// 422 pt tall (top at 422) and large 797 pt (top at 47).
  @MainActor
  @Suite struct DetentsPlayback {
    private let medium = Rect(x: 0, y: 422, width: 390, height: 422)
    private let large = Rect(x: 0, y: 47, width: 390, height: 797)

    /// The last pointer position recorded in each frame between the press at `down` and the
    /// release at `up`.
    private func moves(_ playback: Playback, after down: Int, through up: Int)
      -> [(frame: Int, y: Double)]
    {
      var last: [Int: Double] = [:]
      for recorded in playback.recording.events where recorded.frame > down && recorded.frame < up {
        if case .pointerMove(let location) = recorded.event.input?.kind {
          last[recorded.frame] = location.y
        }
      }
      return last.keys.sorted().map { ($0, last[$0]!) }
    }

    /// From the move past the 10 pt slop on, the sheet's top is as far from where it was
    /// pressed as the pointer: the point grabbed stays under the pointer.
    private func expectGrabbedPointFollows(
      _ playback: Playback, press: Double, top: Double, down: Int, up: Int
    ) {
      let drag = moves(playback, after: down, through: up).filter { abs($0.y - press) > 10 }
      #expect(!drag.isEmpty)
      for move in drag {
        let state = playback.play(until: move.frame + 1)
        let frame = state.presented.first?.frame
        #expect(frame?.minY == top + move.y - press, playback.here)
        #expect(frame?.maxY == 844, "bottom pinned, \(playback.here)")
      }
    }

    @Test func theListSheetOpensAtMedium() throws {
      let playback = try Playback("detents-open-medium")
      let end = playback.playToEnd()
      #expect(end.presented.map(\.frame) == [medium], playback.here)
      #expect(end.presented.map(\.detent) == ["medium"])
      // The fluid preset's dim (docs/MOTION.md, "Sheet dim").
      #expect(end.dimAlpha == 0.4 && end.transition == nil)
    }

    @Test func aSlowDragUpTakesTheSheetToLarge() throws {
      let playback = try Playback("detents-drag-to-large")
      let down = playback.frames(of: "down")[1]
      let up = playback.frames(of: "up")[1]
      expectGrabbedPointFollows(playback, press: 470, top: 422, down: down, up: up)
      // Released at top 122 (722 pt tall) almost still: large is the nearest detent.
      let released = playback.play(until: up + 1)
      #expect(released.presented.map(\.detent) == ["large"], playback.here)
      #expect(released.transition == nil, "no dismissal was started above medium")
      let end = playback.playToEnd()
      #expect(end.presented.map(\.frame) == [large], playback.here)
      #expect(end.dimAlpha == 0.4)
    }

    @Test func aFlickFromLargePastMediumDismisses() throws {
      let playback = try Playback("detents-flick-large-dismiss")
      let downs = playback.frames(of: "down")
      let ups = playback.frames(of: "up")
      let atLarge = playback.play(until: downs[2])
      #expect(atLarge.presented.map(\.frame) == [large], playback.here)
      expectGrabbedPointFollows(playback, press: 95, top: 47, down: downs[2], up: ups[2])
      // Let go between the detents (top 332) at about 5,400 pt/s: the projection lands
      // below medium and the dismiss rule sends it away at the height it has.
      let released = playback.play(until: ups[2] + 1)
      #expect(released.transition?.kind == "dismiss", playback.here)
      #expect(released.transition?.interactive == false)
      #expect((released.presented.first?.frame.minY ?? 0) > 332)
      #expect(playback.playToEnd().presented.isEmpty, playback.here)
    }

    @Test func oneDragOnTheListExpandsTheSheetThenScrollsTheList() throws {
      let playback = try Playback("detents-scroll-expands")
      let down = playback.frames(of: "down")[1]
      let up = playback.frames(of: "up")[1]
      var scrolled = false
      for move in moves(playback, after: down, through: up) where 760 - move.y > 10 {
        let state = playback.play(until: move.frame + 1)
        let travel = 760 - move.y
        // The sheet takes the drag up to large (375 pt), the list the rest.
        #expect(state.presented.first?.frame.minY == max(422 - travel, 47), playback.here)
        #expect(state.presented.first?.contentOffset == max(travel - 375, 0), playback.here)
        scrolled = scrolled || travel > 375
      }
      #expect(scrolled, "the drag went on past large")
      let end = playback.playToEnd()
      #expect(end.presented.map(\.frame) == [large], playback.here)
      #expect(end.presented.map(\.detent) == ["large"])
      #expect(end.presented.first?.contentOffset == 185, "560 pt of drag less 375 to large")
    }

    @Test func grabberTapsCycleTheDetentsWithTheBottomPinned() throws {
      let playback = try Playback("detents-grabber-cycle")
      let downs = playback.frames(of: "down")
      let ups = playback.frames(of: "up")
      var tops: [Double] = []
      while playback.playground.frameIndex < playback.recording.frameCount {
        let state = playback.play(until: playback.playground.frameIndex + 1)
        guard let frame = state.presented.first?.frame, state.transition == nil else { continue }
        // The interpolated frame's top plus height may round by an ulp.
        #expect(abs(frame.maxY - 844) < 1e-9, playback.here)
        tops.append(frame.minY)
        if playback.playground.frameIndex == ups[1] + 1 {
          #expect(state.presented.map(\.detent) == ["large"], "first tap: large")
        }
        if playback.playground.frameIndex == downs[2] {
          #expect(frame == large, "settled at large before the second tap")
        }
      }
      #expect(tops.contains { $0 > 47 && $0 < 422 }, "the height animates between them")
      let end = playback.playToEnd()
      #expect(end.presented.map(\.frame) == [medium], playback.here)
      #expect(end.presented.map(\.detent) == ["medium"])
    }

    @Test func aRowCountChangeAtMediumFollowsTheContentBottomPinned() throws {
      let playback = try Playback("detents-row-count")
      let ups = playback.frames(of: "up")
      // 20 -> 10 rows: still taller than medium, so the sheet stays at 422.
      #expect(playback.play(until: ups[2]).presented.map(\.frame) == [medium], playback.here)
      // 10 -> 0 rows: the header alone (124 pt + the 34 pt bottom inset) is below medium.
      let emptied = playback.play(until: ups[3])
      #expect(
        emptied.presented.map(\.frame) == [Rect(x: 0, y: 686, width: 390, height: 158)],
        playback.here)
      #expect(emptied.presented.map(\.detent) == ["medium"])
      // 0 -> 10 rows: back to medium, growing with the bottom pinned on every frame.
      while playback.playground.frameIndex < playback.recording.frameCount {
        let state = playback.play(until: playback.playground.frameIndex + 1)
        #expect(abs((state.presented.first?.frame.maxY ?? 0) - 844) < 1e-9, playback.here)
      }
      #expect(playback.playToEnd().presented.map(\.frame) == [medium], playback.here)
    }

    @Test func atAnUndimmedDetentTheScreenBehindTakesTaps() throws {
      let playback = try Playback("detents-undimmed-tap-behind")
      let downs = playback.frames(of: "down")
      let open = playback.play(until: downs[1])
      #expect(open.presented.map(\.frame) == [medium] && open.dimAlpha == 0, playback.here)
      let end = playback.playToEnd()
      #expect(end.navigationStack == ["root", "page-1"], "Navigation behind the sheet fired")
      #expect(end.presented.map(\.frame) == [medium] && end.dimAlpha == 0, playback.here)
    }
  }
}
