import Foundation
import SheetEngine
import SheetPlayback
import SheetScreens
import SheetSession
import SheetTuning
import Testing

@Suite struct StateSnapshotJSONTests {
  static let snapshot = PlaygroundState(
    engine: StateSnapshot(
      frame: 412, navigationStack: ["root", "page-1"],
      presented: [
        .init(
          screen: "list", frame: Rect(x: 0, y: 312.5, width: 390, height: 531.5),
          navigationStack: ["list"], contentOffset: 120.5, detent: "fraction:0.4"),
        .init(
          screen: "card", frame: Rect(x: 0, y: 1.0 / 3, width: 390, height: -0.0),
          navigationStack: []
        ),
      ],
      dimAlpha: 0.75,
      transition: .init(kind: "dismiss", interactive: true, progress: 0.42),
      controls: [
        .init(
          title: "Push next", frame: Rect(x: 24, y: 300, width: 342, height: 52), highlighted: false
        ),
        .init(
          title: "Say \"hi\"", frame: Rect(x: 0.1, y: 0, width: 1, height: 1), highlighted: true),
      ],
      activationCount: 3, lastActivated: "Push next", simulationRate: 0.25, isPaused: true,
      focused: "Present card"),
    tuningPreset: "fluid", tuningOverrides: ["sheet.duration": 0.5, "dismiss.threshold": 0.4])

  @Test func encodingIsPinned() {
    let expected = """
      {
        "frame": 412,
        "navigationStack": ["root", "page-1"],
        "presented": [
          {
            "screen": "list",
            "frame": [0, 312.5, 390, 531.5],
            "navigationStack": ["list"],
            "contentOffset": 120.5,
            "detent": "fraction:0.4"
          },
          {
            "screen": "card",
            "frame": [0, 0.3333333333333333, 390, -0],
            "navigationStack": [],
            "contentOffset": null,
            "detent": null
          }
        ],
        "dimAlpha": 0.75,
        "transition": {
          "kind": "dismiss",
          "interactive": true,
          "progress": 0.42
        },
        "controls": [
          {
            "title": "Push next",
            "frame": [24, 300, 342, 52],
            "highlighted": false
          },
          {
            "title": "Say \\"hi\\"",
            "frame": [0.1, 0, 1, 1],
            "highlighted": true
          }
        ],
        "activationCount": 3,
        "lastActivated": "Push next",
        "focused": "Present card",
        "simulation": {"rate": 0.25, "paused": true},
        "tuning": {"preset": "fluid", "overrides": {"dismiss.threshold": 0.4, "sheet.duration": 0.5}}
      }

      """
    #expect(StateSnapshotJSON.encode(Self.snapshot) == expected)
  }

  @Test func emptySnapshotIsPinned() throws {
    let empty = PlaygroundState(
      engine: StateSnapshot(
        frame: 0, navigationStack: ["root"], presented: [], dimAlpha: 0, transition: nil,
        controls: [], activationCount: 0, lastActivated: nil))
    let expected = """
      {
        "frame": 0,
        "navigationStack": ["root"],
        "presented": [],
        "dimAlpha": 0,
        "transition": null,
        "controls": [],
        "activationCount": 0,
        "lastActivated": null,
        "focused": null,
        "simulation": {"rate": 1, "paused": false},
        "tuning": {"preset": "seed", "overrides": {}}
      }

      """
    #expect(StateSnapshotJSON.encode(empty) == expected)
    #expect(try StateSnapshotJSON.decode(expected, file: "s.json") == empty)
  }

  @Test func decodeInvertsEncodeBitExact() throws {
    let decoded = try StateSnapshotJSON.decode(
      StateSnapshotJSON.encode(Self.snapshot), file: "s.json")
    #expect(decoded == Self.snapshot)
    #expect(decoded.presented[1].frame.height.sign == .minus)
    #expect(decoded.presented[1].frame.minY.bitPattern == (1.0 / 3).bitPattern)
  }

  /// Files written before sheets had detents have no `detent` member: they still read, as
  /// a presentation without one; a detent of the wrong type is refused by name.
  @Test func decodeReadsFilesWithoutDetent() throws {
    let text = #"""
      {"frame":7,"navigationStack":["root"],"presented":[{"screen":"text",
      "frame":[0,500,390,344],"navigationStack":["text"],"contentOffset":null}],"dimAlpha":0.75,
      "transition":null,"controls":[],"activationCount":0,"lastActivated":null,
      "simulation":{"rate":1,"paused":false},"tuning":{"preset":"seed","overrides":{}}}
      """#
    let decoded = try StateSnapshotJSON.decode(text, file: "old.json")
    #expect(decoded.presented.map(\.detent) == [nil])
    let wrong = text.replacingOccurrences(of: #""contentOffset":null"#, with: #""detent":3"#)
    #expect(throws: RecordingError.self) { try StateSnapshotJSON.decode(wrong, file: "s.json") }
  }

  /// Files written before the keyboard focus have no top-level `focused`: they read as
  /// nothing focused; a focused control of the wrong type is refused by name.
  @Test func decodeReadsFilesWithoutFocused() throws {
    let text = #"""
      {"frame":7,"navigationStack":["root"],"presented":[],"dimAlpha":0,
      "transition":null,"controls":[],"activationCount":0,"lastActivated":null,
      "simulation":{"rate":1,"paused":false},"tuning":{"preset":"seed","overrides":{}}}
      """#
    #expect(try StateSnapshotJSON.decode(text, file: "old.json").focused == nil)
    let named = text.replacingOccurrences(
      of: #""lastActivated":null"#, with: #""lastActivated":null,"focused":"Close""#)
    #expect(try StateSnapshotJSON.decode(named, file: "new.json").focused == "Close")
    let wrong = text.replacingOccurrences(
      of: #""lastActivated":null"#, with: #""lastActivated":null,"focused":3"#)
    do {
      _ = try StateSnapshotJSON.decode(wrong, file: "s.json")
      Issue.record("a number as the focused control was read")
    } catch {
      #expect(error.reason.contains("focused"), "\(error.reason)")
    }
  }

  @Test func decodeAcceptsCompactJSONInAnyKeyOrder() throws {
    let text = #"""
      {"lastActivated":null,"activationCount":0,"controls":[],"transition":null,"dimAlpha":0.5,
      "presented":[],"navigationStack":[],"frame":7,"simulation":{"paused":false,"rate":1},
      "tuning":{"overrides":{},"preset":"seed"}}
      """#
    let decoded = try StateSnapshotJSON.decode(text, file: "s.json")
    #expect(decoded.frame == 7)
    #expect(decoded.dimAlpha == 0.5)
  }

  @Test func decodeErrorsNameLineOrField() {
    let syntax = #expect(throws: RecordingError.self) {
      try StateSnapshotJSON.decode("{\n  \"frame\": 1,\n  oops\n}", file: "s.json")
    }
    #expect(syntax?.description.hasPrefix("s.json:3: invalid JSON") == true)

    var text = StateSnapshotJSON.encode(Self.snapshot)
    text = text.replacingOccurrences(of: "[24, 300, 342, 52]", with: "[24, 300, 342]")
    let field = #expect(throws: RecordingError.self) {
      try StateSnapshotJSON.decode(text, file: "s.json")
    }
    #expect(
      field?.description
        == #"s.json: field "controls[0].frame" must be [x, y, width, height], 4 numbers"#)

    let missing = #expect(throws: RecordingError.self) {
      try StateSnapshotJSON.decode(#"{"frame": 1}"#, file: "s.json")
    }
    #expect(missing?.description == #"s.json: missing field "navigationStack""#)
  }

  @Test func writeIsAtomicAndReadable() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("state.json")
    try StateSnapshotJSON.write(Self.snapshot, to: path)
    #expect(try directory.contents() == ["state.json"])
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text == StateSnapshotJSON.encode(Self.snapshot))
    let missing = #expect(throws: RecordingError.self) {
      try StateSnapshotJSON.write(Self.snapshot, to: directory.file("no/state.json"))
    }
    #expect(missing?.reason.contains("does not exist") == true)
  }
}
