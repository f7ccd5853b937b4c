/// Answers how big text is, so layout that depends on text can be computed by the engine.
///
/// The SDL backend answers with SDL_ttf at the text's point size (independent of the
/// display scale, so layout is the same at every scale and in headless replays); tests may
/// use ``FixedMetricsTextMeasurer``.
@MainActor
public protocol TextMeasuring: AnyObject {
  /// The advance width of one line of `text` at `fontSize` points.
  func width(of text: String, fontSize: Double) -> Double
  /// The distance between baselines of consecutive lines at `fontSize` points.
  func lineHeight(fontSize: Double) -> Double
}

/// A measurer with made-up, exact metrics: every character is `0.5 * fontSize` wide and a
/// line is `1.25 * fontSize` tall. For engine unit tests whose numbers must not depend on a font.
@MainActor
public final class FixedMetricsTextMeasurer: TextMeasuring {
  public init() {}

  public func width(of text: String, fontSize: Double) -> Double {
    Double(text.count) * fontSize * 0.5
  }

  public func lineHeight(fontSize: Double) -> Double {
    fontSize * 1.25
  }
}
