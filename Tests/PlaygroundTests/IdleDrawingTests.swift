import SheetEngine
import SheetPlayback
import SheetScreens
import SheetSession
import Testing

@testable import PlaygroundSessions

extension SDLSuite {
  /// The live window builds a display list only when the frame may have changed
  /// (`Playground.stepIfChanged`); reusing the last one otherwise must never show anything
  /// else than building it every frame would.
  @MainActor
  @Suite struct IdleDrawing {
    /// Two playgrounds fed the same recorded frames, one building every frame and one only
    /// when something changed: the lists are equal in every frame, and quiet frames (a
    /// sheet resting, the pause) build nothing.
    @Test(arguments: [
      "nav-card-zoom", "sheet-grab-mid-dismiss", "list-row-count", "nav-back-swipes",
    ])
    func reusingTheLastListWhenNothingChangedDrawsTheSameFrames(_ name: String) throws {
      let (_, measurer) = try SDLTestEnvironment.start()
      let recording = try RecordingReader.read(path: TestPaths.recording(name))
      func make() throws -> Playground {
        SessionFactory.makePlayground(
          size: recording.header.windowSize, safeAreaInsets: recording.header.safeArea,
          textMeasurer: measurer, tuning: try SessionFactory.tuning(of: recording, path: name))
      }
      let everyFrame = try make()
      let whenChanged = try make()
      var shown = DisplayList()
      var built = 0
      for frame in 0..<recording.frameCount {
        let events = recording.events(inFrame: frame).map(\.event)
        let expected = everyFrame.step(events)
        if let changed = whenChanged.stepIfChanged(events) {
          shown = changed
          built += 1
        }
        #expect(shown == expected, "\(name).jsonl, frame \(frame)")
      }
      // Every recording ends with the screens at rest for a while.
      #expect(built < recording.frameCount - 20, "\(name): built \(built) lists")
    }

    /// The root screen, and the text sheet once it has come to rest, build no list at all.
    @Test func restingScreensBuildNothing() throws {
      let (_, measurer) = try SDLTestEnvironment.start()
      let playground = SessionFactory.makePlayground(
        size: Size(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, bottom: 34),
        textMeasurer: measurer)
      for _ in 0..<3 { _ = playground.stepIfChanged([]) }
      #expect(playground.stepIfChanged([]) == nil)
      let button = try #require(
        playground.snapshot().engine.controls.first { $0.title == "Text sheet" })
      let tap = [
        InputEvent(
          timestamp: 100, kind: .pointerDown(button: .left, location: button.frame.center)),
        InputEvent(timestamp: 120, kind: .pointerUp(button: .left, location: button.frame.center)),
      ]
      #expect(playground.stepIfChanged(tap.map(SessionEvent.input)) != nil)
      for _ in 0..<60 { _ = playground.stepIfChanged([]) }
      #expect(playground.stepIfChanged([]) == nil)
    }

    /// A tuning change is the host's: it may restyle what is drawn, so it counts as a change.
    @Test func aTuningChangeCountsAsAChange() throws {
      let (_, measurer) = try SDLTestEnvironment.start()
      let playground = SessionFactory.makePlayground(
        size: Size(width: 390, height: 844), safeAreaInsets: .zero, textMeasurer: measurer)
      #expect(playground.stepIfChanged([]) != nil)
      #expect(playground.stepIfChanged([]) == nil)
      #expect(playground.stepIfChanged([.tuning(.preset("fluid"), timestamp: 0)]) != nil)
      #expect(playground.stepIfChanged([]) == nil)
    }
  }
}
