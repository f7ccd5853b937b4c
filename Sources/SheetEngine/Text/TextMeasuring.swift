/// Answers how big text is, so layout that depends on text can be computed by the engine.
///
/// The SDL backend answers with SDL_ttf at the text's point size (independent of the
/// display scale, so layout is the same at every scale and in headless replays); tests may
/// use ``FixedMetricsTextMeasurer``.
@MainActor
public protocol TextMeasuring: AnyObject {
  /// The advance width of one line of `text` at `fontSize` points in `weight`.
  func measuredWidth(of text: String, fontSize: Double, weight: FontWeight) -> Double
  /// The distance between baselines of consecutive lines at `fontSize` points in `weight`.
  func measuredLineHeight(fontSize: Double, weight: FontWeight) -> Double
}

/// What callers use; regular unless told. The requirements have other names so these
/// defaults are never shadowed by a conforming class's own methods.
extension TextMeasuring {
  /// The advance width of one line of `text`.
  public func width(of text: String, fontSize: Double, weight: FontWeight = .regular) -> Double {
    measuredWidth(of: text, fontSize: fontSize, weight: weight)
  }

  /// The distance between baselines of consecutive lines.
  public func lineHeight(fontSize: Double, weight: FontWeight = .regular) -> Double {
    measuredLineHeight(fontSize: fontSize, weight: weight)
  }
}

/// A measurer with made-up, exact metrics: every character is `0.5 * fontSize` wide and a
/// line is `1.25 * fontSize` tall, in either weight. For engine unit tests whose numbers must
/// not depend on a font.
@MainActor
public final class FixedMetricsTextMeasurer: TextMeasuring {
  public init() {}

  public func measuredWidth(of text: String, fontSize: Double, weight: FontWeight) -> Double {
    Double(text.count) * fontSize * 0.5
  }

  public func measuredLineHeight(fontSize: Double, weight: FontWeight) -> Double {
    fontSize * 1.25
  }
}
