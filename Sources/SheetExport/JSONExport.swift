import SheetTuning

/// The canonical tuning: a tuning file with the preset and every key resolved, in table order
/// (booleans `true`/`false`, counts integers), so it reads back as the identical tuning and a
/// diff between two exports shows every difference. It has no motion model to measure.
enum JSONExport {
  static func render(_ context: ExportContext) -> RenderedExport {
    let tuning = context.inventory.tuning
    var members = ["  \"preset\": \"\(tuning.presetName)\""]
    for parameter in Tuning.parameters {
      let value = tuning.value(forKey: parameter.key) ?? 0
      let text =
        switch parameter.kind {
        case .bool: value != 0 ? "true" : "false"
        case .int: String(Int(value))
        case .double: value.description
        }
      members.append("  \"\(parameter.key)\": \(text)")
    }
    return RenderedExport(
      text: "{\n" + members.joined(separator: ",\n") + "\n}\n", fidelity: [])
  }
}
