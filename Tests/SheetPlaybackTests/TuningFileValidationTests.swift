import Foundation
import SheetEngine
import SheetPlayback
import SheetTuning
import Testing

/// Every kind of bad tuning file gives one line naming the file, the line and the key.
@Suite struct TuningFileValidationTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var text: String
    var kind: TuningFileError.Kind
    var message: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "missing comma",
      text: "{\n  \"preset\": \"seed\",\n  \"sheet.duration\": 0.4\n"
        + "  \"sheet.dimAlpha\": 0.5\n}\n", kind: .malformed,
      message: "t.json:4: key 'sheet.dimAlpha': invalid JSON: expected ',' or '}', found '\"'"
        + " at column 3"),
    Case(
      name: "trailing comma", text: "{\n  \"sheet.duration\": 0.4,\n}\n", kind: .malformed,
      message: "t.json:3: invalid JSON: expected a quoted key, found '}' at column 1"),
    Case(
      name: "a stray word after a key", text: "{\n  \"sheet.duration\": 0.4,\n  oops\n}\n",
      kind: .malformed,
      message: "t.json:3: invalid JSON: expected a quoted key, found 'o' at column 3"),
    Case(
      name: "a bad value on its key's line", text: "{\n  \"sheet.duration\": 0.4.5\n}\n",
      kind: .malformed,
      message: "t.json:2: key 'sheet.duration': invalid JSON: expected ',' or '}', found '.'"
        + " at column 24"),
    Case(
      name: "syntax error before any key", text: "\n\n{ preset: 1 }", kind: .malformed,
      message: "t.json:3: invalid JSON: expected a quoted key, found 'p' at column 3"),
    Case(
      name: "empty", text: " \n", kind: .malformed, message: "t.json: tuning file is empty"),
    Case(
      name: "not an object", text: "\n[1, 2]\n", kind: .notAnObject,
      message: "t.json:2: a tuning file must be a JSON object like {\"preset\": \"seed\"}"
        + " (got an array)"),
    Case(
      name: "unknown key", text: "{\n  \"preset\": \"seed\",\n  \"sheet.duraton\": 0.4\n}",
      kind: .unknownKey,
      message: "t.json:3: key 'sheet.duraton': unknown key (did you mean 'sheet.duration'?)"),
    Case(
      name: "unknown key, nothing close", text: "{\"banana\": 1}", kind: .unknownKey,
      message: "t.json:1: key 'banana': unknown key"),
    Case(
      name: "string for a number", text: "{\n\"sheet.duration\": \"0.4\"}", kind: .wrongType,
      message: "t.json:2: key 'sheet.duration': must be a number in 0.01...5 s (got a string)"),
    Case(
      name: "number for a switch", text: "{\"dismiss.useSpring\": 1}", kind: .wrongType,
      message: "t.json:1: key 'dismiss.useSpring': must be true or false (got a number)"),
    Case(
      name: "null for a number", text: "{\"gesture.slop\": null}", kind: .wrongType,
      message: "t.json:1: key 'gesture.slop': must be a number in 0...50 pt (got null)"),
    Case(
      name: "fraction for a count", text: "{\"list.rowCount\": 2.5}", kind: .wrongType,
      message: "t.json:1: key 'list.rowCount': must be an integer (got 2.5)"),
    Case(
      name: "boolean for a count", text: "{\"list.rowCount\": true}", kind: .wrongType,
      message: "t.json:1: key 'list.rowCount': must be an integer in 0...10000 (got a boolean)"),
    Case(
      name: "out of range", text: "{\n\n  \"sheet.duration\": 35\n}", kind: .outOfRange,
      message: "t.json:3: key 'sheet.duration': 35 is out of range 0.01...5 s"),
    Case(
      name: "out of range below", text: "{\"navigation.velocityThreshold\": -1}",
      kind: .outOfRange,
      message: "t.json:1: key 'navigation.velocityThreshold': -1 is out of range 0...10000 pt/s"),
    Case(
      name: "NaN", text: "{\n  \"sheet.dimAlpha\": NaN\n}", kind: .notFinite,
      message: "t.json:2: key 'sheet.dimAlpha': invalid JSON: NaN and Infinity are not JSON"
        + " numbers at column 21"),
    Case(
      name: "infinity", text: "{\"sheet.dimAlpha\": -Infinity}", kind: .notFinite,
      message: "t.json:1: key 'sheet.dimAlpha': invalid JSON: NaN and Infinity are not JSON"
        + " numbers at column 21"),
    Case(
      name: "overflow", text: "{\"gesture.slop\": 1e999}", kind: .notFinite,
      message: "t.json:1: key 'gesture.slop': invalid JSON: number 1e999 is out of range"
        + " (not a finite double) at column 18"),
    Case(
      name: "unknown preset", text: "{\"sheet.duration\": 0.4,\n \"preset\": \"reference\"}",
      kind: .unknownPreset,
      message:
        "t.json:2: key 'preset': unknown preset 'reference' (expected ios26, ios18 or classic)"),
    Case(
      name: "preset not a string", text: "{\"preset\": 1}", kind: .wrongType,
      message: "t.json:1: key 'preset': must be a string such as \"ios26\" (got a number)"),
    Case(
      name: "duplicate key", text: "{\"gesture.slop\": 1,\n\"gesture.slop\": 2}",
      kind: .malformed,
      message: "t.json:2: key 'gesture.slop': invalid JSON: duplicate key \"gesture.slop\""
        + " at column 1"),
  ]

  @Test(arguments: cases)
  func badFileIsRefusedWithOneLine(_ testCase: Case) {
    let error = #expect(throws: TuningFileError.self) {
      try TuningFile.decode(Array(testCase.text.utf8), file: "t.json")
    }
    #expect(error?.kind == testCase.kind)
    #expect(error?.description == testCase.message)
    #expect(error?.description.contains("\n") == false)
  }

  @Test func firstBadKeyByLineIsReported() {
    let text = "{\n\"zoom.duration\": 99,\n\"a.b\": 1,\n\"card.dimAlpha\": 2\n}"
    let error = #expect(throws: TuningFileError.self) {
      try TuningFile.decode(Array(text.utf8), file: "t.json")
    }
    #expect(error?.line == 2)
    #expect(error?.key == "zoom.duration")
  }

  @Test func escapedKeysAreLocated() {
    let text = "{\n\"preset\": \"seed\",\n\n\"sheet\\u002eduration\": \"x\"\n}"
    let error = #expect(throws: TuningFileError.self) {
      try TuningFile.decode(Array(text.utf8), file: "t.json")
    }
    #expect(error?.line == 4)
    #expect(error?.key == "sheet.duration")
  }

  @Test func missingFileNamesOnlyTheFile() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("absent.json")
    let error = #expect(throws: TuningFileError.self) { try TuningFile.load(path: path) }
    #expect(error?.kind == .unreadable)
    #expect(error?.description == "\(path): cannot open: no such file or directory")
    #expect(error?.recordingError.description == error?.description)
  }

  @Test func controlCharactersInKeysCannotAddLines() {
    let text = "{\"bad\\nkey\": 1}"
    let error = #expect(throws: TuningFileError.self) {
      try TuningFile.decode(Array(text.utf8), file: "t.json")
    }
    #expect(error?.description == "t.json:1: key 'bad?key': unknown key")
  }

  @Test func presetAloneAndEmptyObjectAreValid() throws {
    // No preset: the default, ios26.
    #expect(try TuningFile.decode(Array("{}".utf8), file: "t.json") == .ios26)
    let ios18 = try TuningFile.decode(Array("{\"preset\": \"ios18\"}".utf8), file: "t.json")
    #expect(ios18 == .ios18)
    // The old names read as the presets they became.
    let fluid = try TuningFile.decode(Array("{\"preset\": \"fluid\"}".utf8), file: "t.json")
    #expect(fluid == .fluid && fluid.basePreset == .ios18)
    let seed = try TuningFile.decode(Array("{\"preset\": \"seed\"}".utf8), file: "t.json")
    #expect(seed == .seed && seed.rebased(on: .classic) == .classic)
  }

  @Test func overridesApplyOverTheNamedPreset() throws {
    let text = """
      {
        "dismiss.useSpring": false,
        "preset": "fluid",
        "list.rowCount": 100,
        "sheet.duration": 0.5
      }
      """
    let tuning = try TuningFile.decode(Array(text.utf8), file: "t.json")
    #expect(tuning.basePreset == .ios18)
    #expect(!tuning.dismiss.useSpring)
    #expect(tuning.list.rowCount == 100)
    #expect(tuning.sheet.duration == 0.5)
    #expect(tuning.springs.flickDamping == 0.58)
  }
}
