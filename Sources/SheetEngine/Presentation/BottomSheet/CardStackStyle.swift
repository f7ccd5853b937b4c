/// The card stack behind a sheet at its largest detent (docs/MOTION.md, "Card stack"): as
/// the sheet rises to its largest detent, the screen behind it shrinks into a card with
/// rounded top corners, its top just above the sheet's, darkened over the black window,
/// in step with the sheet's ``progress(visibleHeight:lowerHeight:largestHeight:)``.
public struct CardStackStyle: Hashable, Sendable {
  /// How far the card's top and bottom move in at full progress, points; the scale is
  /// `1 − 2 × inset / height`.
  public var inset: Double
  /// How far the card's top stays above the sheet's top at its largest detent, points.
  public var gap: Double
  /// The card's corner radius at full progress, points.
  public var cornerRadius: Double
  /// How much of the card black covers at full progress, 0...1.
  public var darkening: Double

  public init(inset: Double, gap: Double, cornerRadius: Double, darkening: Double) {
    self.inset = inset
    self.gap = gap
    self.cornerRadius = cornerRadius
    self.darkening = darkening
  }

  /// DeckTransition's numbers: inset 20, gap 8, radius 8, the card at alpha 0.8 (0.2 black).
  public static let deck = CardStackStyle(inset: 20, gap: 8, cornerRadius: 8, darkening: 0.2)

  /// 0 while the sheet is at or below `lowerHeight` (the next detent down, or 0 for none),
  /// 1 at `largestHeight`, linear between.
  public static func progress(visibleHeight: Double, lowerHeight: Double, largestHeight: Double)
    -> Double
  {
    guard largestHeight > lowerHeight else { return 0 }
    return min(max((visibleHeight - lowerHeight) / (largestHeight - lowerHeight), 0), 1)
  }

  /// The card's scale at `progress` on a screen `height` points tall:
  /// `1 − p × 2 × inset / height`.
  public func scale(progress p: Double, height: Double) -> Double {
    height > 0 ? 1 - p * 2 * inset / height : 1
  }

  /// The radius to give the card's own (unscaled) corners at `progress` so that they show
  /// `p × cornerRadius` on screen once the card is scaled: the transform scales the mask
  /// with the card, so the radius is divided by the scale (docs/MOTION.md, "Card stack").
  public func cornerRadius(progress p: Double, height: Double) -> Double {
    p * cornerRadius / scale(progress: p, height: height)
  }

  /// The card's ``View/transform`` (which acts about the view's centre, as UIKit's) at
  /// `progress` for a screen `size` whose sheet's largest detent has its top at `sheetTop`:
  /// scaled by `s = 1 − p × 2 × inset / height` about the screen's top centre, its top moved
  /// down to `p × (sheetTop − gap)`. About the centre that is a translation of
  /// `top − (height / 2)(1 − s)`.
  public func transform(progress p: Double, size: Size, sheetTop: Double) -> AffineTransform {
    guard size.height > 0 else { return .identity }
    let scale = scale(progress: p, height: size.height)
    let top = p * max(sheetTop - gap, 0)
    return AffineTransform(
      scaleX: scale, scaleY: scale, translationX: 0,
      translationY: top - size.height / 2 * (1 - scale))
  }
}
