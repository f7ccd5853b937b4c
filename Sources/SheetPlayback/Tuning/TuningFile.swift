import SheetEngine
import SheetFiles
import SheetJSON
import SheetTuning

/// Reads and writes tuning files (`Assets/tuning.json`, `--tuning FILE`).
///
/// The format is one flat JSON object: an optional `"preset"` (the default preset, ios26,
/// when absent; the old names "seed" and "fluid" read as classic and ios18) and any
/// parameters that differ from it, by their dotted keys. Booleans are `true`/`false`, counts
/// integers, everything else numbers in the parameter's unit:
///
///     { "preset": "ios18", "sheet.duration": 0.4, "navigation.edgeOnly": true }
///
/// Reading refuses rather than repairs: an unknown key, a value of the wrong type or out of
/// range is an error naming the file, line and key, so the caller can keep the last good
/// values and say why. Flat keys keep files diffable and identical to recordings' overrides.
public enum TuningFile {
  /// Far more than any tuning needs; stops a mistaken `--tuning /dev/zero` early.
  public static let maximumFileBytes = 1 << 20
  private static let tooLargeReason = "tuning file is larger than 1 MiB"
  /// The key naming the base preset.
  public static let presetKey = "preset"
  /// The key an editor reads the JSON Schema's location from (`Assets/tuning.schema.json`);
  /// any string, ignored by the playground.
  public static let schemaKey = "$schema"

  /// Reads and validates the tuning file at `path`; errors name `path` as given.
  public static func load(path: String) throws(TuningFileError) -> Tuning {
    try decode(try read(path), file: path)
  }

  /// Validates tuning-file bytes; `file` only names the source in errors. When several
  /// problems exist, a bad preset is reported first, then the first bad key by line.
  public static func decode(_ bytes: [UInt8], file: String) throws(TuningFileError) -> Tuning {
    guard bytes.contains(where: { !isWhitespace($0) }) else {
      throw TuningFileError(file: file, kind: .malformed, reason: "tuning file is empty")
    }
    let value: JSONValue
    let lines: [String: Int]
    do {
      (value, lines) = try JSONParser.parseDocument(bytes)
    } catch {
      throw syntaxError(error, file: file)
    }
    guard case .object(let members, _) = value else {
      throw TuningFileError(
        file: file, line: firstContentLine(bytes), kind: .notAnObject,
        reason: "a tuning file must be a JSON object like {\"preset\": \"seed\"} "
          + "(got \(value.typeDescription))")
    }
    func failure(_ key: String, _ kind: TuningFileError.Kind, _ reason: String)
      -> TuningFileError
    {
      TuningFileError(file: file, line: lines[key], key: key, kind: kind, reason: reason)
    }

    var tuning = try basePreset(members[presetKey], failure) ?? .standard
    if let schema = members[schemaKey] {
      guard case .string = schema else {
        throw failure(
          schemaKey, .wrongType,
          "must be a string naming the schema (got \(schema.typeDescription))")
      }
    }
    let keys = members.keys.filter { $0 != presetKey && $0 != schemaKey }.sorted { a, b in
      let (lineA, lineB) = (lines[a] ?? .max, lines[b] ?? .max)
      return lineA != lineB ? lineA < lineB : a.utf8.lexicographicallyPrecedes(b.utf8)
    }
    for key in keys {
      guard let parameter = Tuning.parameter(forKey: key) else {
        let error = TuningError.unknownKey(key, suggestion: Tuning.closestKey(to: key))
        throw failure(key, .unknownKey, error.reason)
      }
      let member = members[key]!
      guard let number = number(member, for: parameter) else {
        throw failure(key, .wrongType, typeReason(member, for: parameter))
      }
      do {
        try tuning.setValue(number, forKey: key)
      } catch {
        throw failure(key, kind(of: error), error.reason)
      }
    }
    return tuning
  }

  /// The file text for `tuning`: its preset, then every override in key order, one per line,
  /// ending with a newline. Reading it back gives an identical tuning.
  public static func encode(_ tuning: Tuning) -> String {
    var lines = ["  \(JSONText.string(presetKey)): \(JSONText.string(tuning.presetName))"]
    let overrides = tuning.overrides
    for key in overrides.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
      let value = overrides[key]!
      let text =
        switch Tuning.parameter(forKey: key)?.kind {
        case .bool: value != 0 ? "true" : "false"
        case .int: String(Int(value))
        case .double, nil: JSONText.number(value)
        }
      lines.append("  \(JSONText.string(key)): \(text)")
    }
    return "{\n" + lines.joined(separator: ",\n") + "\n}\n"
  }

  /// Writes `tuning` to `path` through a temporary file renamed into place, so a reader (or
  /// a watcher polling the file) never sees half a file.
  public static func save(_ tuning: Tuning, to path: String) throws(TuningFileError) {
    do throws(FileError) {
      try AtomicFileWriter.write(encode(tuning), to: path)
    } catch {
      throw TuningFileError(file: path, kind: .unwritable, reason: error.reason)
    }
  }

  /// The bytes of the file at `path`, size-capped; a FIFO or device in its place (swapped in
  /// during a hot reload, say) is refused without blocking.
  static func read(_ path: String) throws(TuningFileError) -> [UInt8] {
    do throws(FileError) {
      return try RegularFileReader.contents(
        of: path, limit: maximumFileBytes, tooLarge: tooLargeReason)
    } catch {
      throw TuningFileError(file: path, kind: .unreadable, reason: error.reason)
    }
  }

  // MARK: - Decoding helpers

  private static func basePreset(
    _ member: JSONValue?,
    _ failure: (String, TuningFileError.Kind, String) -> TuningFileError
  ) throws(TuningFileError) -> Tuning? {
    guard let member else { return nil }
    guard case .string(let name) = member else {
      throw failure(
        presetKey, .wrongType, "must be a string such as \"ios26\" (got \(member.typeDescription))")
    }
    // An old name is its preset with the values it kept (TuningPreset.aliasOverrides).
    guard let preset = Tuning.preset(named: name) else {
      throw failure(presetKey, .unknownPreset, TuningError.unknownPreset(name).reason)
    }
    return preset
  }

  /// The value in `Double` form when its JSON type suits the parameter's kind.
  private static func number(_ member: JSONValue, for parameter: TuningParameter) -> Double? {
    switch (parameter.kind, member) {
    case (.bool, .bool(let value)): value ? 1 : 0
    case (.double, .number(let value)), (.int, .number(let value)): value
    default: nil
    }
  }

  private static func typeReason(_ member: JSONValue, for parameter: TuningParameter) -> String {
    let range = TuningNumber.text(parameter.range, unit: parameter.unit)
    let expected =
      switch parameter.kind {
      case .bool: "true or false"
      case .int: "an integer in \(range)"
      case .double: "a number in \(range)"
      }
    return "must be \(expected) (got \(member.typeDescription))"
  }

  private static func kind(of error: TuningError) -> TuningFileError.Kind {
    switch error {
    case .unknownKey: .unknownKey
    case .unknownPreset: .unknownPreset
    case .notFinite: .notFinite
    case .notBoolean, .notInteger: .wrongType
    case .outOfRange: .outOfRange
    }
  }

  /// A syntax error at its line, naming the last key read before it.
  private static func syntaxError(_ error: JSONParseError, file: String) -> TuningFileError {
    // The key is named only when the error is on its line: bad JSON on a later line (a
    // trailing comma, a stray word) is not the key's before it, and its line and column say
    // where it is.
    let key = error.lastTopLevelKeyLine == error.line ? error.lastTopLevelKey : nil
    let isNonFinite =
      error.reason.contains("NaN and Infinity") || error.reason.contains("not a finite double")
    return TuningFileError(
      file: file, line: error.line, key: key, kind: isNonFinite ? .notFinite : .malformed,
      reason: error.reason)
  }

  private static func firstContentLine(_ bytes: [UInt8]) -> Int {
    let end = bytes.firstIndex { !isWhitespace($0) } ?? bytes.count
    return 1 + bytes[..<end].lazy.filter { $0 == UInt8(ascii: "\n") }.count
  }

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
      || byte == UInt8(ascii: "\r")
  }
}
