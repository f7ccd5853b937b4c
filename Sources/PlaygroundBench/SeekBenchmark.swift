import Foundation
import PlaygroundReplay
import PlaygroundSessions
import SheetEngine
import SheetPlayback
import SheetSDL
import SheetScreens

/// Time travel's promise: a seek anywhere in a one-minute recording under 100 ms. A minute
/// of scripted sessions (open and swipe away the text sheet, scroll the list sheet, close it
/// with Escape, every four seconds), then seeks: forward over the whole minute from a fresh
/// start (what the first seek to the end costs), and backward from the end to frames spread
/// over the minute with the anchors parked (what scrubbing costs once the window has idled).
@MainActor
struct SeekBenchmark {
  let font: FontFile
  let measurer: TTFTextMeasurer
  static let frames = 3600

  struct Result: Codable {
    var frames: Int
    var forwardOverTheMinuteMs: Double
    var backwardMedianMs: Double
    var backwardMaxMs: Double
    var seeks: Int
    /// A long recording (``longFrames``): CPU to park every anchor (what the window spends
    /// while it waits), and to re-simulate it to its end (what a what-if edit costs there).
    var longFrames: Int
    var parkingMs: Double
    var resimulateMs: Double
    /// The re-simulation in the window's slices (600 frames a window frame): the largest.
    var resimulateSliceMaxMs: Double
    var resimulateSlices: Int
    /// The long recording's worst backward seek with its anchors parked: to the frame before
    /// an anchor, a whole spacing of frames from the one before it.
    var longWorstSeekMs: Double
    var longAnchorSpacing: Int
  }

  func run(runs: Int) -> Result {
    let recording = Self.minute(font: font)
    let make = {
      SessionFactory.makePlayground(
        size: Benchmarks.size, safeAreaInsets: PlaygroundOptions.defaultSafeArea,
        textMeasurer: measurer)
    }
    let clock = ContinuousClock()
    var forward: [Double] = []
    for _ in 0..<runs {
      let seeker = ReplaySeeker(recording: recording, makeSession: make)
      forward.append(clock.measure { seeker.seek(to: Self.frames) }.milliseconds)
    }
    let seeker = ReplaySeeker(recording: recording, makeSession: make)
    var backward: [Double] = []
    // Frames spread over the minute, in a fixed scattered order (a linear congruential walk).
    var target = 1
    for _ in 0..<(10 * runs) {
      target = (target * 1103 + 577) % Self.frames
      seeker.seek(to: Self.frames)
      while !seeker.anchorsComplete { seeker.rebuildAnchors(frameBudget: 600) }
      backward.append(clock.measure { seeker.seek(to: target) }.milliseconds)
    }
    backward.sort()
    let long = longRecording(make: make)
    return Result(
      frames: Self.frames, forwardOverTheMinuteMs: forward.sorted()[forward.count / 2],
      backwardMedianMs: backward[backward.count / 2], backwardMaxMs: backward.last ?? 0,
      seeks: backward.count, longFrames: Self.longFrames, parkingMs: long.parking,
      resimulateMs: long.resimulate, resimulateSliceMaxMs: long.slices.max() ?? 0,
      resimulateSlices: long.slices.count, longWorstSeekMs: long.worstSeek,
      longAnchorSpacing: ReplaySeeker.automaticSpacing(frames: Self.longFrames))
  }

  static let longFrames = 20_000

  /// Parks every anchor of a ``longFrames`` recording in the window's slices, and replays it
  /// to its end once (a what-if edit at the end of the timeline).
  private func longRecording(
    make: @escaping () -> any SessionSimulation
  ) -> (parking: Double, resimulate: Double, slices: [Double], worstSeek: Double) {
    let recording = Self.minute(font: font, frames: Self.longFrames)
    let clock = ContinuousClock()
    let parked = ReplaySeeker(recording: recording, makeSession: make)
    let parking = clock.measure {
      while !parked.anchorsComplete {
        parked.rebuildAnchors(frameBudget: 100)
      }
    }
    parked.seek(to: Self.longFrames)
    let worstSeek = clock.measure { parked.seek(to: 2 * parked.anchorSpacing - 1) }
    let sliced = ReplaySeeker(recording: recording, makeSession: make)
    var slices: [Double] = []
    var done = false
    while !done {
      slices.append(
        clock.measure { done = sliced.seek(toward: Self.longFrames, frameBudget: 600) }
          .milliseconds)
    }
    return (parking.milliseconds, slices.reduce(0, +), slices, worstSeek.milliseconds)
  }

  /// A minute of input: the same four-second session fifteen times.
  static func minute(font: FontFile, frames: Int = frames) -> Recording {
    var events: [RecordedEvent] = []
    func add(_ frame: Int, _ kind: InputEvent.Kind) {
      events.append(
        RecordedEvent(
          frame: frame, input: InputEvent(timestamp: Double(frame) * 1000 / 60, kind: kind)))
    }
    for cycle in stride(from: 0, to: frames, by: 240) {
      add(cycle, .pointerDown(button: .left, location: Point(x: 195, y: 223)))
      add(cycle + 2, .pointerUp(button: .left, location: Point(x: 195, y: 223)))
      add(cycle + 40, .pointerDown(button: .left, location: Point(x: 195, y: 600)))
      for step in 1...20 {
        add(cycle + 40 + step, .pointerMove(location: Point(x: 195, y: 600 + Double(step) * 10)))
      }
      add(cycle + 61, .pointerUp(button: .left, location: Point(x: 195, y: 800)))
      add(cycle + 100, .pointerDown(button: .left, location: Point(x: 195, y: 299)))
      add(cycle + 102, .pointerUp(button: .left, location: Point(x: 195, y: 299)))
      add(cycle + 140, .pointerDown(button: .left, location: Point(x: 195, y: 700)))
      for step in 1...20 {
        add(cycle + 140 + step, .pointerMove(location: Point(x: 195, y: 700 - Double(step) * 8)))
      }
      add(cycle + 161, .pointerUp(button: .left, location: Point(x: 195, y: 540)))
      add(cycle + 200, .keyDown(Key("escape")))
      add(cycle + 201, .keyUp(Key("escape")))
    }
    let header = RecordingHeader(
      windowSize: Benchmarks.size, scale: 1, safeArea: PlaygroundOptions.defaultSafeArea,
      fontName: font.fileName, fontHash: font.contentHash, tuningPreset: "seed")
    return Recording(header: header, events: events, frameCount: frames)
  }
}
