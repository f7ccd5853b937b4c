import Foundation
import SheetEngine
import SheetPlayback
import SheetScreens
import SheetSession
import Testing

@testable import PlaygroundSessions

extension SDLSuite {
  /// Every checked-in recording, its input retimed to 120 Hz (each event applied at the same
  /// simulated instant: frame f at 60 Hz becomes frame 2f), lands on the same motion at every
  /// instant both rates reach (after 60 Hz frame f and 120 Hz frame 2f + 1): the same
  /// decisions (screens, detents, transitions and their kind, focus, fields), analytic motion
  /// within 1e-6 pt, and what a held pointer drags within 0.5 pt (docs/MOTION.md,
  /// "Simulation rate"). Anything counted in frames instead of time (a countdown, a sample
  /// window, an age) fails it.
  @MainActor
  @Suite struct RateRetiming {
    @Test(arguments: FinalStates.recordings)
    func motionMatchesAt120Hz(name: String) throws {
      let (_, measurer) = try SDLTestEnvironment.start()
      let path = TestPaths.recording(name)
      let recording = try RecordingReader.read(path: path)
      // A recording made at 120 Hz (rate-120-*) is itself the live check; the rest are 60 Hz.
      guard recording.header.rate == .standard else { return }
      let fast = RateRetiming.retimed(
        recording, to: try #require(SimulationRate(framesPerSecond: 120)))
      let base = try SessionFactory.makeSession(for: recording, path: path, textMeasurer: measurer)
      let retimed = try SessionFactory.makeSession(for: fast, path: path, textMeasurer: measurer)
      var mismatches: [String] = []
      while base.frameIndex < recording.frameCount, mismatches.count < 3 {
        let frame = base.frameIndex
        base.simulate(recording.events(inFrame: frame).map(\.event))
        retimed.simulate(fast.events(inFrame: 2 * frame).map(\.event))
        retimed.simulate(fast.events(inFrame: 2 * frame + 1).map(\.event))
        mismatches += RateRetiming.differences(base, retimed).map {
          "\(name).jsonl after 60 Hz frame \(frame + 1): \($0)"
        }
      }
      #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "; "))")
    }

    /// The retiming itself: events move to twice their frame at twice the rate, keeping their
    /// timestamps (they happen at the same instant), and the header says 120 Hz.
    @Test func retimingDoublesFramesAndKeepsTimestamps() throws {
      let recording = try RecordingReader.read(path: TestPaths.recording("sheet-swipe-flick"))
      let fast = RateRetiming.retimed(
        recording, to: try #require(SimulationRate(framesPerSecond: 120)))
      #expect(fast.header.rate.framesPerSecond == 120)
      #expect(fast.frameCount == 2 * recording.frameCount)
      #expect(fast.events.map(\.frame) == recording.events.map { 2 * $0.frame })
      #expect(fast.events.map(\.event) == recording.events.map(\.event))
    }

    /// `recording`'s input at `rate` (a multiple of 60 Hz): frame f's events in frame
    /// f × rate / 60, at the same timestamps; no expected states (they count 60 Hz frames).
    static func retimed(_ recording: Recording, to rate: SimulationRate) -> Recording {
      let factor = rate.framesPerSecond / SimulationRate.standard.framesPerSecond
      var header = recording.header
      header.rate = rate
      return Recording(
        header: header,
        events: recording.events.map { RecordedEvent(frame: $0.frame * factor, event: $0.event) },
        frameCount: recording.frameCount * factor)
    }

    /// What differs between two sessions at the same instant, in words.
    static func differences(
      _ base: any SessionSimulation, _ retimed: any SessionSimulation
    ) -> [String] {
      zip(sides(of: base), sides(of: retimed)).flatMap { differences($0, $1) }
    }

    private static func sides(of session: any SessionSimulation) -> [Playground] {
      (session as? PlaygroundComparison)?.variants.map(\.playground) ?? [
        session.inspectedPlayground
      ]
    }

    private static func differences(_ base: Playground, _ retimed: Playground) -> [String] {
      let a = base.runtime.snapshot()
      let b = retimed.runtime.snapshot()
      guard decisions(a) == decisions(b) else {
        return ["decisions \(decisions(a)) at 60 Hz, \(decisions(b)) at 120 Hz"]
      }
      // A drag follows the pointer, sampled when it moved: it may differ within half a point.
      let tolerance = base.isPointerDown ? 0.5 : 1e-6
      var found: [String] = []
      func compare(_ what: String, _ x: Double?, _ y: Double?) {
        guard let x, let y else { return }
        if abs(x - y) > tolerance { found.append("\(what) \(x) at 60 Hz, \(y) at 120 Hz") }
      }
      for (p, q) in zip(a.presented, b.presented) {
        compare("\(p.screen) y", p.frame.minY, q.frame.minY)
        compare("\(p.screen) height", p.frame.height, q.frame.height)
        compare("\(p.screen) contentOffset", p.contentOffset, q.contentOffset)
      }
      compare("dim", a.dimAlpha, b.dimAlpha)
      compare("progress", a.transition?.progress, b.transition?.progress)
      compare("keyboardInset", a.keyboardInset, b.keyboardInset)
      let elementsA = base.inspect().elements
      let elementsB = retimed.inspect().elements
      for (p, q) in zip(elementsA, elementsB) { compare(p.name, p.position, q.position) }
      return found
    }

    /// What a rate must not change: which screens are where, what transition runs (not how
    /// far), focus, fields, activations, speed.
    private static func decisions(_ state: StateSnapshot) -> String {
      let presented = state.presented.map {
        "\($0.screen)\($0.navigationStack)\($0.detent ?? "")"
      }
      return "\(state.navigationStack) \(presented) \(state.transition?.kind ?? "-")"
        + "\(state.transition?.interactive == true ? " interactive" : "")"
        + " focus \(state.focused ?? "-") activations \(state.activationCount)"
        + " \(state.textFields) \(state.isPaused) \(state.simulationRate)"
    }
  }
}
