import Foundation
import SheetEngine
import SheetPlayback
import SheetScreens
import SheetSession
import SheetTuning
import Testing

@testable import PlaygroundReplay
@testable import PlaygroundSessions
@testable import PlaygroundStudio
@testable import PlaygroundWindow

extension SDLSuite {
  /// A what-if edit on a recording longer than a window frame's slice
  /// (``WhatIfReplay/catchUpBudget``) never blocks the window: the device keeps the recorded
  /// run while the fork is simulated a slice a frame, the strip says how far it is, the panel
  /// already shows the edit, and the fork is shown at the timeline's frame once it gets there,
  /// in the state a headless replay of the fork reaches.
  @MainActor
  @Suite struct WhatIfCatchUp {
    @Test func aLongForkIsSimulatedInSlicesAndShownWhenItReachesTheTimeline() throws {
      let folder = try TestFolder()
      var recording = try RecordingReader.read(
        path: TestPaths.recording(WhatIfReplay.name))
      let frames = 2 * PlaygroundReplay.WhatIfReplay.catchUpBudget + 100
      recording.frameCount = frames
      recording.endState = nil
      recording.digests = []
      let path = folder.file("long.jsonl")
      try RecordingWriter.write(recording, to: path)
      let studio = try ReplayStudio(path: path)
      studio.press([Key("end")])
      #expect(studio.frameIndex == frames)
      let recordedEnd = studio.state
      studio.type("1", into: "sheet.duration")
      let whatIf = try #require(studio.driver.whatIf)
      // Typing's Return forked the replay (the first slice, 600 of 1,300 frames) and the
      // frame after it ran the second: the recorded run is still shown.
      #expect(whatIf.pending != nil)
      #expect(studio.state == recordedEnd)
      #expect(studio.driver.timeline.view.note == "what-if: simulating 92%")
      #expect(studio.driver.panelTuning.sheet.duration == 1)
      studio.frame()
      #expect(whatIf.pending == nil)
      #expect(studio.driver.timeline.view.note == "what-if: sheet.duration")
      #expect(studio.frameIndex == frames)
      #expect(studio.driver.inspected.tuning.sheet.duration == 1)
      let (_, measurer) = try SDLTestEnvironment.start()
      let fork = whatIf.fork.recording
      let session = try SessionFactory.makeSession(for: fork, path: path, textMeasurer: measurer)
      try RecordingPlayer(recording: fork, session: session).playToEnd()
      #expect(session.sessionState() == studio.state)
      #expect(studio.state != recordedEnd)
    }
  }
}
