import SheetJSON

/// Checks a parsed scene against ``SceneVocabulary``: unknown keys, missing required ones,
/// the exactly-one rules, and every value's type, each error at its own line. What it
/// accepts is exactly what the schema accepts, plus what a schema cannot say: that an
/// `"opens"` names a screen of the file.
enum SceneValidator {
  static func validate(_ node: LocatedJSON, as type: SceneFieldType, at path: String)
    throws(SceneError)
  {
    switch type {
    case .string:
      guard case .string = node.value else { throw mismatch(node, path, "a string") }
    case .number(let range):
      guard case .number(let number) = node.value else { throw mismatch(node, path, "a number") }
      guard range.contains(number) else {
        throw SceneError(
          line: node.line,
          reason: "\(path) is \(number), outside \(range.lowerBound)...\(range.upperBound)")
      }
    case .boolean:
      guard case .bool = node.value else { throw mismatch(node, path, "true or false") }
    case .yes:
      guard case .bool(true) = node.value else { throw mismatch(node, path, "true") }
    case .color:
      guard case .string(let text) = node.value, SceneColor.parse(text) != nil else {
        throw mismatch(node, path, "a colour, #RRGGBB or #RRGGBBAA")
      }
    case .image:
      guard case .string(let text) = node.value, SceneImageName.isValid(text) else {
        throw mismatch(node, path, "an image path relative to the scene (.png, .jpg or .jpeg)")
      }
    case .screen:
      guard case .string(let text) = node.value, !text.isEmpty else {
        throw mismatch(node, path, "a screen's name")
      }
    case .oneOf(let words):
      guard case .string(let text) = node.value, words.contains(text) else {
        throw mismatch(node, path, "one of " + words.map { "\"\($0)\"" }.joined(separator: ", "))
      }
    case .element(let name):
      try validate(node, element: SceneVocabulary.element(name), at: path)
    case .array(let elementType):
      guard case .array(let elements) = node.value else { throw mismatch(node, path, "an array") }
      for (index, element) in elements.enumerated() {
        try validate(element, as: elementType, at: "\(path)[\(index)]")
      }
    case .map(let valueType):
      guard case .object(let members) = node.value else { throw mismatch(node, path, "an object") }
      for member in members {
        guard !member.key.isEmpty else {
          throw SceneError(line: member.line, reason: "\(path) has an empty name")
        }
        try validate(member.value, as: valueType, at: "\(path).\(member.key)")
      }
    }
  }

  private static func validate(
    _ node: LocatedJSON, element: SceneElement, at path: String
  ) throws(SceneError) {
    guard case .object(let members) = node.value else {
      throw mismatch(node, path, "an object (\(element.name))")
    }
    for member in members {
      guard let field = element.fields.first(where: { $0.key == member.key }) else {
        let known = element.fields.map { "\"\($0.key)\"" }.joined(separator: ", ")
        throw SceneError(
          line: member.line,
          reason: "unknown element \"\(member.key)\" in \(path.isEmpty ? "the scene" : path) "
            + "(a \(element.name) has \(known))")
      }
      try validate(
        member.value, as: field.type, at: path.isEmpty ? member.key : "\(path).\(member.key)")
    }
    for field in element.fields
    where field.required && !members.contains(where: { $0.key == field.key }) {
      throw SceneError(line: node.line, reason: "\(label(path, element)) needs \"\(field.key)\"")
    }
    guard !element.exactlyOne.isEmpty else { return }
    let given = members.filter { element.exactlyOne.contains($0.key) }
    guard given.count == 1 else {
      let choices = element.exactlyOne.map { "\"\($0)\"" }.joined(separator: ", ")
      throw SceneError(
        line: given.dropFirst().first?.line ?? node.line,
        reason: "\(label(path, element)) needs exactly one of \(choices)")
    }
  }

  private static func label(_ path: String, _ element: SceneElement) -> String {
    path.isEmpty ? "the \(element.name)" : "\(path) (a \(element.name))"
  }

  private static func mismatch(_ node: LocatedJSON, _ path: String, _ wanted: String) -> SceneError
  {
    SceneError(
      line: node.line,
      reason: "\(path.isEmpty ? "the file" : path) must be \(wanted), not \(node.typeName)")
  }
}

/// The colour syntax scenes use.
public enum SceneColor {
  /// `#RRGGBB` or `#RRGGBBAA` as red, green, blue and alpha in 0...1.
  public static func parse(_ text: String) -> (
    red: Double, green: Double, blue: Double, alpha: Double
  )? {
    let digits = text.utf8.dropFirst()
    guard text.first == "#", digits.count == 6 || digits.count == 8,
      digits.allSatisfy({
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
          || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0 | 0x20)
      }),
      let value = UInt32(text.dropFirst(), radix: 16)
    else { return nil }
    let rgba = digits.count == 8 ? value : value << 8 | 0xFF
    func channel(_ shift: UInt32) -> Double { Double(rgba >> shift & 0xFF) / 255 }
    return (channel(24), channel(16), channel(8), channel(0))
  }
}

/// The image paths scenes may name: relative, inside the scene's folder, PNG or JPEG.
public enum SceneImageName {
  /// Whether `name` is a relative path without `..`, ending in .png, .jpg or .jpeg.
  public static func isValid(_ name: String) -> Bool {
    let lower = name.lowercased()
    guard !name.hasPrefix("/"), !name.split(separator: "/").contains(".."),
      [".png", ".jpg", ".jpeg"].contains(where: lower.hasSuffix),
      !name.unicodeScalars.contains(where: { $0.value < 0x20 })
    else { return false }
    return true
  }
}
