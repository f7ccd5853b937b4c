import Foundation
import SheetEngine
import SheetPlayback
import SheetScreens
import SheetSession
import SheetTuning
import Testing

@testable import PlaygroundSessions

extension SDLSuite {
  /// Seeded random input through the real screens and font, checking invariants after
  /// every frame. A failing seed writes a shrunk recording that reproduces it with
  /// `playground --replay FILE`.
  @MainActor
  @Suite struct Monkey {
    nonisolated static let seeds: [UInt64] = Array(1...20)
    static let framesPerSeed = 5_000
    /// A transition must end within 2 s of the last input.
    static let transitionLimit = 120

    struct Failure: Error, CustomStringConvertible {
      let frame: Int
      let reason: String
      var description: String { "frame \(frame): \(reason)" }
    }

    /// A playground with the real screens and font, as the app makes it.
    static func makePlayground(tuning: Tuning = .seed) throws -> Playground {
      let (_, measurer) = try SDLTestEnvironment.start()
      return SessionFactory.makePlayground(
        size: Size(width: 390, height: 844), safeAreaInsets: PlaygroundOptions.defaultSafeArea,
        textMeasurer: measurer, tuning: tuning)
    }

    /// Steps `playground` with one frame's `events`; returns the state after it and the
    /// invariant it breaks, if any.
    private static func step(
      _ playground: Playground, _ events: [InputEvent], lastInput: inout Int
    ) -> (StateSnapshot, Failure?) {
      if !events.isEmpty { lastInput = playground.frameIndex }
      playground.simulate(events.map(SessionEvent.input))
      let state = playground.runtime.snapshot()
      let reason = check(state, framesSinceInput: playground.frameIndex - lastInput)
      return (state, reason.map { Failure(frame: playground.frameIndex, reason: $0) })
    }

    /// Runs `events` (one list per frame) and returns the first broken invariant: only used
    /// to shrink a failure, since generating a script checks every frame already.
    static func run(_ events: [[InputEvent]], tuning: Tuning = .seed) throws -> Failure? {
      let playground = try makePlayground(tuning: tuning)
      var lastInput = 0
      for frameEvents in events {
        if let failure = step(playground, frameEvents, lastInput: &lastInput).1 { return failure }
      }
      return nil
    }

    static func check(_ state: StateSnapshot, framesSinceInput: Int) -> String? {
      if state.navigationStack.isEmpty { return "the window's navigation stack is empty" }
      if !(0...1).contains(state.dimAlpha) { return "dim alpha \(state.dimAlpha) out of 0...1" }
      if state.presented.isEmpty, state.dimAlpha != 0 { return "a dim with nothing presented" }
      for screen in state.presented where !screen.frame.isFinite {
        return "\(screen.screen) has a non-finite frame \(screen.frame)"
      }
      for control in state.controls where !control.frame.isFinite {
        return "control \(control.title) has a non-finite frame"
      }
      if state.transition != nil, framesSinceInput > transitionLimit {
        return "a \(state.transition!.kind) transition still runs 2 s after the last input"
      }
      return nil
    }

    /// The monkey's input for `frames` frames, each chosen from the state the previous ones
    /// left, and the first broken invariant met on the way (checked in the same pass).
    static func script(seed: UInt64, frames: Int) throws -> (
      events: [[InputEvent]], failure: Failure?
    ) {
      let playground = try makePlayground()
      var monkey = MonkeyScript(seed: seed)
      var events: [[InputEvent]] = []
      var time = 0.0
      var lastInput = 0
      var failure: Failure?
      var state = playground.runtime.snapshot()
      for _ in 0..<frames {
        let kinds = monkey.nextFrame(state: state)
        time += 1000.0 / 60
        let frameEvents = kinds.map { InputEvent(timestamp: time.rounded(), kind: $0) }
        events.append(frameEvents)
        let (after, broken) = step(playground, frameEvents, lastInput: &lastInput)
        state = after
        if failure == nil { failure = broken }
      }
      return (events, failure)
    }

    @Test(arguments: seeds)
    func randomInputKeepsEveryInvariant(seed: UInt64) throws {
      let (events, failure) = try Self.script(seed: seed, frames: Self.framesPerSeed)
      if let failure {
        let shrunk = try Self.shrink(events, failingAt: failure)
        let path = try Self.writeRecording(shrunk, name: "monkey-seed-\(seed)")
        Issue.record("seed \(seed): \(failure); reproduce with: playground --replay \(path)")
      }
    }

    @Test func closingEverythingLeavesOnlyTheRootsViews() throws {
      let (_, measurer) = try SDLTestEnvironment.start()
      func makeRuntime() -> Playground {
        SessionFactory.makePlayground(
          size: Size(width: 390, height: 844), safeAreaInsets: PlaygroundOptions.defaultSafeArea,
          textMeasurer: measurer)
      }
      let events = try Self.script(seed: 7, frames: 3_000).events
      let runtime = makeRuntime()
      _ = runtime.step([])
      let baseline = ViewCensus.count
      for frameEvents in events { runtime.simulate(frameEvents.map(SessionEvent.input)) }
      // Let go of anything held, then close everything: Escape until only the root remains.
      _ = runtime.step(input: [InputEvent(timestamp: 0, kind: .focusLost)])
      for _ in 0..<40 {
        _ = runtime.step(input: [InputEvent(timestamp: 0, kind: .keyDown(Key("escape")))])
        for _ in 0..<40 { _ = runtime.step([]) }
      }
      _ = runtime.step(input: [
        InputEvent(timestamp: 0, kind: .resize(Size(width: 390, height: 844)))
      ])
      #expect(runtime.snapshot().presented.isEmpty)
      #expect(runtime.snapshot().navigationStack == ["root"])
      #expect(
        ViewCensus.count == baseline, "views alive: \(ViewCensus.count), root alone: \(baseline)")
    }

    /// Cuts the stream after the failure, then drops whole frames of input while it still
    /// fails the same way, coarse chunks first.
    static func shrink(_ events: [[InputEvent]], failingAt failure: Failure) throws
      -> [[InputEvent]]
    {
      var best = Array(events.prefix(failure.frame))
      var chunk = max(best.count / 4, 1)
      while chunk >= 1 {
        var start = 0
        while start < best.count {
          var candidate = best
          let end = min(start + chunk, candidate.count)
          for index in start..<end { candidate[index] = [] }
          if candidate != best, try run(candidate)?.reason == failure.reason {
            best = candidate
          }
          start += chunk
        }
        chunk /= 2
      }
      return best
    }

    static func writeRecording(_ events: [[InputEvent]], name: String) throws -> String {
      let (font, _) = try SDLTestEnvironment.start()
      let path = NSTemporaryDirectory() + "\(name).jsonl"
      let header = RecordingHeader(
        windowSize: Size(width: 390, height: 844), scale: 1,
        safeArea: PlaygroundOptions.defaultSafeArea, fontName: font.fileName,
        fontHash: font.contentHash, tuningPreset: "seed")
      var recorded: [RecordedEvent] = []
      var lastTime = 0.0
      for (frame, frameEvents) in events.enumerated() {
        for event in frameEvents {
          var event = event
          event.timestamp = max(event.timestamp, lastTime)
          lastTime = event.timestamp
          recorded.append(RecordedEvent(frame: frame, input: event))
        }
      }
      try RecordingWriter.write(
        Recording(header: header, events: recorded, frameCount: events.count), to: path)
      return path
    }
  }
}
