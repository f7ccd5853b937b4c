import SheetEngine
import Testing

extension SDLSuite {
  /// Recordings of the tooling: the tuning panel, slow motion, and a drag that leaves the
  /// window.
  @MainActor
  @Suite struct ToolingPlayback {
    @Test func aDragThatLeavesTheWindowKeepsTracking() throws {
      let playback = try Playback("sheet-drag-out-of-window")
      let outside = try #require(
        playback.recording.events.last {
          if case .pointerMove(let location) = $0.event.input?.kind { return location.y > 844 }
          return false
        })
      let state = playback.play(until: outside.frame + 1)
      #expect(state.transition?.interactive == true, playback.here)
      #expect(state.presented[0].frame.minY > 415 + 300, "the sheet followed below the edge")
      #expect(playback.playToEnd().presented.isEmpty, playback.here)
    }

    @Test func aPresetSwitchedInThePanelReplaysWithItsSpring() throws {
      let playback = try Playback("tuning-panel-fluid")
      #expect(playback.recording.header.tuningPreset == "seed")
      let change = try #require(playback.frames(of: "tuning").first)
      #expect(playback.play(until: change).tuningPreset == "seed")
      #expect(playback.play(until: change + 1).tuningPreset == "fluid", playback.here)
      // The release of a short slow drag: the fluid spring starts at the pointer's speed, so
      // the sheet keeps moving down for a moment before it comes back.
      let ups = playback.frames(of: "up")
      let atRelease = playback.play(until: ups[1]).presented[0].frame.minY
      let after = playback.play(until: ups[1] + 1).presented[0].frame.minY
      #expect(abs(after - atRelease) < 3, "no jump at release, \(playback.here)")
      let end = playback.playToEnd()
      #expect(end.presented.map(\.frame.minY) == [415] && end.tuningPreset == "fluid")
    }

    @Test func quarterSpeedRunsFourTimesSlowerAndPauseFreezes() throws {
      let playback = try Playback("slow-motion")
      let curve = UnitBezier(0.2, 1, 0.42, 1)
      let ups = playback.frames(of: "up")
      let keys = playback.frames(of: "keyDown")
      #expect(playback.play(until: ups[0]).simulationRate == 0.25)
      // 21 frames at 0.25x are a quarter of the 0.35 s presentation.
      let quarter = playback.play(until: ups[0] + 21)
      #expect(abs((quarter.transition?.progress ?? -1) - curve.value(at: 0.25)) < 1e-9)
      let paused = playback.play(until: keys[2] + 1)
      #expect(paused.isPaused, playback.here)
      let frozen = paused.transition?.progress
      #expect(playback.play(until: keys[3]).transition?.progress == frozen, "paused: no motion")
      let stepped = playback.play(until: keys[3] + 1).transition?.progress ?? 0
      #expect(stepped > (frozen ?? 1), "one frame forward")
      #expect(playback.play(until: keys[3] + 2).transition?.progress == stepped)
      let end = playback.playToEnd()
      #expect(!end.isPaused && end.presented.map(\.frame.minY) == [415], playback.here)
    }
  }
}
