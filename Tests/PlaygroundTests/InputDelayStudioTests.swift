import Foundation
import SheetEngine
import SheetPlayback
import SheetScreens
import SheetSession
import SheetTesting
import Testing

@testable import PlaygroundSessions
@testable import PlaygroundStudio
@testable import PlaygroundWindow

/// The compare studio's input delay control, driven through the real overlay views: its
/// presses become `.inputDelay` events that the comparison applies from their frame, the
/// recording keeps them (an `"inputDelay"` line), and the file replays headless to the
/// live session's state.
@MainActor
@Suite struct InputDelayStudioTests {
  private let measurer = FixedMetricsTextMeasurer()

  /// A live compare session as the window runs one: overlays first, then the comparison's
  /// routing (``LiveComparison``) and its step; every routed event is recorded.
  @MainActor private final class LiveCompare {
    let overlays = OverlayTestSupport.controller()
    let live: LiveComparison
    var recorded: [RecordedEvent] = []
    /// The side selected (the control shows its delay).
    var side = 1
    init(measurer: TextMeasuring, delay: InputDelay = .none) {
      live = LiveComparison(
        PlaygroundComparison(
          sides: [("seed", .seed), ("fluid", .fluid)], deviceSize: OverlayTestSupport.size,
          safeAreaInsets: EdgeInsets(top: 47, bottom: 34), textMeasurer: measurer,
          inputDelay: delay))
      overlays.isPanelVisible = true
    }
    var now: Double { Double(live.comparison.frameIndex) * 1000 / 60 }

    func step(_ input: [InputEvent] = []) {
      let comparison = live.comparison
      let events = live.route(
        overlays.routeAsHost(input, tuning: comparison.selected.tuning))
      recorded += events.map { RecordedEvent(frame: comparison.frameIndex, event: $0) }
      comparison.simulate(events)
      overlays.showInputDelay(comparison.inputDelay, side: side)
      overlays.update(
        inspection: OverlayTestSupport.inspection(frame: comparison.frameIndex),
        frameMilliseconds: 16, tuning: comparison.selected.tuning)
    }

    /// A tap on `view`, and the next frame, which routes what the tap asked for (the
    /// overlays' runtime fires a button as it steps, after the frame's routing).
    func tap(_ view: View) {
      overlays.window.layoutIfNeeded()
      let point = view.frameInWindow.center
      step([OverlayTestSupport.down(point, at: now), OverlayTestSupport.up(point, at: now)])
      step()
    }

    /// A tap on the device's "Text sheet" button (the left device: both get it).
    func tapTextSheet() {
      let root = live.comparison.variants[0].playground.snapshot()
      let button = root.controls.first { $0.title == "Text sheet" }!.frame.center
      step([OverlayTestSupport.down(button, at: now), OverlayTestSupport.up(button, at: now)])
    }
  }

  @Test func aLiveDelayChangeIsRecordedAndReplaysIdentically() throws {
    let session = LiveCompare(measurer: measurer)
    session.step()
    let control = session.overlays.panel.header.inputDelayControl
    #expect(!control.isHidden)
    #expect(control.label.text == "Input delay on B: 0 ms")
    for _ in 0..<10 { session.tap(control.plus) }
    #expect(control.label.text == "Input delay on B: 50 ms")
    #expect(session.live.comparison.inputDelay == InputDelay(milliseconds: 50, variant: 1))
    session.tapTextSheet()
    let tapFrame = session.live.comparison.frameIndex - 1
    var opened: [Int?] = [nil, nil]
    for step in 0..<30 {
      if step > 0 { session.step() }
      for (index, variant) in session.live.comparison.variants.enumerated()
      where opened[index] == nil && !variant.playground.snapshot().presented.isEmpty {
        opened[index] = session.live.comparison.frameIndex - 1 - tapFrame
      }
    }
    // 50 ms at 60 Hz: B's tap waits 3 frames.
    #expect(opened[1]! - opened[0]! == 3)
    let delays = session.recorded.filter {
      if case .inputDelay = $0.event { return true } else { return false }
    }
    #expect(delays.count == 10)

    var header = RecordingHeader(
      windowSize: OverlayTestSupport.size, scale: 1, safeArea: EdgeInsets(top: 47, bottom: 34),
      fontName: "DejaVuSans.ttf", fontHash: "0123456789abcdef",
      variants: [
        RecordingVariant(label: "seed", tuningPreset: "seed", tuningOverrides: [:]),
        RecordingVariant(label: "fluid", tuningPreset: "fluid", tuningOverrides: [:]),
      ])
    header.inputDelay = .none
    var recording = Recording(
      header: header, events: session.recorded, frameCount: session.live.comparison.frameIndex)
    recording.endState = session.live.comparison.sessionState()
    let folder = try TestFolder()
    let path = folder.file("delay.jsonl")
    try RecordingWriter.write(recording, to: path)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text.contains(#""kind":"inputDelay","ms":50,"variant":1}"#))
    let read = try RecordingReader.read(path: path)
    #expect(read.events == recording.events)
    let replay = try SessionFactory.makeSession(for: read, path: path, textMeasurer: measurer)
    let player = RecordingPlayer(recording: read, session: replay)
    while replay.frameIndex < read.frameCount { player.simulateFrame() }
    #expect(replay.sessionState() == recording.endState)
    #expect(
      (replay as? PlaygroundComparison)?.inputDelay == InputDelay(milliseconds: 50, variant: 1))
  }

  /// The control shows the selected side's delay: 0 on a side that does not lag; stepping
  /// there moves the lag to it. Minus stops at 0, plus at 100.
  @Test func theControlStepsTheSelectedSidesDelayWithinItsRange() {
    let session = LiveCompare(measurer: measurer, delay: InputDelay(milliseconds: 95))
    session.step()
    let control = session.overlays.panel.header.inputDelayControl
    #expect(control.label.text == "Input delay on B: 95 ms")
    session.tap(control.plus)
    #expect(control.label.text == "Input delay on B: 100 ms")
    #expect(!control.plus.isEnabled)
    session.side = 0
    session.step()
    #expect(control.label.text == "Input delay on A: 0 ms")
    #expect(!control.minus.isEnabled)
    #expect(control.takeChange() == nil)
    session.tap(control.plus)
    #expect(session.live.comparison.inputDelay == InputDelay(milliseconds: 5, variant: 0))
    #expect(control.label.text == "Input delay on A: 5 ms")
  }
}
