import SheetPlayback
import SheetScreens
import Testing

@testable import PlaygroundReplay
@testable import PlaygroundSessions

extension SDLSuite {
  /// Time travel: a seek to any frame, forward or back, with or without parked anchors,
  /// lands on exactly the state a straight replay has at that frame, for one device and for
  /// every side of a compare recording.
  @MainActor
  @Suite struct ReplaySeek {
    @Test(arguments: ["text-sheet-checkpoints", "compare-seed-fluid-swipe"])
    func seeksAnywhereMatchAStraightReplay(_ name: String) throws {
      let straight = try Playback(name)
      var states = [straight.session.sessionState()]
      while straight.session.frameIndex < straight.recording.frameCount {
        states.append(straight.playSession(until: straight.session.frameIndex + 1))
      }
      let (_, measurer) = try SDLTestEnvironment.start()
      let recording = straight.recording
      let setup = ReplaySetup(measurer: measurer)
      let seeker = ReplaySeeker(
        recording: recording, anchorSpacing: 40,
        makeSession: try SessionFactory.sessionMaker(
          for: recording, path: name, setup: setup))
      let last = recording.frameCount
      let order = [150, 20, last, 0, 135, 136, 90, 3, last, 1, 80, 79, 41, 40, 39]
      for (index, frame) in order.enumerated() {
        seeker.seek(to: frame)
        #expect(seeker.frame == frame)
        #expect(seeker.current.sessionState() == states[frame], "seek #\(index) to frame \(frame)")
        // Between seeks the window parks anchors; half the seeks run with some missing.
        if index.isMultiple(of: 2) {
          while !seeker.anchorsComplete { seeker.rebuildAnchors(frameBudget: 25) }
        }
      }
      seeker.seek(to: 10_000)
      #expect(seeker.frame == recording.frameCount)
    }

    /// At most 12 anchors, 600 frames apart unless the recording is longer than 7,200: the
    /// frames parking replays are then at most 6.5 times the recording's (linear), not 33
    /// anchors' worth (a 20,000-frame recording: 11 anchors, 110,022 frames, not 33 and 336,600).
    @Test(arguments: [(100, 600), (3600, 600), (7200, 600), (7201, 601), (20_000, 1667)])
    func theAutomaticSpacingKeepsAtMostTwelveAnchors(frames: Int, spacing: Int) {
      #expect(ReplaySeeker.automaticSpacing(frames: frames) == spacing)
      #expect(frames / spacing <= ReplaySeeker.maximumAnchors)
    }
  }
}
