import SheetFiles
import SheetJSON
import SheetSession

/// The JSON form of a ``SessionState``: one playground's state is the snapshot itself, so
/// every single-device file reads and writes as before; a compare session's is
/// `{"variants": [{"label": "seed", ...snapshot}, {"label": "fluid", ...snapshot}]}`, each
/// side's snapshot fields (in their usual order) after its label.
extension StateSnapshotJSON {
  public static func encode(_ state: SessionState) -> String {
    switch state {
    case .single(let snapshot):
      return encode(snapshot)
    case .variants(let variants):
      let sides = variants.map { variant in
        // The snapshot's members, one level deeper: its braces go, its lines move in by 4.
        let members = encode(variant.state).split(separator: "\n").dropFirst().dropLast()
          .map { "    " + $0 }
        return "    {\n      \"label\": \(JSONText.string(variant.label)),\n"
          + members.joined(separator: "\n") + "\n    }"
      }
      return "{\n  \"variants\": [\n" + sides.joined(separator: ",\n") + "\n  ]\n}\n"
    }
  }

  /// ``encode(_:)-(SessionState)`` on one line, as recordings hold it.
  public static func encodeLine(_ state: SessionState) -> String {
    switch state {
    case .single(let snapshot): return encodeLine(snapshot)
    case .variants(let variants):
      let sides = variants.map { variant in
        "{\"label\":\(JSONText.string(variant.label)),"
          + encodeLine(variant.state).dropFirst()
      }
      return "{\"variants\":[" + sides.joined(separator: ",") + "]}"
    }
  }

  /// Parses either form (any key order and whitespace); field errors name the path, e.g.
  /// `variants[1].presented[0].frame`.
  public static func decodeSession(
    _ text: String, file: String
  ) throws(RecordingError) -> SessionState {
    try parse(text, file: file, StateSnapshotDecoder.session)
  }

  /// The parsed JSON of `state`'s encoding, for field-by-field comparison.
  static func value(_ state: SessionState) -> JSONValue {
    // The encoder's output always parses; a failure would be a bug in this file.
    try! JSONParser.parse(Array(encodeLine(state).utf8))
  }

  /// Writes `encode(state)` to `path` atomically.
  public static func write(_ state: SessionState, to path: String) throws(RecordingError) {
    do throws(FileError) {
      try AtomicFileWriter.write(encode(state), to: path)
    } catch {
      throw RecordingError(file: path, reason: error.reason)
    }
  }
}
