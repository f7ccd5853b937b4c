import SheetEngine
import Testing

extension SDLSuite {
  /// The text sheet recordings (made in the real window with xdotool; see *.drive.sh).
  @MainActor
  @Suite struct TextSheetPlayback {
    private let curve = UnitBezier(0.2, 1, 0.42, 1)
    /// 0.35 s at 60 Hz.
    private let transitionFrames = 21

    /// Checks every frame of a presentation that starts in frame `start` (the frame of the
    /// release that fired the button): the sheet follows the seed curve within 0.5 pt and
    /// the dim is 0.75 times the progress.
    private func expectPresentation(_ playback: Playback, startingIn start: Int) throws -> Rect {
      let settled = playback.play(until: start + transitionFrames + 1)
      let resting = try #require(settled.presented.first?.frame, playback.here)
      let fresh = try Playback(playback.name)
      for frame in 1...transitionFrames {
        let state = fresh.play(until: start + frame)
        let progress = curve.value(at: Double(frame) / 60 / 0.35)
        let sheet = try #require(state.presented.first, fresh.here)
        let expectedY = resting.minY + resting.height * (1 - progress)
        #expect(abs(sheet.frame.minY - expectedY) < 0.5, fresh.here)
        #expect(abs(state.dimAlpha - 0.75 * progress) < 1e-9, fresh.here)
        if frame < transitionFrames {
          #expect(state.transition?.kind == "present", fresh.here)
          #expect(abs((state.transition?.progress ?? -1) - progress) < 1e-9, fresh.here)
        }
      }
      return resting
    }

    @Test func openAndCloseByTappingTheDim() throws {
      let playback = try Playback("text-sheet-dim")
      let ups = playback.frames(of: "up")
      let resting = try expectPresentation(playback, startingIn: ups[0])
      #expect(resting.maxY == 844 && resting.width == 390 && resting.minY > 47)
      var state = playback.play(until: ups[1] + 1)
      #expect(state.transition?.kind == "dismiss", playback.here)
      #expect(state.transition?.interactive == false, playback.here)
      let progress = curve.value(at: 1.0 / 60 / 0.35)
      #expect(abs(state.presented[0].frame.minY - (resting.minY + resting.height * progress)) < 0.5)
      state = playback.playToEnd()
      #expect(state.presented.isEmpty && state.dimAlpha == 0 && state.transition == nil)
      #expect(state.controls.map(\.title) == ["Text sheet", "List sheet", "Navigation"])
    }

    @Test func openAndCloseWithTheCloseButton() throws {
      let playback = try Playback("text-sheet-close")
      let ups = playback.frames(of: "up")
      _ = try expectPresentation(playback, startingIn: ups[0])
      var state = playback.play(until: ups[1])
      #expect(state.controls.map(\.title) == ["Next", "Close"], playback.here)
      #expect(state.controls.last?.highlighted == true, playback.here)
      state = playback.play(until: ups[1] + 1)
      #expect(state.activationCount == 2 && state.lastActivated == "Close", playback.here)
      #expect(state.transition?.kind == "dismiss", playback.here)
      state = playback.playToEnd()
      #expect(state.presented.isEmpty, playback.here)
    }

    @Test func tapOnTheDimMidPresentationReversesWithoutAJump() throws {
      let playback = try Playback("text-sheet-dim-mid-presentation")
      let ups = playback.frames(of: "up")
      #expect(ups[1] - ups[0] < transitionFrames, "the dim tap must land mid-presentation")
      var previousY = playback.play(until: ups[0] + 1).presented[0].frame.minY
      let fullHeight = playback.playground.runtime.presentedViewControllers[0].view.frame.height
      // No frame may move further than the animation's own largest step (its first).
      let largestStep = fullHeight * curve.value(at: 1.0 / 60 / 0.35)
      var reversedAt: Int?
      while let sheet = playback.play(until: playback.playground.frameIndex + 1).presented.first {
        #expect(abs(sheet.frame.minY - previousY) <= largestStep + 1e-9, playback.here)
        if reversedAt == nil, sheet.frame.minY > previousY {
          reversedAt = playback.playground.frameIndex
        }
        previousY = sheet.frame.minY
      }
      #expect(reversedAt == ups[1] + 1, "reverses in the frame of the tap")
      let state = playback.playToEnd()
      #expect(state.presented.isEmpty && state.dimAlpha == 0 && state.activationCount == 1)
    }

    @Test func doublePressPresentsExactlyOneSheet() throws {
      let playback = try Playback("text-sheet-double-press")
      let ups = playback.frames(of: "up")
      #expect(ups.count == 2)
      _ = try expectPresentation(playback, startingIn: ups[0])
      let state = playback.playToEnd()
      #expect(state.presented.map(\.screen) == ["text"], playback.here)
      // The second click lands on the dim at the button's place within the double-click
      // interval: ignored, so the sheet stays.
      #expect(state.activationCount == 1, playback.here)
      #expect(state.dimAlpha == 0.75, playback.here)
    }
  }
}
