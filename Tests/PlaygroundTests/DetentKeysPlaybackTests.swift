import SheetEngine
import Testing

extension SDLSuite {
  /// Detents by keyboard (real window, xdotool; detents-keys.drive.sh, fluid preset): with
  /// the list sheet's grabber focused, Up and Down step between medium (422 pt) and large
  /// (797 pt) along the sheet's curve with the bottom pinned, and never wrap.
  @MainActor
  @Suite struct DetentKeysPlayback {
    private let curve = UnitBezier(0.2, 1, 0.42, 1)

    @Test func upAndDownStepTheFocusedGrabbersDetents() throws {
      let playback = try Playback("detents-keys")
      let keys = playback.recording.events.compactMap { recorded -> (Int, String)? in
        guard case .keyDown(let key) = recorded.event.input?.kind else { return nil }
        return (recorded.frame, key.name)
      }
      try #require(keys.map(\.1) == ["tab", "tab", "space", "down", "up", "up", "down"])
      let opened = playback.play(until: keys[3].0)
      #expect(opened.focused == "grabber" && opened.presented[0].detent == "medium")
      // Steps that have no detent to go to change nothing, frame after frame.
      for (index, detent) in [(3, "medium"), (5, "large")] {
        let before = playback.play(until: keys[index].0).presented[0].frame
        for frame in 1...10 {
          let state = playback.play(until: keys[index].0 + frame)
          #expect(state.presented[0].frame == before && state.presented[0].detent == detent)
        }
      }
      // Up to large and Down to medium: every frame on the curve over 0.35 s, bottom pinned.
      for (index, from, to) in [(4, 422.0, 797.0), (6, 797.0, 422.0)] {
        let fresh = try Playback("detents-keys")
        _ = fresh.play(until: keys[index].0)
        for frame in 1...21 {
          let sheet = fresh.play(until: keys[index].0 + frame).presented[0].frame
          let height = from + (to - from) * curve.value(at: Double(frame) / 21)
          #expect(abs(sheet.height - height) < 1e-6 && abs(sheet.maxY - 844) < 1e-9, fresh.here)
        }
      }
      let end = playback.playToEnd()
      #expect(end.presented[0].detent == "medium" && end.presented[0].frame.minY == 422)
    }
  }
}
