import PlaygroundTestSupport
import SheetScreens
import SheetTesting
import SheetTuning
import Testing

@testable import SheetEngine

/// Issue 11, "the slop is lost on every drag": synthesized drags at 1 to 40 pt per frame on
/// every scene (``GrabScenes``), under both presets. From the frame a drag first moves the
/// content, the grabbed point stays under the pointer within 0.5 pt, and no frame moves the
/// content further than the pointer moved.
@MainActor
@Suite struct GrabPointSweepTests {
  static let speeds = Array(1...40).map(Double.init)

  @Test(arguments: GrabScenes.Kind.allCases)
  func theGrabPointStaysUnderThePointer(scene: GrabScenes.Kind) {
    for preset in [Tuning.seed, Tuning.fluid] {
      for speed in Self.speeds {
        let label = "\(scene.rawValue), \(preset.basePreset.name), \(speed) pt/frame"
        let measured = GrabPointSweep.measure(
          scene.make, speed: speed, tuning: GrabPointSweep.tuning(preset))
        #expect(measured.firstMovement != nil, "never moved: \(label)")
        // A sheet leaving at its curve's speed is nearly gone by the time a 1 pt/frame drag
        // passes the slop: it may reach the bottom in fewer frames.
        #expect(
          measured.followedFrames >= 3 || measured.ranOutOfRoom, "followed too briefly: \(label)")
        #expect(measured.maximumDrift <= 0.5, "drift \(measured.maximumDrift): \(label)")
        #expect(measured.maximumJumpExcess <= 1e-9, "jump \(measured.maximumJumpExcess): \(label)")
      }
    }
  }

  /// Content starts moving in the frame the pointer passes the 10 pt slop, all the way to
  /// the pointer; content that was moving when pressed (a presenting or leaving sheet, a
  /// settling page, a decelerating list) stood still from the press until then.
  @Test(arguments: GrabScenes.Kind.allCases)
  func stillContentCatchesUpInTheFrameTheSlopIsCrossed(scene: GrabScenes.Kind) {
    for speed in Self.speeds {
      let measured = GrabPointSweep.measure(scene.make, speed: speed, tuning: .seed)
      let slopMoves = Int((10 / speed).rounded(.down)) + 1
      #expect(measured.firstMovement == slopMoves, "\(scene.rawValue), \(speed) pt/frame")
    }
  }

  /// `gesture.dragStartsAtSlop` = 1 (Flutter, Android) is read by every pan: the content
  /// then trails the pointer by exactly the distance at which the slop was crossed.
  @Test(arguments: [
    GrabScenes.Kind.stillSheet, .stillList, .listHandOff, .stillPage, .sheetPage,
  ])
  func startingAtTheSlopLagsByTheCrossingDistance(scene: GrabScenes.Kind) {
    for preset in [Tuning.seed, Tuning.fluid] {
      for speed in [1.0, 7, 12, 40] {
        let measured = GrabPointSweep.measure(
          scene.make, speed: speed, tuning: GrabPointSweep.tuning(preset, startsAtSlop: true))
        let label = Comment(
          rawValue: "\(scene.rawValue), \(preset.basePreset.name), \(speed) pt/frame")
        let slopMoves = Int((10 / speed).rounded(.down)) + 1
        // The first move to show motion is the one after the crossing: the crossing's own
        // translation is zero.
        #expect(measured.firstMovement == slopMoves + 1, label)
        #expect(abs(measured.maximumDrift - speed * Double(slopMoves)) < 1e-9, label)
      }
    }
  }
}
