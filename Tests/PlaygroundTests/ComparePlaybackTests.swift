import SheetEngine
import SheetPlayback
import SheetScreens
import SheetSession
import Testing

extension SDLSuite {
  /// A compare session recorded in the real window (`--compare seed fluid`, see
  /// compare-seed-fluid-swipe.drive.sh): one pointer drives both sheets, each by its rules.
  @MainActor
  @Suite struct ComparePlayback {
    private func sides(_ state: SessionState) throws -> (
      seed: PlaygroundState, fluid: PlaygroundState
    ) {
      guard case .variants(let sides) = state, sides.count == 2 else {
        throw PlaybackError("a compare recording's state has two variants")
      }
      #expect(sides.map(\.label) == ["seed", "fluid"])
      return (sides[0].state, sides[1].state)
    }

    @Test func anUpwardDragStretchesOnlyTheFluidSheetAndADownwardOneMovesBothAlike() throws {
      let playback = try Playback("compare-seed-fluid-swipe")
      let downs = playback.frames(of: "down")
      let ups = playback.frames(of: "up")
      #expect(downs.count == 3 && ups.count == 3)
      // Both sheets opened from the one tap on the left device.
      let open = try sides(playback.playSession(until: downs[1]))
      #expect(open.seed.presented.map(\.frame) == [Rect(x: 0, y: 415, width: 390, height: 429)])
      #expect(open.fluid.presented.map(\.frame) == open.seed.presented.map(\.frame))
      // Held above its resting place: seed stops at rest, fluid rubber-bands up with its
      // bottom pinned to the window's.
      let up = try sides(playback.playSession(until: ups[1]))
      #expect(up.seed.presented[0].frame == Rect(x: 0, y: 415, width: 390, height: 429))
      let stretched = up.fluid.presented[0].frame
      #expect(stretched.minY < 415 - 30)
      #expect(stretched.maxY == 844)
      // Down past half: both at the pointer's offset in every frame of the drag.
      var frames = 0
      while playback.session.frameIndex < ups[2] {
        let state = try sides(playback.playSession(until: playback.session.frameIndex + 1))
        if playback.session.frameIndex > downs[2] + 3 {
          // Fluid's stretch from the upward drag is still settling by hundredths of a
          // point (its own spring); the sheet's top is the pointer's on both sides.
          let seedTop = try #require(state.seed.presented.first?.frame.minY)
          let fluidTop = try #require(state.fluid.presented.first?.frame.minY)
          #expect(abs(seedTop - fluidTop) < 0.05, "frame \(playback.session.frameIndex)")
          #expect(state.seed.transition?.interactive == true)
          frames += 1
        }
      }
      #expect(frames > 10)
      // Released: seed's curve and fluid's spring part ways, and both sheets leave.
      var parted = false
      while playback.session.frameIndex < playback.recording.frameCount {
        let state = try sides(playback.playSession(until: playback.session.frameIndex + 1))
        parted = parted || state.seed.presented.map(\.frame) != state.fluid.presented.map(\.frame)
      }
      #expect(parted)
      let end = try sides(playback.session.sessionState())
      #expect(end.seed.presented.isEmpty && end.fluid.presented.isEmpty)
    }
  }
}

/// A precondition of a playback test that does not hold.
struct PlaybackError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
