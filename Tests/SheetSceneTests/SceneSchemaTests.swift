import Foundation
import SheetScene
import SheetTesting
import Testing

/// The schema made from the vocabulary and the parser made from it agree, as a real
/// validator (python3-jsonschema, Draft 2020-12) sees it: both accept the checked-in scenes
/// and both refuse each case of a table.
@Suite struct SceneSchemaTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static let refused: [(String, String)] = [
    ("no root", ##"{"screens": {}}"##),
    ("unknown key", ##"{"root": {"title": "A", "colour": "#FFFFFF"}}"##),
    ("bad colour", ##"{"root": {"title": "A", "background": {"color": "red"}}}"##),
    (
      "two backgrounds",
      ##"{"root": {"title": "A", "background": {"color": "#FFFFFF", "image": "a.png"}}}"##
    ),
    ("not an image", ##"{"root": {"title": "A", "background": {"image": "a.gif"}}}"##),
    ("image outside", ##"{"root": {"title": "A", "background": {"image": "../a.png"}}}"##),
    (
      "button with both",
      ##"{"root": {"title": "A", "buttons": [{"title": "B", "opens": "x", "closes": true}]}, "screens": {"x": {"card": {}}}}"##
    ),
    ("closes false", ##"{"root": {"title": "A", "buttons": [{"title": "B", "closes": false}]}}"##),
    ("two kinds", ##"{"root": {"title": "A"}, "screens": {"x": {"card": {}, "zoom": {}}}}"##),
    ("unknown builtin", ##"{"root": {"title": "A"}, "screens": {"x": {"builtin": "form"}}}"##),
    (
      "bad detent",
      ##"{"root": {"title": "A"}, "screens": {"x": {"sheet": {"detents": ["half"]}}}}"##
    ),
    (
      "radius too large",
      ##"{"root": {"title": "A"}, "screens": {"x": {"sheet": {"cornerRadius": 61}}}}"##
    ),
    ("page without title", ##"{"root": {"title": "A"}, "screens": {"x": {"page": {}}}}"##),
    (
      "two content kinds",
      ##"{"root": {"title": "A"}, "screens": {"x": {"card": {"content": [{"text": "a", "list": []}]}}}}"##
    ),
  ]

  static func checkedInScenes() throws -> [(String, String)] {
    let folders = ["Tests/PlaygroundTests/Recordings/scenes/photo", "Assets/scenes"]
    var scenes: [(String, String)] = []
    for folder in folders {
      let url = root.appendingPathComponent(folder)
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: url.path) else {
        continue
      }
      for name in names.sorted() where name.hasSuffix(".json") {
        scenes.append(
          (name, try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)))
      }
    }
    return scenes
  }

  @Test func validatorAgreesWithTheParser() throws {
    let accepted = try Self.checkedInScenes()
    #expect(!accepted.isEmpty)
    for (name, text) in accepted {
      #expect(throws: Never.self, "\(name)") { try SceneParser.parse(Array(text.utf8)) }
    }
    for (name, text) in Self.refused {
      #expect(throws: SceneError.self, "\(name)") { try SceneParser.parse(Array(text.utf8)) }
    }
    let verdicts = try Self.validate(accepted.map(\.1) + Self.refused.map(\.1))
    #expect(verdicts.count == accepted.count + Self.refused.count)
    for (index, (name, _)) in accepted.enumerated() where index < verdicts.count {
      #expect(verdicts[index] == "valid", "\(name): \(verdicts[index])")
    }
    for (index, (name, _)) in Self.refused.enumerated()
    where accepted.count + index < verdicts.count {
      #expect(verdicts[accepted.count + index] != "valid", "schema accepts \(name)")
    }
  }

  /// One verdict per instance from python3-jsonschema, against the generated schema.
  static func validate(_ instances: [String]) throws -> [String] {
    try JSONSchemaCheck.verdicts(schema: SceneSchema.text, instances: instances)
  }
}
