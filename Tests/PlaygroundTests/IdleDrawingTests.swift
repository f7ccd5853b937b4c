import PlaygroundApp
import SheetEngine
import SheetPlayback
import SheetScreens
import Testing

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
