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
  /// Whether a sheet pushed back lightens (white as strong as the darkening) instead of
  /// darkening, as dark appearance shows a stack (docs/MOTION.md, "Sheets on sheets"); the
  /// screen at the bottom darkens either way.
  public var lightensSheets = false

  /// The shade laid over a sheet pushed back to `depth`.
  public func sheetShade(depth: Double) -> Color {
    lightensSheets
      ? Color.white.withAlpha(min(darkening * depth, 1))
      : Color.black.withAlpha(min(darkening * depth, 1))
  }

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
    return recedeTransform(
      depth: p, height: size.height, screenHeight: size.height, restingTop: 0,
      sheetTop: sheetTop)
  }

  /// Where a card pushed back to `depth` puts its top, for a card whose top is `restingTop`
  /// at depth 0 and whose sheet's large detent has its top at `sheetTop` (docs/MOTION.md,
  /// "Sheets on sheets"): up to depth 1 it moves linearly to `sheetTop − gap` (the root
  /// screen moves down to there, a sheet at large up to there); each further unit of depth
  /// (a sheet presented over the sheet above it) moves it `gap` higher, so the cards of a
  /// stack show their tops `gap` apart.
  public func top(depth d: Double, restingTop: Double, sheetTop: Double) -> Double {
    let first = max(sheetTop - gap, 0)
    guard d > 1 else { return restingTop + d * (first - restingTop) }
    return max(first - (d - 1) * gap, 0)
  }

  /// The ``View/transform`` (about the view's centre) of a card `height` points tall whose
  /// top rests at `restingTop`, already moved by `translationY`, pushed back to `depth`:
  /// scaled by `1 − depth × 2 × inset / screenHeight` about its top centre, its top at
  /// ``top(depth:restingTop:sheetTop:)`` from `restingTop`, the translation kept on top.
  public func recedeTransform(
    depth: Double, height: Double, screenHeight: Double, restingTop: Double, sheetTop: Double,
    translationY: Double = 0
  ) -> AffineTransform {
    guard depth > 0, screenHeight > 0 else {
      return AffineTransform(translationX: 0, y: translationY)
    }
    let scale = scale(progress: depth, height: screenHeight)
    let top = self.top(depth: depth, restingTop: restingTop, sheetTop: sheetTop)
    return AffineTransform(
      scaleX: scale, scaleY: scale, translationX: 0,
      translationY: translationY + top - restingTop - height / 2 * (1 - scale))
  }
}
