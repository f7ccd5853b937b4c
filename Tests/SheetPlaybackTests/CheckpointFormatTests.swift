import Foundation
import SheetEngine
import SheetPlayback
import SheetScreens
import SheetSession
import Testing

/// Version 2: checkpoints, the end state and per-frame digests, written and read back
/// exactly, and every ordering mistake refused with its line.
@Suite struct CheckpointFormatTests {
  static func state(frame: Int, dim: Double = 0) -> PlaygroundState {
    PlaygroundState(
      engine: StateSnapshot(
        frame: frame, navigationStack: ["root"], presented: [], dimAlpha: dim, transition: nil,
        controls: [], activationCount: 0, lastActivated: nil, simulationRate: 1,
        isPaused: false),
      tuningPreset: "seed", tuningOverrides: [:])
  }

  @Test func digestRunsAreExact() throws {
    #expect(DigestRuns.encode([10, 10, 10, 0xdead_beef, 10]) == "0000000a*3 deadbeef 0000000a")
    #expect(DigestRuns.encode([]) == "")
  }

  @Test func aRecordingWithExpectationsRoundTripsAndPinsItsLines() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    var recording = Recording(
      header: Fixtures.header,
      events: [
        Fixtures.event(0, 0, .pointerDown(button: .left, location: Point(x: 1, y: 2))),
        Fixtures.event(5, 80, .pointerUp(button: .left, location: Point(x: 1, y: 2))),
      ], frameCount: 700)
    recording.checkpoints = [
      RecordingCheckpoint(frame: 3, name: "mid", state: Self.state(frame: 3))
    ]
    recording.endState = .single(Self.state(frame: 700, dim: 0.5))
    recording.digests = Array(repeating: 7, count: 650) + Array(repeating: 9, count: 50)
    let path = directory.file("v2.jsonl")
    try RecordingWriter.write(recording, to: path)
    #expect(try RecordingReader.read(path: path) == recording)
    let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
    #expect(lines.count == 7)
    #expect(
      lines[2].hasPrefix(#"{"frame":3,"kind":"checkpoint","name":"mid","state":{"frame": 3,"#))
    #expect(lines[4] == #"{"kind":"digests","from":1,"hashes":"00000007*600"}"#)
    #expect(lines[5] == #"{"kind":"digests","from":601,"hashes":"00000007*50 00000009*50"}"#)
    #expect(lines[6].hasPrefix(#"{"end":true,"frames":700,"state":{"frame": 700,"#))
    #expect(recording.expectations.map(\.name) == ["mid", "end"])
  }

  static let v2Header = Fixtures.headerLine.replacingOccurrences(
    of: #""version":1"#, with: #""version":2"#)
  static func checkpointLine(_ frame: Int, _ name: String, stateFrame: Int? = nil) -> String {
    #"{"frame":\#(frame),"kind":"checkpoint","name":"\#(name)","state":"#
      + StateSnapshotJSON.encodeLine(state(frame: stateFrame ?? frame)) + "}"
  }

  static let refusals: [(String, [String], String)] = [
    (
      "an event before a checkpoint's frame after it",
      [checkpointLine(4, "a"), #"{"frame":3,"t":0,"kind":"focusLost"}"#],
      ":3: an event of frame 3 after a checkpoint at frame 4"
    ),
    (
      "a checkpoint at the frame of an event before it",
      [#"{"frame":4,"t":0,"kind":"focusLost"}"#, checkpointLine(4, "a")],
      ":3: checkpoint \"a\" at frame 4 comes after an event of frame 4"
    ),
    (
      "two checkpoints of one name", [checkpointLine(1, "a"), checkpointLine(2, "a")],
      ":3: two checkpoints are named \"a\""
    ),
    (
      "a checkpoint named end", [checkpointLine(1, "end")],
      ":2: checkpoint name \"end\" is reserved"
    ),
    (
      "a state of another frame", [checkpointLine(1, "a", stateFrame: 2)],
      ":2: checkpoint \"a\" is at frame 1 but its state's \"frame\" is 2"
    ),
    (
      "a gap in the digests", [#"{"kind":"digests","from":2,"hashes":"00000001"}"#],
      ":2: digests from frame 2"
    ),
    (
      "a malformed digest", [#"{"kind":"digests","from":1,"hashes":"0000001"}"#],
      ":2: field \"hashes\" must hold"
    ),
    (
      "more digests than frames", [#"{"kind":"digests","from":1,"hashes":"00000001*20"}"#],
      ":3: digests cover 20 frames, more than the end frame count 10"
    ),
  ]

  @Test(arguments: refusals)
  func misorderedExpectationsAreRefusedWithTheirLine(
    _ label: String, _ lines: [String], _ message: String
  ) throws {
    let text =
      ([Self.v2Header] + lines + [#"{"end":true,"frames":10}"#]).joined(separator: "\n") + "\n"
    let error = #expect(throws: RecordingError.self, "\(label)") {
      try RecordingReader.parse(Array(text.utf8), file: "x.jsonl")
    }
    #expect(error?.description.contains(message) == true, "\(label): \(error?.description ?? "")")
  }

  @Test func version1FilesHaveNoCheckpoints() throws {
    let text =
      Fixtures.headerLine + "\n" + Self.checkpointLine(1, "a") + "\n"
      + #"{"end":true,"frames":10}"# + "\n"
    let error = #expect(throws: RecordingError.self) {
      try RecordingReader.parse(Array(text.utf8), file: "x.jsonl")
    }
    #expect(
      error?.description.contains("x.jsonl:2: a version 1 recording holds no checkpoints") == true)
  }

  @Test func comparisonNamesFieldsInWrittenOrder() {
    var expected = Self.state(frame: 5, dim: 0.5)
    expected.engine.presented = [
      .init(
        screen: "text", frame: Rect(x: 0, y: 415, width: 390, height: 429),
        navigationStack: ["text"], contentOffset: nil)
    ]
    var actual = expected
    actual.engine.presented[0].frame.origin.y = 427.5
    actual.engine.dimAlpha = 0.25
    actual.tuningPreset = "fluid"
    let differences = StateComparison.differences(expected: expected, actual: actual)
    #expect(
      differences.map(\.summary) == [
        "presented[0].frame[1] expected 415, got 427.5",
        "dimAlpha expected 0.5, got 0.25",
        "tuning.preset expected \"seed\", got \"fluid\"",
      ])
    #expect(StateComparison.differences(expected: expected, actual: expected).isEmpty)
  }

  @Test func digestsIgnoreTheFrameNumberAndTheTuningButNotTheState() {
    let base = Self.state(frame: 1)
    var later = Self.state(frame: 2)
    later.tuningPreset = "fluid"
    #expect(StateDigest.of(base) == StateDigest.of(later))
    #expect(StateDigest.of(base) != StateDigest.of(Self.state(frame: 1, dim: 0.1)))
    #expect(StateDigest.firstDifferingFrame([1, 2, 3], [1, 2, 4, 5]) == 3)
    #expect(StateDigest.firstDifferingFrame([1, 2], [1, 2, 4]) == nil)
  }
}
