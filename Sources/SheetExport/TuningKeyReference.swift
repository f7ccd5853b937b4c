import SheetTuning

/// The key reference for people editing tuning files by hand: one Markdown table row per
/// parameter, made from `Tuning.parameters` (the table the parser validates against), so
/// `playground tuning --keys` and the guide's copy (TuningKeys.md) cannot drift from what files
/// accept (a test compares the guide's table with this one).
public enum TuningKeyReference {
  /// The table, header included, one line per key in panel order, newline-terminated.
  public static var markdown: String {
    var lines = [
      "| key | unit | range | ios26 | ios18 | classic | used by | what it changes |",
      "|---|---|---|---|---|---|---|---|",
    ]
    for parameter in Tuning.parameters {
      let unit = parameter.unit.isEmpty ? "" : parameter.unit
      let cells = [
        "`\(parameter.key)`", unit, range(parameter), value(parameter.ios26Value, parameter),
        value(parameter.ios18Value, parameter), value(parameter.classicValue, parameter),
        usedBy(parameter), parameter.summary.replacingPipes,
      ]
      lines.append("| " + cells.joined(separator: " | ") + " |")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The presets whose motion the key changes: a preset that moves the sheet along its
  /// curve, say, does not use the springs' keys (``Tuning/unusedReason(forKey:)``, the rule
  /// the studio marks unused rows by).
  static func usedBy(_ parameter: TuningParameter) -> String {
    let presets: [(String, Tuning)] = [("ios26", .ios26), ("ios18", .ios18), ("classic", .classic)]
    let users = presets.filter { $0.1.unusedReason(forKey: parameter.key) == nil }.map(\.0)
    switch users.count {
    case presets.count: return "all"
    case 0: return "none"
    default: return users.joined(separator: ", ")
    }
  }

  static func range(_ parameter: TuningParameter) -> String {
    switch parameter.kind {
    case .bool: "true / false"
    case .int, .double:
      "\(number(parameter.range.lowerBound)) to \(number(parameter.range.upperBound))"
    }
  }

  static func value(_ value: Double, _ parameter: TuningParameter) -> String {
    switch parameter.kind {
    case .bool: value != 0 ? "true" : "false"
    case .int: String(Int(value))
    case .double: number(value)
    }
  }

  /// Up to four significant decimals: enough to tell 0.9999 from 1 and 0.3003 from 0.3.
  static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e9
      ? String(Int(value)) : ExportNumber.fixed(value, places: 4)
  }
}

extension String {
  /// The text with `|` escaped for a Markdown table cell.
  fileprivate var replacingPipes: String {
    split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
  }
}
