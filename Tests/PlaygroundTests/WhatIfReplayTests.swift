import Foundation
import SheetEngine
import SheetPlayback
import SheetSDL
import SheetScreens
import SheetSession
import SheetTuning
import Testing

@testable import PlaygroundReplay
@testable import PlaygroundSessions
@testable import PlaygroundStudio
@testable import PlaygroundWindow

extension SDLSuite {
  /// What-if replay (issue 24, item 7): in `--replay`, an edit in the tuning panel forks the
  /// session; the device shows the fork at the same frame, undo shows the recorded run again,
  /// O outlines the recorded run, and Ctrl+S saves a recording that replays headless to
  /// exactly what the window showed.
  @MainActor
  @Suite struct WhatIfReplay {
    /// The text sheet opens on the release at frame 42; 0.35 s later (21 frames) it rests.
    static let name = "text-sheet-checkpoints"
    static let midPresentation = 52

    @Test func aTypedValueForksTheReplayAndTheSavedForkReplaysToTheSameEndState() throws {
      let folder = try TestFolder()
      let path = try folder.copyRecording(Self.name, as: "run.jsonl")
      let studio = try ReplayStudio(path: path)
      let recordedEnd = try #require(studio.recording.endState)
      studio.press([Key("right")])
      studio.type("1", into: "sheet.duration")
      #expect(studio.frameIndex == 1, "the fork stands where the timeline stood")
      let whatIf = try #require(studio.driver.whatIf)
      #expect(whatIf.fork.tunings[0].sheet.duration == 1)
      #expect(studio.driver.timeline.view.note == "what-if: sheet.duration")
      #expect(studio.driver.inspected.tuning.sheet.duration == 1)
      studio.press([Key("end")])
      let onScreen = studio.state
      #expect(studio.frameIndex == studio.recording.frameCount)
      #expect(onScreen != recordedEnd)
      studio.press([Key("s", modifiers: .control)])
      let saved = folder.file("run-what-if.jsonl")
      #expect(studio.driver.timeline.view.note == "saved run-what-if.jsonl")
      #expect(try folder.strays().isEmpty)
      let fork = try RecordingReader.read(path: saved)
      #expect(fork.header.tuningPreset == "seed")
      #expect(fork.header.tuningOverrides == ["sheet.duration": 1])
      #expect(fork.events == studio.recording.events)
      #expect(fork.checkpoints.map(\.name) == studio.recording.checkpoints.map(\.name))
      #expect(fork.endState == onScreen)
      // Replayed headless, as `--replay FILE --headless` does, it ends where the window did.
      let (_, measurer) = try SDLTestEnvironment.start()
      let session = try SessionFactory.makeSession(for: fork, path: saved, textMeasurer: measurer)
      try RecordingPlayer(recording: fork, session: session).playToEnd()
      #expect(session.sessionState() == onScreen)
      let replay = try RecordingReplay.run(fork, setup: ReplaySetup(measurer: measurer))
      #expect(replay.digests == fork.digests)
      // A second save takes the next free name; the first is kept.
      studio.press([Key("s", modifiers: .control)])
      #expect(FileManager.default.fileExists(atPath: folder.file("run-what-if-2.jsonl")))
      #expect(try RecordingReader.read(path: saved) == fork)
    }

    /// In a compare recording the edit forks the selected side; the other keeps its tuning.
    @Test func aCompareRecordingForksTheSelectedSide() throws {
      let folder = try TestFolder()
      let path = try folder.copyRecording("compare-seed-fluid-swipe", as: "ab.jsonl")
      let studio = try ReplayStudio(path: path)
      studio.press([Key("b")])
      studio.type("0.9", into: "sheet.dimAlpha")
      studio.press([Key("end")])
      let onScreen = studio.state
      #expect(onScreen != studio.recording.endState)
      studio.press([Key("s", modifiers: .control)])
      let fork = try RecordingReader.read(path: folder.file("ab-what-if.jsonl"))
      #expect(fork.header.variants.map(\.tuningPreset) == ["seed", "fluid"])
      #expect(fork.header.variants.map(\.tuningOverrides) == [[:], ["sheet.dimAlpha": 0.9]])
      #expect(fork.endState == onScreen)
      let (_, measurer) = try SDLTestEnvironment.start()
      let session = try SessionFactory.makeSession(for: fork, path: "ab", textMeasurer: measurer)
      try RecordingPlayer(recording: fork, session: session).playToEnd()
      #expect(session.sessionState() == onScreen)
      studio.press([Key("z", modifiers: .control)])
      #expect(studio.state == studio.recording.endState)
    }

    /// The replay under `--tuning T.json`, T (in a fresh folder) setting `sheet.duration` to
    /// 1, and T's path.
    private func studioForkedByATuningFile() throws -> (ReplayStudio, String) {
      let tuningPath = try TestFolder().file("what-if.json")
      try TuningFile.save(try Tuning.seed.setting(1, forKey: "sheet.duration"), to: tuningPath)
      let studio = try ReplayStudio(path: TestPaths.recording(Self.name), tuningPath: tuningPath)
      return (studio, tuningPath)
    }

    /// `--replay FILE --tuning T.json` in the window: T's tuning forks the replay from the
    /// start, and saving T again forks it again, as an undo step.
    @Test func aTuningFileForksTheReplayAndItsHotReloadIsUndoable() throws {
      let (studio, tuningPath) = try studioForkedByATuningFile()
      let whatIf = try #require(studio.driver.whatIf)
      #expect(whatIf.fork.tunings[0].sheet.duration == 1)
      #expect(studio.driver.inspected.tuning.sheet.duration == 1)
      #expect(studio.driver.timeline.view.note == "what-if: sheet.duration")
      try TuningFile.save(try Tuning.seed.setting(0.7, forKey: "sheet.duration"), to: tuningPath)
      studio.watchTuningFile()
      studio.frame()
      #expect(whatIf.fork.tunings[0].sheet.duration == 0.7)
      #expect(studio.driver.inspected.tuning.sheet.duration == 0.7)
      studio.press([Key("z", modifiers: .control)])
      #expect(whatIf.fork.tunings[0].sheet.duration == 1)
      #expect(studio.driver.inspected.tuning.sheet.duration == 1)
    }

    /// A paused replay looks at its tuning file every half second of the window's frames,
    /// not of the replay's, which stand still while it is paused: saving the file forks the
    /// paused replay (it used to wait until the replay played on).
    @Test func aPausedReplayReloadsItsTuningFile() throws {
      let (studio, tuningPath) = try studioForkedByATuningFile()
      let whatIf = try #require(studio.driver.whatIf)
      let pacing = FramePacing()
      let pacer = FramePacer()
      let watching = FileWatchStage(
        driver: studio.driver, routing: studio.routing, pacing: pacing, sessionStart: 0)
      func windowFrames(_ count: Int) {
        for _ in 0..<count {
          pacing.woke(FramePacer.Wake(frames: 1, lost: 0, rested: false), pacer: pacer)
          var frame = HostFrame()
          watching.run(&frame)
          studio.frame()
        }
      }
      windowFrames(5)
      try TuningFile.save(try Tuning.seed.setting(0.7, forKey: "sheet.duration"), to: tuningPath)
      windowFrames(FileWatchStage.interval + 1)
      #expect(studio.frameIndex == 0, "paused throughout")
      #expect(whatIf.fork.tunings[0].sheet.duration == 0.7)
    }

    /// A paused replay rests once its seek anchors are parked and the plot's analysis is
    /// done; playing, it wakes every frame.
    @Test func aPausedReplayRestsOnceItsWorkIsDone() throws {
      let studio = try ReplayStudio(path: TestPaths.recording(Self.name))
      #expect(!studio.driver.isAtRest, "anchors and the plot's analysis still to do")
      var frames = 0
      while !studio.driver.isAtRest, frames < 100 {
        studio.frame()
        frames += 1
      }
      #expect(studio.driver.isAtRest)
      #expect(studio.driver.timeline.seeker.anchorsComplete)
      #expect(studio.frameIndex == 0)
      studio.press([Key("space")])
      #expect(!studio.driver.isAtRest)
      studio.press([Key("space")])
      #expect(studio.driver.isAtRest)
    }

    /// A slider dragged over many frames forks the replay on each, and is one undo step.
    @Test func aSliderDragIsOneUndoStep() throws {
      let studio = try ReplayStudio(path: TestPaths.recording(Self.name))
      let whatIf = try #require(studio.driver.whatIf)
      let track = try #require(
        OverlayTestSupport.row("sheet.duration", in: studio.overlays).slider
      ).frameInWindow
      studio.frame([OverlayTestSupport.down(track.center, at: studio.time)])
      for x in [track.minX + 30, track.minX + 60, track.maxX] {
        studio.frame([OverlayTestSupport.move(Point(x: x, y: track.midY), at: studio.time)])
        #expect(studio.driver.inspected.tuning == whatIf.fork.tunings[0])
      }
      studio.frame([OverlayTestSupport.up(Point(x: track.maxX, y: track.midY), at: studio.time)])
      #expect(whatIf.fork.tunings[0].sheet.duration == 5)
      studio.press([Key("z", modifiers: .control)])
      #expect(whatIf.forked == nil && studio.driver.inspected.tuning == .seed)
    }

    @Test func undoShowsTheRecordedRunAgainAndRedoTheFork() throws {
      let studio = try ReplayStudio(path: TestPaths.recording(Self.name))
      let whatIf = try #require(studio.driver.whatIf)
      studio.type("1", into: "sheet.duration")
      studio.press([Key("end")])
      let forked = studio.state
      let forkSeeker = studio.driver.timeline.seeker
      studio.press([Key("z", modifiers: .control)])
      #expect(whatIf.forked == nil && studio.driver.timeline.seeker === whatIf.recorded.seeker)
      #expect(studio.state == studio.recording.endState)
      #expect(studio.driver.inspected.tuning == .seed)
      #expect(studio.driver.timeline.view.note == nil)
      studio.press([Key("z", modifiers: [.control, .shift])])
      #expect(studio.driver.timeline.seeker === forkSeeker, "redo finds the fork parked")
      #expect(studio.state == forked)
      // Seeks swap the playground shown; the history stays the replay's.
      studio.press([Key("home")])
      studio.press([Key("z", modifiers: .control)])
      #expect(whatIf.forked == nil)
    }

    @Test func theOnionSkinOutlinesTheRecordedRunsSheetOverTheFork() throws {
      let studio = try ReplayStudio(path: TestPaths.recording(Self.name))
      studio.type("1", into: "sheet.duration")
      studio.driver.timeline.jump(to: Self.midPresentation)
      studio.frame()
      #expect(studio.driver.onionSkin.outlines.isEmpty && studio.driver.onionSkin.isHidden)
      studio.press([Key("o")])
      let recorded = try Playback(Self.name).play(until: Self.midPresentation)
      let forkSheet = try #require(studio.driver.inspected.snapshot().presented.first?.frame)
      let recordedSheet = try #require(recorded.presented.first?.frame)
      #expect(studio.driver.onionSkin.outlines == [recordedSheet])
      #expect(forkSheet.minY > recordedSheet.minY, "the slower fork is still further down")
      #expect(!studio.driver.onionSkin.isHidden)
      studio.press([Key("o")])
      #expect(studio.driver.onionSkin.isHidden)
    }

    /// The plot lays the recorded run's curve (pink, "recorded seed") beside the fork's.
    @Test func thePlotLaysTheRecordedCurveOverTheForks() throws {
      let studio = try ReplayStudio(path: TestPaths.recording(Self.name))
      studio.overlays.isPlotVisible = true
      studio.type("1", into: "sheet.duration")
      studio.driver.timeline.jump(to: Self.midPresentation)
      studio.finishAnalysis()
      let plot = studio.overlays.plotView
      #expect(plot.current?.tuningName == "custom")
      #expect(plot.comparison?.tuningName == "recorded seed")
      #expect(plot.legendLabels.map(\.text).contains("pink: same input, recorded seed"))
      let forkY = try #require(plot.current?.samples.first { $0.frame == Self.midPresentation })
      let recordedY = try #require(
        plot.comparison?.samples.first { $0.frame == Self.midPresentation })
      #expect(forkY.position > recordedY.position)
    }
  }
}
