import SheetEngine
import SheetSession

/// A missed expectation in the words of what a person sees on screen ("expected the text
/// sheet dismissed, it is presented at y 560"), and a frame's difference in the compact form
/// a motion designer reads ("text sheet y 415.0 -> 431.2"), rather than as JSON paths.
///
/// Only what the screen shows is described, most visible first: sheets coming and going,
/// where they sit, navigation, transitions, dimming, focus. A difference none of these name
/// is left to the caller's field-by-field fallback.
public enum BehaviourDescription {
  /// Sentences for every visible difference between two states, most visible first; a
  /// compare session's are prefixed by the side's label.
  public static func sentences(expected: SessionState, actual: SessionState) -> [String] {
    sides(expected, actual).flatMap { label, want, got in
      let prefix = label.map { "\($0): " } ?? ""
      return sentences(expected: want, actual: got).map { prefix + $0 }
    }
  }

  /// The first visible difference as "what before -> after"; nil when none is described.
  public static func delta(expected: SessionState, actual: SessionState) -> String? {
    for (label, want, got) in sides(expected, actual) {
      if let delta = delta(expected: want, actual: got) {
        return label.map { "\($0) " + delta } ?? delta
      }
    }
    return nil
  }

  static func sides(
    _ expected: SessionState, _ actual: SessionState
  ) -> [(String?, PlaygroundState, PlaygroundState)] {
    switch (expected, actual) {
    case (.single(let want), .single(let got)): return [(nil, want, got)]
    case (.variants(let want), .variants(let got)):
      return zip(want, got).map { ($0.label, $0.state, $1.state) }
    default: return []
    }
  }

  static func sentences(expected: PlaygroundState, actual: PlaygroundState) -> [String] {
    var found = SheetWords.sentences(expected.presented, actual.presented)
    if expected.navigationStack != actual.navigationStack {
      found.append(
        "expected the screens \(SheetWords.stack(expected.navigationStack)), they are "
          + SheetWords.stack(actual.navigationStack))
    }
    if expected.transition != actual.transition {
      found.append(
        "expected \(SheetWords.transition(expected.transition)), there is "
          + SheetWords.transition(actual.transition))
    }
    if abs(expected.dimAlpha - actual.dimAlpha) > 0.005 {
      found.append(
        "expected the dimming at \(SheetWords.fixed(expected.dimAlpha, 2)), it is at "
          + SheetWords.fixed(actual.dimAlpha, 2))
    }
    if expected.focused != actual.focused {
      found.append(
        "expected the focus on \(SheetWords.quoted(expected.focused)), it is on "
          + SheetWords.quoted(actual.focused))
    }
    return found
  }

  static func delta(expected: PlaygroundState, actual: PlaygroundState) -> String? {
    if let delta = SheetWords.delta(expected.presented, actual.presented) { return delta }
    if expected.navigationStack != actual.navigationStack {
      return "screens \(SheetWords.stack(expected.navigationStack)) -> "
        + SheetWords.stack(actual.navigationStack)
    }
    if expected.transition != actual.transition {
      return "\(SheetWords.transition(expected.transition)) -> "
        + SheetWords.transition(actual.transition)
    }
    if abs(expected.dimAlpha - actual.dimAlpha) > 0.0005 {
      return "dimming \(SheetWords.fixed(expected.dimAlpha, 3)) -> "
        + SheetWords.fixed(actual.dimAlpha, 3)
    }
    if expected.focused != actual.focused {
      return "focus \(SheetWords.quoted(expected.focused)) -> \(SheetWords.quoted(actual.focused))"
    }
    return nil
  }
}
