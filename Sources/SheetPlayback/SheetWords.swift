import SheetEngine

/// The words ``BehaviourDescription`` builds its sentences from: sheets by their screen's
/// name, positions as the y of their top edge (what moves when a sheet is dragged), numbers
/// with a fixed count of decimals so a message reads the same on every machine.
enum SheetWords {
  typealias Sheet = StateSnapshot.PresentedScreen

  /// Sentences for sheets that came, went, moved, changed detent or navigated.
  static func sentences(_ expected: [Sheet], _ actual: [Sheet]) -> [String] {
    var found: [String] = []
    for (index, want) in expected.enumerated() {
      guard index < actual.count, actual[index].screen == want.screen else {
        found.append("expected \(name(want)) presented at y \(y(want)), it is dismissed")
        continue
      }
      let got = actual[index]
      if abs(want.frame.origin.y - got.frame.origin.y) > 0.05 {
        found.append("expected \(name(want)) at y \(y(want)), it is at y \(y(got))")
      }
      if want.detent != got.detent {
        found.append(
          "expected \(name(want)) at the \(quoted(want.detent)) detent, it is at "
            + quoted(got.detent))
      }
      if want.navigationStack != got.navigationStack {
        found.append(
          "expected \(name(want)) showing \(stack(want.navigationStack)), it shows "
            + stack(got.navigationStack))
      }
    }
    for (index, got) in actual.enumerated()
    where index >= expected.count || expected[index].screen != got.screen {
      found.append("expected \(name(got)) dismissed, it is presented at y \(y(got))")
    }
    return found
  }

  /// "text sheet y 415.0 -> 431.2", or a sheet's coming or going.
  static func delta(_ expected: [Sheet], _ actual: [Sheet]) -> String? {
    for (want, got) in zip(expected, actual) where want.screen == got.screen {
      if abs(want.frame.origin.y - got.frame.origin.y) > 0.05 {
        return "\(want.screen) sheet y \(fixed(want.frame.origin.y, 1)) -> "
          + fixed(got.frame.origin.y, 1)
      }
    }
    if expected.count > actual.count, let gone = expected.last {
      return "\(gone.screen) sheet at y \(fixed(gone.frame.origin.y, 1)) -> dismissed"
    }
    if actual.count > expected.count, let came = actual.last {
      return "\(came.screen) sheet dismissed -> at y \(fixed(came.frame.origin.y, 1))"
    }
    return nil
  }

  static func name(_ sheet: Sheet) -> String { "the \(sheet.screen) sheet" }

  /// A sheet's top edge in whole points when it is whole, else to a tenth.
  static func y(_ sheet: Sheet) -> String {
    let y = sheet.frame.origin.y
    return abs(y - y.rounded()) < 0.05 ? String(Int(y.rounded())) : fixed(y, 1)
  }

  static func stack(_ screens: [String]) -> String { screens.joined(separator: " > ") }

  static func transition(_ state: StateSnapshot.TransitionState?) -> String {
    guard let state else { return "no transition" }
    let kind = state.interactive ? "an interactive \(state.kind)" : "a \(state.kind)"
    return "\(kind) transition at \(fixed(state.progress * 100, 0))%"
  }

  static func quoted(_ text: String?) -> String { text.map { "\"\($0)\"" } ?? "nothing" }

  /// `value` with exactly `decimals` decimals ("431.2"), without Foundation's formatting.
  static func fixed(_ value: Double, _ decimals: Int) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    let whole = Int(scaled / scale)
    let sign = value < 0 && scaled > 0 ? "-" : ""
    guard decimals > 0 else { return sign + String(whole) }
    let fraction = String(Int(scaled) - whole * Int(scale))
    return sign + "\(whole)." + String(repeating: "0", count: decimals - fraction.count) + fraction
  }
}
