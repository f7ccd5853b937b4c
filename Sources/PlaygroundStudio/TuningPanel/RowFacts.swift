import SheetTuning

/// The facts line under a tuning row's description, so a person tuning knows what a number
/// means and when it shows: the unit ("unit: s"), when a change applies ("applies now" to
/// what is on screen, or "from the next interaction": the next presentation, push, drag or
/// release), and the spring editors that read and write the same key ("shared by the Sheet
/// and Sheet flick springs": dragging either graph changes both).
struct RowFacts: Equatable {
  let parameter: TuningParameter

  /// The unit's words: "unit: s", "switch", or "no unit" for a plain number.
  var unitText: String {
    if parameter.kind == .bool { return "switch" }
    return parameter.unit.isEmpty ? "no unit" : "unit: \(parameter.unit)"
  }

  /// When a change reaches the screen.
  var timingText: String {
    parameter.appliesNow ? "\u{25CF} applies now" : "\u{25CB} from the next interaction"
  }

  /// The springs sharing the key, when more than one editor uses it.
  var sharingText: String? {
    let springs = Tuning.springs(using: parameter.key).map(\.title)
    guard springs.count > 1, let last = springs.last else { return nil }
    let names = springs.dropLast().joined(separator: ", ") + " and " + last
    return "shared by the \(names) springs"
  }

  package var text: String {
    ([unitText, timingText] + [sharingText].compactMap { $0 }).joined(separator: " \u{00B7} ")
  }
}
