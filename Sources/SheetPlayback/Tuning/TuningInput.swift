import SheetJSON
import SheetTuning

/// A tuning read from whatever file a person points at: a tuning file, or a state snapshot
/// (`--state-out`, a checkpoint's state saved alone), whose `"tuning"` member holds the preset
/// and overrides the session ran with. For `playground export`, which takes either.
public enum TuningInput {
  /// The tuning in the file at `path`; errors name the file and, where there is one, the line.
  public static func load(path: String) throws(TuningFileError) -> Tuning {
    let bytes = try TuningFile.read(path)
    if let snapshot = try snapshotTuning(bytes, file: path) { return snapshot }
    return try TuningFile.decode(bytes, file: path)
  }

  /// The tuning of a snapshot, or nil when `bytes` are not one (then they are read as a tuning
  /// file, whose errors are the ones to report).
  static func snapshotTuning(_ bytes: [UInt8], file: String) throws(TuningFileError) -> Tuning? {
    guard case (.object(let members, _), let lines)? = try? JSONParser.parseDocument(bytes) else {
      return nil
    }
    if members["variants"] != nil, members["tuning"] == nil {
      throw TuningFileError(
        file: file, line: lines["variants"], key: "variants", kind: .malformed,
        reason: "a compare snapshot holds one tuning per side; export a side's tuning file")
    }
    guard case .object(let tuning, _)? = members["tuning"] else { return nil }
    func failure(_ reason: String) -> TuningFileError {
      TuningFileError(
        file: file, line: lines["tuning"], key: "tuning", kind: .malformed, reason: reason)
    }
    guard case .string(let preset)? = tuning["preset"] else {
      throw failure("a snapshot's tuning needs a \"preset\" string")
    }
    var overrides: [String: Double] = [:]
    if case .object(let members, _)? = tuning["overrides"] {
      for (key, value) in members {
        guard case .number(let number) = value else {
          throw failure("override '\(key)' must be a number (got \(value.typeDescription))")
        }
        overrides[key] = number
      }
    }
    do {
      return try Tuning(preset: preset, overrides: overrides)
    } catch {
      throw failure(error.reason)
    }
  }
}
