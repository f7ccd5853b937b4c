import SheetEngine
import SheetPlayback
import SheetScreens
import Testing

@testable import PlaygroundSessions

/// `--plot` chooses its interaction (issue 24, item 8): by default the longest drag, not
/// the last interaction (often an Escape pop); `--interaction N` counts from 1.
@MainActor
struct InteractionLogTests {
  typealias Support = OverlayTestSupport

  /// A press at `start`, held `held` frames moving (a drag when `drags`), released, then
  /// settled; frames numbered on from `start`.
  private func interaction(
    into log: inout InteractionLog, recorder: inout MotionRecorder, start: Int, held: Int,
    drags: Bool
  ) -> Int {
    var frame = start
    for step in 0...held {
      recorder.update(
        Support.inspection(
          frame: frame, element: "text.y", position: Double(step), start: 0, down: true),
        tuningName: "seed")
      if drags, step == 1 {
        // A recognizer took the press: the slop was crossed.
        var inspection = Support.inspection(
          frame: frame, element: "text.y", position: Double(step), start: 0, down: true)
        inspection.activeGesture = "PanGestureRecognizer"
        recorder.update(inspection, tuningName: "seed")
      }
      log.take(recorder)
      frame += 1
    }
    for _ in 0...MotionRecorder.settleFrames {
      recorder.update(
        Support.inspection(frame: frame, element: "text.y", position: Double(held)),
        tuningName: "seed")
      log.take(recorder)
      frame += 1
    }
    return frame
  }

  @Test func theDefaultIsTheLongestDragNotTheLast() {
    var log = InteractionLog()
    var recorder = MotionRecorder()
    var frame = interaction(into: &log, recorder: &recorder, start: 1, held: 10, drags: true)
    frame = interaction(into: &log, recorder: &recorder, start: frame, held: 40, drags: true)
    frame = interaction(into: &log, recorder: &recorder, start: frame, held: 20, drags: true)
    _ = interaction(into: &log, recorder: &recorder, start: frame, held: 80, drags: false)
    #expect(log.interactions.count == 4)
    #expect(log.defaultIndex == 1)
    #expect(log.previous(before: 1)?.pressFrame == log.interactions[0].pressFrame)
  }

  @Test func withoutADragItIsTheLast() {
    var log = InteractionLog()
    var recorder = MotionRecorder()
    let frame = interaction(into: &log, recorder: &recorder, start: 1, held: 10, drags: false)
    _ = interaction(into: &log, recorder: &recorder, start: frame, held: 5, drags: false)
    #expect(log.defaultIndex == 1)
    #expect(InteractionLog().defaultIndex == nil)
  }
}
