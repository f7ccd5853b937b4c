/// The numbers of a push or pop (docs/MOTION.md, "Navigation"): how long and along what it
/// moves, where the page below sits while covered, how it is darkened, and the shadow on the
/// top page's left edge. One value, so a style can be swapped live and compared.
///
/// "Reveal" is how far the top page has slid off to the right, 0 (covering the screen) to 1
/// (gone): a push runs it 1 -> 0, a pop 0 -> 1, and every property below is linear in it.
public struct NavigationTransitionStyle: Hashable, Sendable {
  /// Duration in seconds; with a spring timing, the nominal length that completion speeds
  /// are measured against (the spring itself takes its settling time).
  public var duration: Double
  public var timing: TimingParameters
  /// How far left the covered page sits, as a fraction of the width (0.3: at -30 %).
  public var parallax: Double
  /// Alpha of the black overlay over the covered page (0 for none).
  public var dimAlpha: Double
  /// Opacity of the covered page itself (the standard back-swipe fades it 0.9 -> 1).
  public var coveredOpacity: Double
  /// Blur radius of the top page's edge shadow, points.
  public var shadowRadius: Double
  /// Opacity of that shadow while the top page covers the screen…
  public var shadowOpacity: Double
  /// …and once it has slid fully off to the right.
  public var revealedShadowOpacity: Double

  public init(
    duration: Double, timing: TimingParameters, parallax: Double, dimAlpha: Double,
    coveredOpacity: Double, shadowRadius: Double, shadowOpacity: Double,
    revealedShadowOpacity: Double
  ) {
    self.duration = duration
    self.timing = timing
    self.parallax = parallax
    self.dimAlpha = dimAlpha
    self.coveredOpacity = coveredOpacity
    self.shadowRadius = shadowRadius
    self.shadowOpacity = shadowOpacity
    self.revealedShadowOpacity = revealedShadowOpacity
  }

  /// The standard push and pop: 0.35 s along the sheet's curve (0.2, 1), (0.42, 1), the
  /// page below at -30 % under a 0.1 black overlay, and the standard back-swipe's shadow
  /// (radius 5, 1 -> 0.1).
  public static let standard = NavigationTransitionStyle(
    duration: 0.35, timing: .curve(UnitBezier(0.2, 1, 0.42, 1)), parallax: 0.3, dimAlpha: 0.1,
    coveredOpacity: 1, shadowRadius: 5, shadowOpacity: 1, revealedShadowOpacity: 0.1)

  /// UIKit's critically damped default spring (nominally 0.5 s), -30 % parallax, a 0.1
  /// overlay and a light shadow (radius 4, 0.2 -> 0).
  public static let spring = NavigationTransitionStyle(
    duration: 0.5, timing: .spring(.uiKitDefault), parallax: 0.3, dimAlpha: 0.1,
    coveredOpacity: 1, shadowRadius: 4, shadowOpacity: 0.2, revealedShadowOpacity: 0)

  /// The standard back-swipe's pop: 0.3 s ease-out (linear while a finger
  /// scrubs it), the page below from -width / 3.33 at opacity 0.9, no overlay, shadow radius
  /// 5 fading 1 -> 0.1.
  public static let standardBackSwipe = NavigationTransitionStyle(
    duration: 0.3, timing: .easeOut, parallax: 1 / 3.33, dimAlpha: 0, coveredOpacity: 0.9,
    shadowRadius: 5, shadowOpacity: 1, revealedShadowOpacity: 0.1)

  /// The style for pages over a glass sheet (``View/isOverGlass`` when the transition
  /// starts). Pages there paint no background of their own, so the page below would show
  /// through the top page: it fades out as it is covered instead, and there is no black
  /// overlay or edge shadow, which would darken the glass rather than a page
  /// (docs/MOTION.md, "Liquid Glass").
  public var overGlass: NavigationTransitionStyle {
    var style = self
    style.coveredOpacity = 0
    style.dimAlpha = 0
    style.shadowOpacity = 0
    style.revealedShadowOpacity = 0
    return style
  }

  // MARK: - Layout at a reveal (pure)

  /// Horizontal offset of the top page at `reveal`.
  public func topPageOffset(reveal: Double, width: Double) -> Double {
    width * reveal
  }

  /// Horizontal offset of the page below at `reveal`.
  public func lowerPageOffset(reveal: Double, width: Double) -> Double {
    -parallax * width * (1 - reveal)
  }

  /// Opacity of the page below at `reveal`.
  public func lowerPageOpacity(reveal: Double) -> Double {
    coveredOpacity + (1 - coveredOpacity) * reveal
  }

  /// Effective alpha of the black overlay over the page below at `reveal`.
  public func lowerPageDimAlpha(reveal: Double) -> Double {
    dimAlpha * (1 - reveal)
  }

  /// Opacity of the top page's edge shadow at `reveal`.
  public func shadowOpacity(reveal: Double) -> Double {
    shadowOpacity + (revealedShadowOpacity - shadowOpacity) * reveal
  }
}
