/// Builds an export's text line by line, so each target writes only its own syntax.
struct CodeLines {
  private(set) var lines: [String] = []
  var fidelity: [Fidelity] = []

  mutating func add(_ line: String = "") { lines.append(line) }

  mutating func add(_ more: [String]) { lines.append(contentsOf: more) }

  /// Records a measurement and returns its comment text.
  mutating func measured(
    _ motion: String, form: String, error: Double, loss: String? = nil, travel: Double
  ) -> String {
    let entry = Fidelity(motion: motion, form: form, worstError: error, loss: loss)
    fidelity.append(entry)
    return entry.comment(travel: travel)
  }

  var rendered: RenderedExport {
    RenderedExport(text: lines.joined(separator: "\n") + "\n", fidelity: fidelity)
  }
}

extension ExportedConstant {
  /// The value as a C-family literal of its kind (`0.5`, `20`, `true`).
  var literal: String {
    switch kind {
    case .bool: value != 0 ? "true" : "false"
    case .int: String(Int(value))
    case .double: ExportNumber.double(value)
    }
  }
}
