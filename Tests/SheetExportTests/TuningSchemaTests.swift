import Foundation
import SheetExport
import SheetPlayback
import SheetTesting
import SheetTuning
import Testing

/// `Assets/tuning.schema.json` is the generated schema, and a real validator (Debian's
/// python3-jsonschema, Draft 2020-12) agrees with our strict parser: it accepts both presets
/// and every checked-in tuning file, and refuses what the parser refuses on a table of cases.
@Suite struct TuningSchemaTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static let refused: [(String, String)] = [
    ("wrong type: string", #"{"sheet.duration": "0.4"}"#),
    ("wrong type: number for a switch", #"{"dismiss.useSpring": 1}"#),
    ("wrong type: fraction for a count", #"{"list.rowCount": 2.5}"#),
    ("wrong type: switch for a number", #"{"sheet.dimAlpha": true}"#),
    ("below range", #"{"sheet.duration": 0.001}"#),
    ("above range", #"{"list.rowCount": 10001}"#),
    ("above range, preset fluid", #"{"preset": "fluid", "navigation.edgeWidth": 101}"#),
    ("unknown key", #"{"sheet.duraton": 0.4}"#),
    ("unknown preset", #"{"preset": "bouncy"}"#),
    ("preset not a string", #"{"preset": 1}"#),
    ("schema not a string", #"{"$schema": 3}"#),
    ("not an object", #"[1, 2]"#),
  ]

  @Test func checkedInSchemaIsTheGeneratedOne() throws {
    let path = Self.root.appendingPathComponent("Assets/tuning.schema.json").path
    let text = String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
    #expect(text == TuningSchema.text, "regenerate: playground tuning --schema > \(path)")
  }

  @Test func validatorAgreesWithTheParser() throws {
    var accepted: [(String, String)] = [
      ("seed export", ExportDocument.text(for: .seed, target: .json)),
      ("fluid export", ExportDocument.text(for: .fluid, target: .json)),
      ("naming the schema", #"{"$schema": "tuning.schema.json", "preset": "fluid"}"#),
    ]
    for file in try Self.checkedInTuningFiles() {
      accepted.append((file.lastPathComponent, try String(contentsOf: file, encoding: .utf8)))
    }
    for (name, text) in accepted {
      #expect(throws: Never.self, "\(name)") {
        try TuningFile.decode(Array(text.utf8), file: name)
      }
    }
    for (name, text) in Self.refused {
      #expect(throws: TuningFileError.self, "\(name)") {
        try TuningFile.decode(Array(text.utf8), file: name)
      }
    }
    let verdicts = try Self.validate(accepted.map(\.1) + Self.refused.map(\.1))
    #expect(verdicts.count == accepted.count + Self.refused.count)
    for (index, (name, _)) in accepted.enumerated() {
      #expect(verdicts[index] == "valid", "\(name): \(verdicts[index])")
    }
    for (index, (name, _)) in Self.refused.enumerated() {
      #expect(verdicts[accepted.count + index] != "valid", "schema accepts \(name)")
    }
  }

  static func checkedInTuningFiles() throws -> [URL] {
    let recordings = root.appendingPathComponent("Tests/PlaygroundTests/Recordings")
    let names = try FileManager.default.contentsOfDirectory(atPath: recordings.path)
    return [root.appendingPathComponent("Assets/tuning.json")]
      + names.filter { $0.hasSuffix(".tuning.json") }.sorted().map {
        recordings.appendingPathComponent($0)
      }
  }

  /// One verdict per instance from python3-jsonschema: "valid" or its first error.
  static func validate(_ instances: [String]) throws -> [String] {
    let schema = root.appendingPathComponent("Assets/tuning.schema.json").path
    return try JSONSchemaCheck.verdicts(
      schema: String(contentsOfFile: schema, encoding: .utf8), instances: instances)
  }
}
