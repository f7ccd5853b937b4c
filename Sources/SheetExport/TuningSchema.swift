import Foundation
import SheetTuning

/// The JSON Schema (draft 2020-12) of tuning files, made from `Tuning.parameters` like the
/// parser's checks: each key's type (boolean, integer or number), range and description, the
/// preset enum, `$schema` as a string, and no other key. Checked in as
/// `Assets/tuning.schema.json` (a test keeps the file equal to this text), so a file that
/// names it with `"$schema"` is completed and checked by editors.
public enum TuningSchema {
  /// The schema's text, two-space indented, newline-terminated.
  public static var text: String {
    var properties = [
      member(
        "$schema",
        ["\"type\": \"string\"", "\"description\": \"Where editors find this schema; ignored.\""]),
      member(
        "preset",
        [
          "\"enum\": [" + TuningPreset.acceptedNames.map { "\"\($0)\"" }.joined(separator: ", ")
            + "]",
          "\"default\": \"\(TuningPreset.standard.name)\"",
          "\"description\": \"The preset the other keys override (\(TuningPreset.standard.name) "
            + "when absent; seed and fluid are classic's and ios18's old names).\"",
        ]),
    ]
    properties += Tuning.parameters.map { member($0.key, fields(of: $0)) }
    return """
      {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "Sheet Playground tuning file",
        "description": "A preset and the keys that differ from it (playground tuning --keys).",
        "type": "object",
        "properties": {
      \(properties.joined(separator: ",\n"))
        },
        "additionalProperties": false
      }

      """
  }

  private static func fields(of parameter: TuningParameter) -> [String] {
    let unit = parameter.unit.isEmpty ? "" : " (\(parameter.unit))"
    let sentence =
      parameter.summary.hasSuffix(".") ? String(parameter.summary.dropLast()) : parameter.summary
    let values =
      "; "
      + TuningPreset.allCases.map {
        "\($0.name) \(TuningKeyReference.value(parameter.defaultValue(for: $0), parameter))"
      }.joined(separator: ", ") + "."
    let description = "\"description\": \"\(escaped(sentence + unit + values))\""
    switch parameter.kind {
    case .bool:
      return ["\"type\": \"boolean\"", description]
    case .int, .double:
      let type = parameter.kind == .int ? "integer" : "number"
      return [
        "\"type\": \"\(type)\"", "\"minimum\": \(number(parameter.range.lowerBound))",
        "\"maximum\": \(number(parameter.range.upperBound))", description,
      ]
    }
  }

  private static func member(_ key: String, _ fields: [String]) -> String {
    "    \"\(escaped(key))\": {" + fields.joined(separator: ", ") + "}"
  }

  /// The shortest text that reads back as `value`, integral values without a fraction.
  private static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : value.description
  }

  private static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
  }
}
