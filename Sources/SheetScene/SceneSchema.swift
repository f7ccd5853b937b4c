/// The JSON Schema (draft 2020-12) of scene files, written from ``SceneVocabulary`` like the
/// validator's checks, one `$defs` entry per element. Checked in as
/// `Assets/scene.schema.json` (`playground scene-schema` prints it; a test keeps the file
/// equal), so an editor completes and checks a scene that names it with `"$schema"`.
public enum SceneSchema {
  /// The schema's text, two-space indented, newline-terminated.
  public static var text: String {
    let definitions = SceneVocabulary.elements.map { element in
      "    \(quoted(element.name)): " + object(element, indent: "    ")
    }
    return """
      {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "Sheet Playground scene file",
        "description": \(quoted(SceneVocabulary.element(SceneVocabulary.document).summary)),
        "$ref": "#/$defs/\(SceneVocabulary.document)",
        "$defs": {
      \(definitions.joined(separator: ",\n"))
        }
      }

      """
  }

  private static func object(_ element: SceneElement, indent: String) -> String {
    let inner = indent + "  "
    var lines = [
      "\(inner)\"description\": \(quoted(element.summary))",
      "\(inner)\"type\": \"object\"",
    ]
    let properties = element.fields.map { field in
      "\(inner)  \(quoted(field.key)): {\(type(field.type)), \"description\": \(quoted(field.summary))}"
    }
    lines.append(
      "\(inner)\"properties\": {\n" + properties.joined(separator: ",\n") + "\n\(inner)}")
    let required = element.fields.filter(\.required).map { quoted($0.key) }
    if !required.isEmpty {
      lines.append("\(inner)\"required\": [\(required.joined(separator: ", "))]")
    }
    if !element.exactlyOne.isEmpty {
      let choices = element.exactlyOne.map { "{\"required\": [\(quoted($0))]}" }
      lines.append("\(inner)\"oneOf\": [\(choices.joined(separator: ", "))]")
    }
    lines.append("\(inner)\"additionalProperties\": false")
    return "{\n" + lines.joined(separator: ",\n") + "\n\(indent)}"
  }

  private static func type(_ type: SceneFieldType) -> String {
    switch type {
    case .string: "\"type\": \"string\""
    case .number(let range):
      "\"type\": \"number\", \"minimum\": \(number(range.lowerBound)), \"maximum\": \(number(range.upperBound))"
    case .boolean: "\"type\": \"boolean\""
    case .yes: "\"const\": true"
    case .color: "\"type\": \"string\", \"pattern\": \"^#([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$\""
    case .image:
      "\"type\": \"string\", \"pattern\": \"^(?!/)(?!.*(^|/)\\\\.\\\\.(/|$))[^\\\\u0000-\\\\u001f]*\\\\.([Pp][Nn][Gg]|[Jj][Pp][Ee]?[Gg])$\""
    case .screen: "\"type\": \"string\", \"minLength\": 1"
    case .oneOf(let words): "\"enum\": [\(words.map(quoted).joined(separator: ", "))]"
    case .element(let name): "\"$ref\": \"#/$defs/\(name)\""
    case .array(let element): "\"type\": \"array\", \"items\": {\(self.type(element))}"
    case .map(let value):
      "\"type\": \"object\", \"propertyNames\": {\"minLength\": 1}, \"additionalProperties\": {\(self.type(value))}"
    }
  }

  private static func number(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }

  private static func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
