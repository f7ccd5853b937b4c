import Foundation
import SheetEngine
import SheetPlayback
import SheetScreens
import SheetSession
import SheetTuning
import Testing

/// Compare recordings: the `variants` header, tuning lines naming their side, states with
/// every side, and what a single-device or version 1 file may not hold.
@Suite struct CompareFormatTests {
  static let header = RecordingHeader(
    windowSize: Size(width: 390, height: 844), scale: 1,
    safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), fontName: "DejaVuSans.ttf",
    fontHash: "adadfef763426946",
    variants: [
      RecordingVariant(label: "seed", tuningPreset: "seed"),
      RecordingVariant(
        label: "soft.json", tuningPreset: "fluid", tuningOverrides: ["sheet.dimAlpha": 0.4]),
    ])
  static let headerLine =
    #"{"format":"sheet-playground-recording","version":3,"window":[390,844],"scale":1,"#
    + #""safeArea":[47,0,34,0],"font":{"name":"DejaVuSans.ttf","hash":"adadfef763426946"},"#
    + #""variants":[{"label":"seed","tuning":{"preset":"seed","overrides":{}}},"#
    + #"{"label":"soft.json","tuning":{"preset":"fluid","overrides":{"sheet.dimAlpha":0.4}}}]}"#

  static func sides(frame: Int, dim: Double = 0) -> SessionState {
    .variants([
      VariantState(label: "seed", state: CheckpointFormatTests.state(frame: frame)),
      VariantState(label: "soft.json", state: CheckpointFormatTests.state(frame: frame, dim: dim)),
    ])
  }

  @Test func aCompareRecordingRoundTripsWithItsExactHeaderAndVariantLine() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    var recording = Recording(
      header: Self.header,
      events: [
        Fixtures.event(0, 0, .pointerDown(button: .left, location: Point(x: 1, y: 2))),
        RecordedEvent(
          frame: 2,
          event: .tuning(.set(key: "sheet.dimAlpha", value: 0.5), timestamp: 30, variant: 1)),
      ], frameCount: 4)
    recording.checkpoints = [
      RecordingCheckpoint(frame: 3, name: "mid", state: Self.sides(frame: 3))
    ]
    recording.endState = Self.sides(frame: 4, dim: 0.25)
    recording.digests = [1, 2, 3, 4]
    let path = directory.file("compare.jsonl")
    try RecordingWriter.write(recording, to: path)
    let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
    #expect(lines[0] == Self.headerLine)
    #expect(
      lines[2]
        == #"{"frame":2,"t":30,"kind":"tuning","variant":1,"key":"sheet.dimAlpha","value":0.5}"#
    )
    #expect(
      lines[3].hasPrefix(
        #"{"frame":3,"kind":"checkpoint","name":"mid","state":{"variants":[{"label":"seed","frame": 3,"#
      ))
    let read = try RecordingReader.read(path: path)
    #expect(read == recording)
    #expect(read.header.isComparison)
    #expect(read.header.tuningPreset == "seed")
  }

  static func file(_ header: String, _ lines: [String], end: String = #"{"end":true,"frames":9}"#)
    -> [UInt8]
  {
    Array(([header] + lines + [end]).joined(separator: "\n").utf8) + [10]
  }

  static let refusals: [(String, [UInt8], String)] = [
    (
      "variants in a version 1 header",
      file(headerLine.replacingOccurrences(of: #""version":3"#, with: #""version":1"#), []),
      "1: a version 1 recording holds no \"variants\""
    ),
    (
      "a side named by a single-device recording's tuning line",
      file(
        CheckpointFormatTests.v2Header,
        [#"{"frame":1,"t":5,"kind":"tuning","variant":0,"preset":"fluid"}"#]),
      "2: field \"variant\" names a side, but this is not a compare recording"
    ),
    (
      "a side the recording does not have",
      file(headerLine, [#"{"frame":1,"t":5,"kind":"tuning","variant":2,"preset":"fluid"}"#]),
      "2: field \"variant\" is 2, but the recording has 2 sides (0 to 1)"
    ),
    (
      "one device's end state in a compare recording",
      file(
        headerLine, [],
        end: #"{"end":true,"frames":9,"state":"#
          + StateSnapshotJSON.encodeLine(CheckpointFormatTests.state(frame: 9)) + "}"),
      "2: the end state is one device's, but this compare recording needs"
    ),
    (
      "both tuning and variants",
      file(
        headerLine.replacingOccurrences(
          of: #""variants":"#, with: #""tuning":{"preset":"seed","overrides":{}},"variants":"#),
        []),
      "1: a compare header has \"variants\" instead of \"tuning\", not both"
    ),
    (
      "one side only",
      file(
        headerLine.replacingOccurrences(
          of:
            #",{"label":"soft.json","tuning":{"preset":"fluid","overrides":{"sheet.dimAlpha":0.4}}}"#,
          with: ""), []),
      "1: field \"variants\" must hold 2 to 4 sides (got 1)"
    ),
  ]

  @Test(arguments: 0..<refusals.count)
  func refusesWhatACompareRecordingCannotHold(index: Int) {
    let (what, bytes, reason) = Self.refusals[index]
    do {
      _ = try RecordingReader.parse(bytes, file: "c.jsonl")
      Issue.record("accepted \(what)")
    } catch {
      #expect(error.description.contains("c.jsonl:\(reason)"), "\(what): \(error.description)")
    }
  }

  @Test func theCompareSnapshotIsVariantsWithLabelsAndReadsBack() throws {
    let text = StateSnapshotJSON.encode(Self.sides(frame: 12, dim: 0.5))
    #expect(
      text.hasPrefix(
        "{\n  \"variants\": [\n    {\n      \"label\": \"seed\",\n      \"frame\": 12,\n"))
    #expect(
      text.contains("\n    },\n    {\n      \"label\": \"soft.json\",\n      \"frame\": 12,\n"))
    #expect(text.hasSuffix("\n    }\n  ]\n}\n"))
    #expect(
      try StateSnapshotJSON.decodeSession(text, file: "s.json") == Self.sides(frame: 12, dim: 0.5))
    // A plain snapshot still reads as one device's.
    let single = StateSnapshotJSON.encode(CheckpointFormatTests.state(frame: 3))
    #expect(
      try StateSnapshotJSON.decodeSession(single, file: "s.json")
        == .single(CheckpointFormatTests.state(frame: 3)))
    #expect(
      StateSnapshotJSON.encode(SessionState.single(CheckpointFormatTests.state(frame: 3))) == single
    )
  }

  @Test func differencesNameTheSideAndDigestsSeeEitherSide() {
    let differences = StateComparison.differences(
      expected: Self.sides(frame: 5), actual: Self.sides(frame: 5, dim: 0.5))
    #expect(differences.map(\.summary) == ["variants[1].dimAlpha expected 0, got 0.5"])
    #expect(StateDigest.of(Self.sides(frame: 5)) != StateDigest.of(Self.sides(frame: 5, dim: 0.5)))
    // The frame and the tuning stay out of the digest, as for one device.
    #expect(StateDigest.of(Self.sides(frame: 5)) == StateDigest.of(Self.sides(frame: 6)))
    // One device's digest is unchanged by the generalisation.
    let single = CheckpointFormatTests.state(frame: 5)
    #expect(StateDigest.of(SessionState.single(single)) == StateDigest.of(single))
  }

  @Test func aSidesOwnSceneIsWrittenInItsEntryAndReadBack() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    var header = Self.header
    header.scene = RecordedScene(path: "a/scene.json", hash: "0123456789abcdef")
    header.variants[1].scene = RecordedScene(path: "b/scene.json", hash: "fedcba9876543210")
    let path = directory.file("scenes.jsonl")
    try RecordingWriter.write(Recording(header: header, events: [], frameCount: 1), to: path)
    let first = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")[0]
    #expect(
      first.contains(
        #""tuning":{"preset":"fluid","overrides":{"sheet.dimAlpha":0.4}},"#
          + #""scene":{"path":"b/scene.json","hash":"fedcba9876543210"}}]"#))
    let read = try RecordingReader.read(path: path)
    #expect(read.header.scene == header.scene)
    #expect(read.header.variants.map(\.scene) == [nil, header.variants[1].scene])
  }
}
