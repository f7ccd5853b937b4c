import SheetEngine
import SheetPlayback
import SheetSession
import Testing

/// Issue 26, item 1: a missed checkpoint in the words of what is on screen, tuning left out.
@Suite struct BehaviourDescriptionTests {
  private static func state(
    sheetY: Double? = nil, dim: Double = 0, overrides: [String: Double] = [:]
  ) -> SessionState {
    let presented = sheetY.map {
      [
        StateSnapshot.PresentedScreen(
          screen: "text", frame: Rect(x: 0, y: $0, width: 390, height: 429),
          navigationStack: ["text"])
      ]
    }
    return .single(
      PlaygroundState(
        engine: StateSnapshot(
          frame: 131, navigationStack: ["root"], presented: presented ?? [], dimAlpha: dim,
          transition: nil, controls: [], activationCount: 1, lastActivated: nil),
        tuningOverrides: overrides))
  }

  @Test func aSheetThatStayedIsNamedByItsScreenAndPlace() {
    let sentences = BehaviourDescription.sentences(
      expected: Self.state(), actual: Self.state(sheetY: 560, dim: 0.5))
    #expect(
      sentences == [
        "expected the text sheet dismissed, it is presented at y 560",
        "expected the dimming at 0.00, it is at 0.50",
      ])
  }

  @Test func aSheetThatWentAndOneThatMovedReadAsSuch() {
    #expect(
      BehaviourDescription.sentences(expected: Self.state(sheetY: 415), actual: Self.state())
        == ["expected the text sheet presented at y 415, it is dismissed"])
    #expect(
      BehaviourDescription.sentences(
        expected: Self.state(sheetY: 415), actual: Self.state(sheetY: 431.24))
        == ["expected the text sheet at y 415, it is at y 431.2"])
    #expect(
      BehaviourDescription.delta(
        expected: Self.state(sheetY: 415), actual: Self.state(sheetY: 431.24))
        == "text sheet y 415.0 -> 431.2")
  }

  @Test func tuningFieldsAreNotBehaviour() {
    let expected = Self.state(sheetY: 415)
    let actual = Self.state(sheetY: 415, overrides: ["dismiss.threshold": 0.95])
    #expect(!StateComparison.differences(expected: expected, actual: actual).isEmpty)
    #expect(StateComparison.behaviouralDifferences(expected: expected, actual: actual).isEmpty)
    #expect(StateComparison.isTuning("variants[1].tuning.preset"))
    #expect(!StateComparison.isTuning("presented[0].frame[1]"))
  }

  @Test func theRecordedTuningIsRecoveredFromACheckpoint() {
    var recording = Recording(
      header: RecordingHeader(
        windowSize: Size(width: 390, height: 844), scale: 1, safeArea: EdgeInsets(),
        fontName: "DejaVuSans.ttf", fontHash: "adadfef763426946", tuningPreset: "seed",
        tuningOverrides: ["dismiss.threshold": 0.95, "sheet.duration": 0.4]),
      events: [], frameCount: 131)
    recording.endState = Self.state(overrides: ["sheet.duration": 0.4])
    let ran = Self.state(overrides: ["dismiss.threshold": 0.95, "sheet.duration": 0.4])
    let header = RecordedTuning.header(of: recording, replayed: ["end": ran])
    #expect(header?.tuningOverrides == ["sheet.duration": 0.4])
    #expect(RecordedTuning.header(of: recording, replayed: ["end": recording.endState!]) == nil)
    #expect(
      RecordedTuning.describe(preset: "seed", overrides: ["b": 0.5, "a": 1])
        == "seed, a 1, b 0.5")
  }
}
