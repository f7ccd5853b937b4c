/// How far a target's model of a motion is from our engine's, in points.
///
/// Both are sampled at `rate` per second (4 kHz by default, far finer than any display's
/// frames, so a brief excursion between frames is not missed) over `span` seconds, and the
/// worst difference in progress is scaled by the travel.
public enum FidelityMeasure {
  /// Samples per second.
  public static let defaultRate = 4000.0

  /// The largest |ours(t) − theirs(t)| × travel for t in 0...span (or 0..<span when
  /// `includingEnd` is false, for springs our engine snaps at the end of its run).
  public static func worstError(
    span: Double, travel: Double, rate: Double = defaultRate, includingEnd: Bool = true,
    ours: (Double) -> Double, theirs: (Double) -> Double
  ) -> Double {
    let count = Int((span * rate).rounded(.up))
    var worst = 0.0
    for index in 0...count {
      let time = min(Double(index) / rate, span)
      if !includingEnd, time >= span { break }
      worst = max(worst, abs(ours(time) - theirs(time)))
    }
    return worst * travel
  }
}

/// The measured distance of one exported form from our motion.
public struct Fidelity: Hashable, Sendable {
  /// What was exported, e.g. `sheet` or `sheetPresent`.
  public var motion: String
  /// The target's form, e.g. `Spring(duration:bounce:)`.
  public var form: String
  /// Worst position error in points over the travel.
  public var worstError: Double
  /// Why the form is not exact, or nil when it carries our numbers unchanged.
  public var loss: String?

  public init(motion: String, form: String, worstError: Double, loss: String? = nil) {
    self.motion = motion
    self.form = form
    self.worstError = worstError
    self.loss = loss
  }

  /// One line for a comment or the summary: `max error 1.2e-9 pt over 797 pt (exact)`.
  public func comment(travel: Double) -> String {
    let percent = travel > 0 ? worstError / travel * 100 : 0
    let kind = loss.map { "lossy: \($0)" } ?? "exact form"
    return "max error \(ExportNumber.short(worstError)) pt over \(ExportNumber.short(travel)) pt "
      + "(\(ExportNumber.short(percent)) %), \(kind)"
  }
}
