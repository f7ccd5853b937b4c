import PlaygroundApp
import SheetPlayback
import SheetScreens
import Testing

extension SDLSuite {
  /// Time travel: a seek to any frame, forward or back, with or without parked anchors,
  /// lands on exactly the state a straight replay has at that frame.
  @MainActor
  @Suite struct ReplaySeek {
    @Test func seeksAnywhereMatchAStraightReplay() throws {
      let straight = try Playback("text-sheet-checkpoints")
      var states = [straight.playground.snapshot()]
      while !(straight.playground.frameIndex >= straight.recording.frameCount) {
        states.append(straight.play(until: straight.playground.frameIndex + 1))
      }
      let (_, measurer) = try SDLTestEnvironment.start()
      let recording = straight.recording
      let seeker = ReplaySeeker(recording: recording, anchorSpacing: 40) {
        SessionFactory.makePlayground(
          size: recording.header.windowSize, safeAreaInsets: recording.header.safeArea,
          textMeasurer: measurer)
      }
      let order = [150, 20, 209, 0, 135, 136, 90, 3, 209, 1, 80, 79, 41, 40, 39]
      for (index, frame) in order.enumerated() {
        seeker.seek(to: frame)
        #expect(seeker.frame == frame)
        #expect(seeker.current.snapshot() == states[frame], "seek #\(index) to frame \(frame)")
        // Between seeks the window parks anchors; half the seeks run with some missing.
        if index.isMultiple(of: 2) {
          while !seeker.anchorsComplete { seeker.rebuildAnchors(frameBudget: 25) }
        }
      }
      seeker.seek(to: 10_000)
      #expect(seeker.frame == recording.frameCount)
    }
  }
}
