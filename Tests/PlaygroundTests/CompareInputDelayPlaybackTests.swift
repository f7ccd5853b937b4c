import SheetEngine
import SheetSession
import Testing

extension SDLSuite {
  /// `compare-input-delay-live`, recorded in the real window: B's input delay raised to
  /// 50 ms with the studio's stepper, then lowered to 20 ms. The replay applies each change
  /// from its frame: B's sheet opens 3 frames after A's the first time (50 ms at 60 Hz), 1
  /// frame after the second time (20 ms rounds to 1 frame).
  @MainActor
  @Suite struct CompareInputDelayPlayback {
    @Test func eachDelayChangeAppliesFromItsFrame() throws {
      let playback = try Playback("compare-input-delay-live")
      let delays = playback.recording.events.compactMap { event -> (Int, InputDelay)? in
        guard case .inputDelay(let delay, _) = event.event else { return nil }
        return (event.frame, delay)
      }
      #expect(delays.count == 16)
      #expect(delays[9].1 == InputDelay(milliseconds: 50, variant: 1))
      #expect(delays.last?.1 == InputDelay(milliseconds: 20, variant: 1))
      #expect(playback.recording.header.inputDelay == .none)
      // The frames (from 0) each side's sheet count of activations first reaches 1 and 2.
      var opened: [[Int]] = [[], []]
      var frame = 0
      while frame < playback.recording.frameCount {
        frame += 1
        guard case .variants(let sides) = playback.playSession(until: frame) else {
          Issue.record("not a compare state")
          return
        }
        for (index, side) in sides.enumerated()
        where side.state.engine.activationCount > opened[index].count {
          opened[index].append(frame)
        }
      }
      #expect(opened[0].count == 2 && opened[1].count == 2)
      #expect(opened[1][0] - opened[0][0] == 3)
      #expect(opened[1][1] - opened[0][1] == 1)
    }
  }
}
