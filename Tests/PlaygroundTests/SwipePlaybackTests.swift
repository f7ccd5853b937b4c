import SheetEngine
import Testing

extension SDLSuite {
  /// Swipe-to-dismiss recordings (real window, xdotool; see the .drive.sh beside each).
  @MainActor
  @Suite struct SwipePlayback {
    /// The text sheet at rest with DejaVu Sans: 429 pt tall, top at 415.
    private let rest = Rect(x: 0, y: 415, width: 390, height: 429)

    private func moves(_ playback: Playback) -> [(frame: Int, y: Double)] {
      playback.recording.events.compactMap { recorded in
        if case .pointerMove(let location) = recorded.event.input?.kind {
          return (recorded.frame, location.y)
        }
        return nil
      }
    }

    @Test func aSlowShortDragSnapsBack() throws {
      let playback = try Playback("sheet-swipe-slow-snap-back")
      let downs = playback.frames(of: "down")
      let ups = playback.frames(of: "up")
      let drag = moves(playback).filter { $0.frame > downs[1] && $0.frame < ups[1] }
      // The pan begins on the move that passes the 10 pt slop; from there 1:1.
      let began = try #require(drag.first { $0.y - 520 > 10 })
      for move in drag where move.frame >= began.frame {
        let state = playback.play(until: move.frame + 1)
        #expect(state.transition?.kind == "dismiss" && state.transition?.interactive == true)
        #expect(
          abs(state.presented[0].frame.minY - (rest.minY + move.y - began.y)) < 0.5, playback.here)
        #expect(abs(state.dimAlpha - 0.75 * (1 - (move.y - began.y) / rest.height)) < 1e-9)
      }
      // Released short and slow: it goes back along the curve (very quickly from so close).
      let released = playback.play(until: ups[1] + 1)
      #expect(released.transition?.interactive != true, playback.here)
      let end = playback.playToEnd()
      #expect(end.presented.map(\.frame) == [rest] && end.dimAlpha == 0.75, playback.here)
    }

    @Test func aQuickFlickDismisses() throws {
      let playback = try Playback("sheet-swipe-flick")
      let ups = playback.frames(of: "up")
      let state = playback.play(until: ups[1] + 1)
      #expect(state.transition?.kind == "dismiss" && state.transition?.interactive == false)
      #expect(playback.playToEnd().presented.isEmpty, playback.here)
    }

    @Test func aDragPastHalfDismisses() throws {
      let playback = try Playback("sheet-swipe-past-half")
      let ups = playback.frames(of: "up")
      let last = try #require(moves(playback).last)
      let held = playback.play(until: last.frame + 1)
      #expect(abs(held.presented[0].frame.minY - (rest.minY + 720 - 480)) < 0.5, playback.here)
      let released = playback.play(until: ups[1] + 1)
      #expect(released.transition?.kind == "dismiss", playback.here)
      #expect((released.transition?.progress ?? 0) > 240 / rest.height, "runs on to the end")
      #expect(playback.playToEnd().presented.isEmpty, playback.here)
    }

    @Test func aSheetGrabbedWhileLeavingAndPulledUpStays() throws {
      let playback = try Playback("sheet-grab-mid-dismiss")
      let ups = playback.frames(of: "up")
      let tapped = playback.play(until: ups[1] + 1)
      #expect(tapped.transition?.kind == "dismiss" && tapped.transition?.interactive == false)
      let last = try #require(moves(playback).last)
      let held = playback.play(until: last.frame + 1)
      #expect(held.transition?.interactive == true, playback.here)
      #expect(held.presented[0].frame == rest, "pulled all the way back up, and no further")
      let end = playback.playToEnd()
      #expect(end.presented.map(\.frame) == [rest] && end.transition == nil, playback.here)
    }
  }

  /// List sheet recordings: scrolling, the hand-off and row-count changes.
  @MainActor
  @Suite struct ListPlayback {
    @Test func scrollThenHandOffToTheSheetAndBack() throws {
      let playback = try Playback("list-scroll-and-handoff")
      let downs = playback.frames(of: "down")
      let ups = playback.frames(of: "up")
      let scrolled = playback.play(until: ups[1] + 1)
      let offset = try #require(scrolled.presented.first?.contentOffset)
      #expect(offset > 100, playback.here)
      // The second drag goes down 380 pt: the list's offset first, then the sheet.
      let moves = playback.recording.events.filter {
        $0.frame > downs[2] && $0.frame < ups[2]
          && {
            if case .pointerMove = $0.event.input?.kind { return true } else { return false }
          }($0)
      }
      var lowestSheet = 47.0
      var sawListAtTopWithSheetDown = false
      for move in moves {
        let state = playback.play(until: move.frame + 1)
        let sheet = state.presented[0]
        lowestSheet = max(lowestSheet, sheet.frame.minY)
        if sheet.frame.minY > 47 {
          #expect(sheet.contentOffset == 0, "the sheet moves only with the list at its top")
          sawListAtTopWithSheetDown = true
        }
      }
      #expect(sawListAtTopWithSheetDown && lowestSheet > 47 + 100, playback.here)
      let handedBack = playback.play(until: ups[2])
      #expect(handedBack.presented[0].frame.minY == 47, playback.here)
      #expect((handedBack.presented[0].contentOffset ?? 0) > 0, "the list scrolls again")
      let end = playback.playToEnd()
      #expect(end.presented.map(\.screen) == ["list"] && end.presented[0].frame.minY == 47)
    }

    @Test func aFlingIntoTheTopBouncesTheSheet() throws {
      let playback = try Playback("list-fling-momentum")
      let ups = playback.frames(of: "up")
      _ = playback.play(until: ups[2] + 1)
      var lowest = 47.0
      var state = playback.playground.snapshot()
      while playback.playground.frameIndex < playback.recording.frameCount {
        state = playback.play(until: playback.playground.frameIndex + 1)
        lowest = max(lowest, state.presented.first?.frame.minY ?? 0)
        #expect(state.presented.first?.contentOffset ?? 0 >= 0, "never past its top")
      }
      #expect(lowest > 47 && lowest < 47 + 80, "a gentle dip: \(lowest)")
      #expect(state.presented.map(\.frame.minY) == [47] && state.presented[0].contentOffset == 0)
    }

    @Test func rowCountChangesAnimateTheHeightWithTheBottomPinned() throws {
      let playback = try Playback("list-row-count")
      let ups = playback.frames(of: "up")
      let header = 124.0
      for (up, rows, previousRows) in [(ups[1], 10, 20), (ups[2], 11, 10)] {
        let before = playback.play(until: up).presented[0].frame
        let target = min(header + Double(rows) * 44 + 34, 797)
        #expect(abs(before.height - min(header + Double(previousRows) * 44 + 34, 797)) < 1e-9)
        for frame in 1...21 {
          let sheet = playback.play(until: up + frame).presented[0].frame
          #expect(abs(sheet.maxY - 844) < 1e-9, "no gap below the sheet, \(playback.here)")
          if frame < 21 {
            #expect(sheet.height != target, playback.here)
          } else {
            #expect(sheet.height == target, playback.here)
          }
        }
      }
      #expect(playback.playToEnd().lastActivated == "+1")
    }
  }

  /// Navigation recordings: back-swipes at several speeds, the back button, card and zoom.
  @MainActor
  @Suite struct NavigationPlayback {
    @Test func backSwipesAtSeveralSpeeds() throws {
      let playback = try Playback("nav-back-swipes")
      let downs = playback.frames(of: "down")
      try #require(downs.count == 7)
      #expect(playback.play(until: downs[3]).navigationStack.count == 4)
      // Slow, past half: pops.
      #expect(playback.play(until: downs[4]).navigationStack == ["root", "page-1", "page-2"])
      // Slow, short of half: cancels.
      #expect(playback.play(until: downs[5]).navigationStack == ["root", "page-1", "page-2"])
      // A quick flick pops from under a third of the width.
      let ups = playback.frames(of: "up")
      let flick = playback.play(until: ups[5] + 1)
      #expect(flick.transition?.kind == "pop" && (flick.transition?.progress ?? 1) < 0.4)
      #expect(playback.play(until: downs[6]).navigationStack == ["root", "page-1"])
      // The back button.
      let end = playback.playToEnd()
      #expect(end.navigationStack == ["root"] && end.lastActivated == "Back", playback.here)
    }

    @Test func cardAndZoom() throws {
      let playback = try Playback("nav-card-zoom")
      let ups = playback.frames(of: "up")
      let card = playback.play(until: ups[2])
      #expect(card.presented.map(\.screen) == ["card"], playback.here)
      let third = 844.0 / 3
      #expect(abs(card.presented[0].frame.minY - third) < 1e-9)
      #expect(abs(card.presented[0].frame.height - 2 * third) < 1e-9)
      #expect(card.dimAlpha == 0.5)
      #expect(playback.play(until: ups[3]).presented.isEmpty, "a tap on the dim dismissed it")
      let zoomButton = try #require(
        playback.play(until: ups[3]).controls.first { $0.title == "Zoom" }?.frame)
      let zoomed = playback.play(until: ups[3] + 30)
      #expect(zoomed.presented.map(\.screen) == ["zoom"])
      #expect(zoomed.presented[0].frame == Rect(x: 0, y: 0, width: 390, height: 844))
      // Escape shrinks it back into the button: its last frame on screen is the button's.
      let escape = try #require(playback.frames(of: "keyDown").first)
      var lastFrame = Rect.zero
      for frame in (escape + 1)...(escape + 30) {
        let state = playback.play(until: frame)
        guard let zoom = state.presented.first else { break }
        lastFrame = zoom.frame
      }
      // (It is removed on the frame it lands; the frame before is within one step of it.)
      #expect(
        abs(lastFrame.minY - zoomButton.minY) < 20 && abs(lastFrame.height - zoomButton.height) < 20
      )
      #expect(
        abs(lastFrame.minX - zoomButton.minX) < 20 && abs(lastFrame.width - zoomButton.width) < 20)
      #expect(playback.playToEnd().presented.isEmpty)
    }
  }
}
