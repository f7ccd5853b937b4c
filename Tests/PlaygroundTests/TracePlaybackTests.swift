import Foundation
import SheetEngine
import Testing

@testable import PlaygroundSessions

extension SDLSuite {
  /// `--trace` over a recording, as `playground --replay nav-back-swipes.jsonl --headless
  /// --trace` writes it: exact times, and both pages of a back-swipe on every frame.
  @MainActor
  @Suite struct TracePlayback {
    private func trace(_ playback: Playback) throws -> [MotionSample] {
      var trace = try MotionTrace(path: NSTemporaryDirectory() + "unused-trace.csv")
      while playback.playground.frameIndex < playback.recording.frameCount {
        playback.play(until: playback.playground.frameIndex + 1)
        trace.record(playback.playground.inspect())
      }
      return trace.series.samples
    }

    @Test func aBackSwipeTracesThePageDraggedAwayAndTheOneUncovered() throws {
      let playback = try Playback("nav-back-swipes")
      let samples = try trace(playback)
      #expect(samples.allSatisfy { $0.time == Double($0.frame) / 60 }, "time is frame / 60")
      // The first swipe: pressed at x 60, moved to 100, 160, 220, 280, 340, held, released.
      let press = playback.frames(of: "down")[3]
      let release = playback.frames(of: "up")[3]
      let moves = playback.recording.events.compactMap { recorded -> (frame: Int, x: Double)? in
        guard recorded.frame > press, recorded.frame < release,
          case .pointerMove(let location) = recorded.event.input?.kind
        else { return nil }
        return (recorded.frame, location.x)
      }
      #expect(moves.map(\.x) == [100, 160, 220, 280, 340])
      // An event of frame f is applied in step f; the row after that step is frame f + 1.
      for frame in (moves[0].frame + 1)...release {
        let rows = samples.filter { $0.frame == frame }
        #expect(rows.map(\.element) == ["page-2.x", "page-3.x"], "frame \(frame)")
        guard rows.count == 2, let x = moves.last(where: { $0.frame < frame })?.x else { continue }
        #expect(abs(rows[1].position - (x - 60)) < 1e-9, "page 3 under the pointer, \(frame)")
      }
      var previous = 60.0
      for move in moves {
        let row = samples.first { $0.frame == move.frame + 1 && $0.element == "page-3.x" }
        #expect(abs((row?.velocity ?? 0) - (move.x - previous) * 60) < 1e-6, "\(move.frame)")
        previous = move.x
      }
    }
  }
}
