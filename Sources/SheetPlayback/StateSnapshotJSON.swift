import SheetEngine
import SheetFiles
import SheetJSON
import SheetSession

/// The JSON form of `PlaygroundState` that `--state-out` writes and tests compare.
///
/// Output is deterministic so files can be diffed and pinned: 2-space indentation, keys in
/// this fixed order, a trailing newline:
///
///     frame, navigationStack, presented (screen, frame, navigationStack, contentOffset,
///     detent),
///     dimAlpha, transition (kind, interactive, progress, or null), controls (title, frame,
///     highlighted), activationCount, lastActivated (string or null), focused (the title
///     of the control with the keyboard focus, or null), textFields (name, text, selection
///     or null; only when a field is on screen, so older states encode as they did), keyboard
///     (inset, hardware; only while the software keyboard is up or in hardware mode),
///     textSize (only when not "large"), simulation (rate, paused), tuning
///     (preset, overrides with sorted keys)
///
/// Rects are `[x, y, width, height]`; arrays of strings and numbers stay on one line, arrays
/// of objects put each object on its own lines. Numbers use the shortest text that reads
/// back bit-identical, integral ones without ".0". The engine never produces non-finite
/// values; if one slipped through it is written as `null`, which `decode` then refuses.
public enum StateSnapshotJSON {
  public static func encode(_ snapshot: PlaygroundState) -> String {
    let number = JSONText.number
    let string = JSONText.string
    var out = "{\n"
    out += "  \"frame\": \(snapshot.frame),\n"
    out += "  \"navigationStack\": \(stringArray(snapshot.navigationStack)),\n"
    out += "  \"presented\": "
    out += objectArray(snapshot.presented) { screen in
      [
        "\"screen\": \(string(screen.screen))",
        "\"frame\": \(rect(screen.frame))",
        "\"navigationStack\": \(stringArray(screen.navigationStack))",
        "\"contentOffset\": \(screen.contentOffset.map(number) ?? "null")",
        "\"detent\": \(screen.detent.map(string) ?? "null")",
      ]
    }
    out += ",\n"
    out += "  \"dimAlpha\": \(number(snapshot.dimAlpha)),\n"
    out += "  \"transition\": "
    if let transition = snapshot.transition {
      out += "{\n"
      out += "    \"kind\": \(string(transition.kind)),\n"
      out += "    \"interactive\": \(transition.interactive),\n"
      out += "    \"progress\": \(number(transition.progress))\n"
      out += "  }"
    } else {
      out += "null"
    }
    out += ",\n"
    out += "  \"controls\": "
    out += objectArray(snapshot.controls) { control in
      [
        "\"title\": \(string(control.title))",
        "\"frame\": \(rect(control.frame))",
        "\"highlighted\": \(control.highlighted)",
      ]
    }
    out += ",\n"
    out += "  \"activationCount\": \(snapshot.activationCount),\n"
    out += "  \"lastActivated\": \(snapshot.lastActivated.map(string) ?? "null"),\n"
    out += "  \"focused\": \(snapshot.focused.map(string) ?? "null"),\n"
    out += textFields(snapshot.textFields)
    if snapshot.keyboardInset != 0 || snapshot.hardwareKeyboard {
      out += "  \"keyboard\": {\"inset\": \(JSONText.number(snapshot.keyboardInset)), "
      out += "\"hardware\": \(snapshot.hardwareKeyboard)},\n"
    }
    if snapshot.textSize != ContentSizeCategory.standard.rawValue {
      out += "  \"textSize\": \(string(snapshot.textSize)),\n"
    }
    out += "  \"simulation\": {\"rate\": \(number(snapshot.simulationRate)), "
    out += "\"paused\": \(snapshot.isPaused)},\n"
    let overrides = snapshot.tuningOverrides.keys.sorted().map { key in
      "\(string(key)): \(number(snapshot.tuningOverrides[key] ?? 0))"
    }
    out += "  \"tuning\": {\"preset\": \(string(snapshot.tuningPreset)), "
    out += "\"overrides\": {\(overrides.joined(separator: ", "))}}\n"
    out += "}\n"
    return out
  }

  /// The same document on one line, as recordings hold it in checkpoint and end lines.
  ///
  /// Derived from ``encode(_:)`` by dropping each line break with the indentation after it:
  /// strings never hold a raw line break (JSON escapes it), so only layout is removed, and
  /// the two forms cannot drift apart field by field.
  public static func encodeLine(_ snapshot: PlaygroundState) -> String {
    var line = ""
    var skippingIndentation = false
    for character in encode(snapshot).unicodeScalars {
      if character == "\n" {
        skippingIndentation = true
      } else if skippingIndentation, character == " " {
        continue
      } else {
        skippingIndentation = false
        line.unicodeScalars.append(character)
      }
    }
    return line
  }

  /// Parses snapshot JSON (any key order and whitespace). Syntax errors carry the line;
  /// field errors name the field's path, e.g. `presented[0].frame`.
  public static func decode(_ text: String, file: String) throws(RecordingError) -> PlaygroundState
  {
    try parse(text, file: file, StateSnapshotDecoder.snapshot)
  }

  /// `text` parsed as JSON and decoded by `decode`: syntax errors carry the line, field
  /// errors the field's path.
  static func parse<State>(
    _ text: String, file: String, _ decode: (JSONValue) throws(FieldError) -> State
  ) throws(RecordingError) -> State {
    let value: JSONValue
    do throws(JSONParseError) {
      value = try JSONParser.parse(Array(text.utf8))
    } catch {
      throw RecordingError(file: file, line: error.line, reason: error.reason)
    }
    do throws(FieldError) {
      return try decode(value)
    } catch {
      throw RecordingError(file: file, reason: error.reason)
    }
  }

  /// Writes `encode(snapshot)` to `path` atomically (temporary file, `fsync`, rename).
  public static func write(_ snapshot: PlaygroundState, to path: String) throws(RecordingError) {
    do throws(FileError) {
      try AtomicFileWriter.write(encode(snapshot), to: path)
    } catch {
      throw RecordingError(file: path, reason: error.reason)
    }
  }

  /// The `textFields` member and its line end, or nothing on a screen without a field.
  private static func textFields(_ fields: [StateSnapshot.TextFieldState]) -> String {
    guard !fields.isEmpty else { return "" }
    let string = JSONText.string
    let list = objectArray(fields) { field in
      [
        "\"name\": \(string(field.name))", "\"text\": \(string(field.text))",
        "\"selection\": "
          + (field.selection.map { "[\($0.map(String.init).joined(separator: ", "))]" } ?? "null"),
      ]
    }
    return "  \"textFields\": \(list),\n"
  }

  private static func rect(_ rect: Rect) -> String {
    let number = JSONText.number
    return "[\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width)), "
      + "\(number(rect.height))]"
  }

  private static func stringArray(_ strings: [String]) -> String {
    "[" + strings.map(JSONText.string).joined(separator: ", ") + "]"
  }

  /// Objects one level below the top: each at 4 spaces, members at 6.
  private static func objectArray<Element>(
    _ elements: [Element], members: (Element) -> [String]
  ) -> String {
    guard !elements.isEmpty else { return "[]" }
    let objects = elements.map { element in
      "    {\n" + members(element).map { "      " + $0 }.joined(separator: ",\n") + "\n    }"
    }
    return "[\n" + objects.joined(separator: ",\n") + "\n  ]"
  }
}
