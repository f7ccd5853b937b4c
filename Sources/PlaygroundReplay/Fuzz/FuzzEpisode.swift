import PlaygroundSessions
import SheetEngine
import SheetPlayback
import SheetSDL
import SheetScreens
import SheetSession
import SheetTuning

/// One fuzz run of the real screens: a fresh playground at 390 x 844 with the seed preset
/// (even episodes) or the fluid one (odd: springs, rubber band, detents), `frames` frames of
/// generated input, every invariant checked after every frame, and at the end the replay of
/// what was recorded compared with the live run. The same seed gives the same events.
@MainActor
package struct FuzzEpisode {
  package static let window = PlaygroundOptions.defaultSize
  package let seed: UInt64
  package let index: Int
  package let frames: Int
  package let measurer: TextMeasuring
  package let font: FontFile

  package init(seed: UInt64, index: Int, frames: Int, measurer: TextMeasuring, font: FontFile) {
    self.seed = seed
    self.index = index
    self.frames = frames
    self.measurer = measurer
    self.font = font
  }

  package var tuning: Tuning { index % 2 == 0 ? .seed : .fluid }

  /// What a run found: its events up to the frame it stopped at, and the violation, if any.
  package struct Outcome {
    package var recording: Recording
    package var violation: FuzzViolation?
  }

  /// The header every fuzz recording has: the device, the font, the episode's preset.
  package var header: RecordingHeader {
    var header = RecordingHeader(
      windowSize: Self.window, scale: 1, safeArea: PlaygroundOptions.defaultSafeArea,
      fontName: font.fileName, fontHash: font.contentHash,
      tuningPreset: tuning.presetName, tuningOverrides: tuning.overrides)
    header.fontBoldHash = font.bold?.contentHash
    header.fontSemiboldHash = font.semibold?.contentHash
    return header
  }

  private func makePlayground() -> Playground {
    SessionFactory.makePlayground(
      size: Self.window, safeAreaInsets: PlaygroundOptions.defaultSafeArea,
      textMeasurer: measurer, tuning: tuning)
  }

  /// Generates input and checks every frame.
  package func run() throws(UsageError) -> Outcome {
    var generator = FuzzInputGenerator(seed: seed, window: Self.window)
    return try check { playground, observer, frame in
      let runtime = playground.runtime
      let state = runtime.snapshot()
      let topSheet = runtime.presentedViewControllers.last?.presentationController?
        .presentedView.frameInWindow
      let (events, tap) = generator.events(
        frame: frame, state: state, topSheet: topSheet, settled: Self.settled(playground),
        editing: runtime.editingField != nil)
      if let tap { observer.pendingTap = (tap.title, state) }
      return events
    }
  }

  /// Replays `events` (a recording's, maybe shrunk) with the same checks, for `frames`
  /// frames; a tap is checked where the recording holds a press and release one frame
  /// apart on a control's centre of a settled screen, as generated ones are.
  package func replay(_ events: [RecordedEvent]) throws(UsageError) -> Outcome {
    let byFrame = Dictionary(grouping: events, by: \.frame)
    return try check { playground, observer, frame in
      let inputs = (byFrame[frame] ?? []).compactMap(\.event.input)
      let state = playground.runtime.snapshot()
      if Self.settled(playground),
        case .pointerDown(.left, let point)? = inputs.first?.kind,
        let control = state.controls.first(where: { $0.frame.center == point }),
        (byFrame[frame + 1] ?? []).contains(where: {
          if case .pointerUp(.left, point)? = $0.event.input?.kind { return true }
          return false
        })
      {
        observer.pendingTap = (control.title, state)
      }
      return inputs
    }
  }

  /// Whether every left press in `events` is released before the next: what a mouse makes,
  /// and what a shrunk recording must keep.
  package static func pressesAlternate(_ events: [RecordedEvent]) -> Bool {
    var down = false
    for recorded in events {
      switch recorded.event.input?.kind {
      case .pointerDown(.left, _)?:
        if down { return false }
        down = true
      case .pointerUp(.left, _)?:
        if !down { return false }
        down = false
      default: break
      }
    }
    return true
  }

  /// Nothing moves and no button is held.
  static func settled(_ playground: Playground) -> Bool {
    let runtime = playground.runtime
    return !runtime.isPointerDown && !runtime.window.animationClock.isAnimating
      && runtime.snapshot().transition == nil
  }

  private func check(
    _ input: (Playground, FuzzObserver, Int) -> [InputEvent]
  ) throws(UsageError) -> Outcome {
    let playground = makePlayground()
    let observer = FuzzObserver(playground: playground)
    var recorded: [RecordedEvent] = []
    for frame in 0..<frames {
      let events = input(playground, observer, frame)
      recorded += events.map { RecordedEvent(frame: frame, input: $0) }
      observer.willApply(events)
      playground.simulate(events.map(SessionEvent.input))
      if let violation = observer.didSimulate(settled: Self.settled(playground)) {
        return Outcome(
          recording: recording(recorded, frames: frame + 1, playground), violation: violation)
      }
    }
    let made = recording(recorded, frames: frames, playground)
    // The playground's own screens, live and replayed: what the generator knows to drive.
    let replayed = try RecordingReplay.run(made, setup: ReplaySetup(measurer: measurer)).digests
    return Outcome(
      recording: made,
      violation: FuzzInvariant.checkReplay(live: observer.digests, replayed: replayed))
  }

  private func recording(_ events: [RecordedEvent], frames: Int, _ playground: Playground)
    -> Recording
  {
    var recording = Recording(header: header, events: events, frameCount: frames)
    recording.endState = playground.sessionState()
    return recording
  }
}
