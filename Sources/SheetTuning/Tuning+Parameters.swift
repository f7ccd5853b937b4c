import SheetEngine

extension Tuning {
  /// Every tuning parameter, in panel order. Keys are unique and never renamed: files and
  /// recordings refer to them. The presets' values (`seed:` is classic's, `fluid:`
  /// ios18's, `ios26:` where iOS 26 differs from iOS 18) and where they come from are in
  /// docs/MOTION.md, "Presets"; where a source gives no value the classic one is kept.
  public static let parameters: [TuningParameter] =
    sheetParameters + dismissParameters + listParameters + detentParameters
    + navigationParameters + springParameters + motionParameters

  /// UIKit's default spring (the push / pop motion) is critically damped with
  /// ω₀ = √(1000 / 3) rad/s, so its response is 2π / ω₀ ≈ 0.344 s.
  static let uiKitSpringResponse = 2 * Double.pi / (1000.0 / 3).squareRoot()
  /// The common overscroll bounce-back spring, mass 1 and stiffness 100: 2π / 10 s.
  static let bounceSpringResponse = 2 * Double.pi / 10

  private static let sheetParameters: [TuningParameter] = [
    .init(
      "sheet.duration", .sheet, "s", 0.01...5, seed: 0.35, fluid: 0.35,
      .double(\.sheet.duration), "Present and dismiss duration of the bottom sheet."),
    .init(
      "sheet.curve.x1", .sheet, "", 0...1, seed: 0.2, fluid: 0.2,
      .double(\.sheet.curveX1), "Present / dismiss bezier: first control point's time."),
    .init(
      "sheet.curve.y1", .sheet, "", 0...1, seed: 1, fluid: 1,
      .double(\.sheet.curveY1), "Present / dismiss bezier: first control point's progress."),
    .init(
      "sheet.curve.x2", .sheet, "", 0...1, seed: 0.42, fluid: 0.42,
      .double(\.sheet.curveX2), "Present / dismiss bezier: second control point's time."),
    .init(
      "sheet.curve.y2", .sheet, "", 0...1, seed: 1, fluid: 1,
      .double(\.sheet.curveY2), "Present / dismiss bezier: second control point's progress."),
    .init(
      "sheet.dimAlpha", .look, "", 0...1, seed: 0.75, fluid: 0.4,
      .double(\.sheet.dimAlpha), "Alpha of the black dim behind a fully shown sheet."),
    .init(
      "sheet.cornerRadius", .look, "pt", 0...60, seed: 16, fluid: 16, ios26: 38,
      .double(\.sheet.cornerRadius), "Radius of the sheet's top corners."),
    .init(
      "sheet.grabberWidth", .look, "pt", 0...200, seed: 36, fluid: 36,
      .double(\.sheet.grabberWidth), "Width of the grabber at the sheet's top."),
    .init(
      "sheet.grabberHeight", .look, "pt", 0...20, seed: 5, fluid: 5,
      .double(\.sheet.grabberHeight), "Height of the grabber at the sheet's top."),
    .init(
      "sheet.continuousCorners", .look, "", 0...1, seed: 0, fluid: 1,
      .bool(\.sheet.continuousCorners), "Continuous (iOS squircle) corners, not circular ones."),
    .init(
      "sheet.shadowOpacity", .look, "", 0...1, seed: 0.15, fluid: 0.15,
      .double(\.sheet.shadowOpacity), "Opacity of the black shadow above the sheet's top edge."),
    .init(
      "sheet.shadowRadius", .look, "pt", 0...40, seed: 12, fluid: 12,
      .double(\.sheet.shadowRadius), "Blur radius of the sheet's shadow (sigma = radius / 2)."),
    .init(
      "sheet.floatingInset", .sheet, "pt", 0...40, seed: 0, fluid: 0, ios26: 8,
      .double(\.sheet.floatingInset),
      "iOS 26's inset from the sides and bottom below full height (0: attached at every height)."),
    .init(
      "sheet.floatsBelow", .sheet, "×", 0...1, seed: 0.6, fluid: 0.6,
      .double(\.sheet.floatsBelow),
      "Share of the full height up to which a floating sheet floats fully, then attaches."),
    .init(
      "sheet.glass", .look, "", 0...1, seed: 0, fluid: 0, ios26: 1, .bool(\.sheet.glass),
      "Liquid Glass behind a floating sheet, opaque as it attaches (off: Reduce Transparency)."),
    .init(
      "card.dimAlpha", .card, "", 0...1, seed: 0.5, fluid: 0.5,
      .double(\.card.dimAlpha), "Alpha of the black dim behind the card presentation."),
    .init(
      "card.heightFraction", .card, "×", 0.1...1, seed: 2.0 / 3, fluid: 2.0 / 3,
      .double(\.card.heightFraction), "Card height as a fraction of the container's."),
    .init(
      "zoom.duration", .zoom, "s", 0.01...5, seed: 0.3, fluid: 0.3,
      .double(\.zoom.duration), "Duration of the zoom from (and back into) the tapped button."),
    .init(
      "zoom.curve.x1", .zoom, "", 0...1, seed: 0.42, fluid: 0.42,
      .double(\.zoom.curveX1), "Zoom bezier (ease-in-ease-out): first control point's time."),
    .init(
      "zoom.curve.y1", .zoom, "", 0...1, seed: 0, fluid: 0,
      .double(\.zoom.curveY1), "Zoom bezier: first control point's progress."),
    .init(
      "zoom.curve.x2", .zoom, "", 0...1, seed: 0.58, fluid: 0.58,
      .double(\.zoom.curveX2), "Zoom bezier: second control point's time."),
    .init(
      "zoom.curve.y2", .zoom, "", 0...1, seed: 1, fluid: 1,
      .double(\.zoom.curveY2), "Zoom bezier: second control point's progress."),
    .init(
      "zoom.dragMinimumScale", .zoom, "×", 0.1...1, seed: 0.5, fluid: 0.5,
      .double(\.zoom.dragMinimumScale),
      "Scale a drag down of one screen height shrinks the zoomed screen to."),
    .init(
      "zoom.dismissThreshold", .zoom, "×", 0.01...0.99, seed: 0.25, fluid: 0.25,
      .double(\.zoom.dismissThreshold),
      "Dismiss the dragged zoom when the projected drag passes this much height."),
    .init(
      "zoom.releaseResponse", .zoom, "s", 0.05...2, seed: 0.35, fluid: 0.35,
      .double(\.zoom.releaseResponse),
      "Response of the spring into the button or back to full screen after a drag."),
    .init(
      "zoom.releaseDamping", .zoom, "", 0.1...2, seed: 1, fluid: 1,
      .double(\.zoom.releaseDamping), "Damping ratio of the zoom's release spring."),
  ]

  private static let dismissParameters: [TuningParameter] = [
    .init(
      "dismiss.threshold", .dismissal, "×", 0.01...0.99, seed: 0.5, fluid: 0.5,
      .double(\.dismiss.threshold), "Dismiss when the projected drag passes this much height."),
    .init(
      "dismiss.projectionDeceleration", .dismissal, "per ms", 0.9...0.9999, seed: 0.998,
      fluid: 0.998, .double(\.dismiss.projectionDeceleration),
      "Velocity decay per ms used to project a release (0.998: about 0.5 s of travel)."),
    .init(
      "dismiss.velocityRatio", .dismissal, "1/s", 0...50, seed: 0, fluid: 5.5,
      .double(\.dismiss.velocityRatio),
      "Also dismiss when velocity / remaining distance reaches this; 0 is off."),
    .init(
      "dismiss.useSpring", .dismissal, "", 0...1, seed: 0, fluid: 1,
      .bool(\.dismiss.useSpring), "Finish a released drag with the sheet spring, not the curve."),
    .init(
      "dismiss.rubberBand", .dismissal, "", 0...1, seed: 0, fluid: 1,
      .bool(\.dismiss.rubberBand), "Rubber-band a sheet dragged up past its full height."),
    .init(
      "gesture.slop", .dismissal, "pt", 0...50, seed: 10, fluid: 10,
      .double(\.gesture.slop), "Pointer travel before any pan (dismiss, list, back) begins."),
    .init(
      "gesture.dragStartsAtSlop", .dismissal, "", 0...1, seed: 0, fluid: 0,
      .bool(\.gesture.dragStartsAtSlop),
      "Count drags from the slop (Flutter, Android: lags by it), not the press (UIKit)."),
  ]

  private static let listParameters: [TuningParameter] = [
    .init(
      "list.rowCount", .scrolling, "", 0...10_000, seed: 20, fluid: 20,
      .int(\.list.rowCount), "Number of rows in the list sheet."),
    .init(
      "list.rowHeight", .scrolling, "pt", 20...200, seed: 44, fluid: 44,
      .double(\.list.rowHeight), "Height of one list row."),
    .init(
      "list.decelerationRate", .scrolling, "per ms", 0.9...0.9999, seed: 0.998, fluid: 0.998,
      .double(\.list.decelerationRate), "Velocity decay per ms of a flung list (fast: 0.99)."),
    .init(
      "list.rubberBand", .scrolling, "×", 0...1, seed: 0.55, fluid: 0.55,
      .double(\.list.rubberBand), "Rubber-band constant: overscroll shown per point at first."),
    .init(
      "list.handoffDismissFactor", .scrolling, "×", 0.1...20, seed: 2, fluid: 2,
      .double(\.list.handoffDismissFactor),
      "A fling into the list's top dismisses past this many sheet heights, else bounces."),
  ]

  private static let navigationParameters: [TuningParameter] = [
    .init(
      "navigation.duration", .navigation, "s", 0.01...5, seed: 0.3, fluid: 0.5,
      .double(\.navigation.duration), "Back-swipe pop duration; its longest completion."),
    .init(
      "navigation.pushDuration", .navigation, "s", 0.01...5, seed: 0.35, fluid: 0.5,
      .double(\.navigation.pushDuration), "Duration of a push or pop by button or key."),
    .init(
      "navigation.pushParallax", .navigation, "×", 0...1, seed: 0.3, fluid: 0.3,
      .double(\.navigation.pushParallax), "How far left the lower page sits in a push, × width."),
    .init(
      "navigation.pushDimming", .navigation, "", 0...1, seed: 0.1, fluid: 0.094,
      .double(\.navigation.pushDimming), "Alpha of the black dim over the lower page in a push."),
    .init(
      "navigation.threshold", .navigation, "×", 0.01...0.99, seed: 0.5, fluid: 0.5,
      .double(\.navigation.threshold), "Finish a back-swipe released past this much width."),
    .init(
      "navigation.velocityThreshold", .navigation, "pt/s", 0...10_000, seed: 1000, fluid: 1000,
      .double(\.navigation.velocityThreshold),
      "Without projection, also finish when released faster than this."),
    .init(
      "navigation.projection", .navigation, "", 0...1, seed: 0, fluid: 1,
      .bool(\.navigation.projection),
      "Finish if progress + projection time × velocity / width passes the threshold."),
    .init(
      "navigation.projectionTime", .navigation, "s", 0...2, seed: 0.3, fluid: 0.3,
      .double(\.navigation.projectionTime), "Seconds of release velocity added when projecting."),
    .init(
      "navigation.keepFingerSpeed", .navigation, "", 0...1, seed: 0, fluid: 1,
      .bool(\.navigation.keepFingerSpeed),
      "Complete a back-swipe at the finger's speed, at most the duration."),
    .init(
      "navigation.useSpring", .navigation, "", 0...1, seed: 0, fluid: 1,
      .bool(\.navigation.useSpring), "Animate push / pop with the navigation spring."),
    .init(
      "navigation.parallax", .navigation, "×", 0...1, seed: 1 / 3.33, fluid: 0.3,
      .double(\.navigation.parallax), "How far left the lower page starts, × width."),
    .init(
      "navigation.lowerOpacity", .navigation, "", 0...1, seed: 0.9, fluid: 1,
      .double(\.navigation.lowerOpacity), "Opacity of the covered lower page; fades to 1."),
    .init(
      "navigation.dimming", .navigation, "", 0...1, seed: 0, fluid: 0.094,
      .double(\.navigation.dimming), "Alpha of the black dim over the covered lower page."),
    .init(
      "navigation.shadowRadius", .navigation, "pt", 0...40, seed: 5, fluid: 4,
      .double(\.navigation.shadowRadius), "Blur radius of the upper page's edge shadow."),
    .init(
      "navigation.shadowOpacityStart", .navigation, "", 0...1, seed: 1, fluid: 0.2,
      .double(\.navigation.shadowOpacityStart), "Edge shadow opacity, upper page fully shown."),
    .init(
      "navigation.shadowOpacityEnd", .navigation, "", 0...1, seed: 0.1, fluid: 0,
      .double(\.navigation.shadowOpacityEnd), "Edge shadow opacity, upper page swiped away."),
    .init(
      "navigation.edgeOnly", .navigation, "", 0...1, seed: 0, fluid: 0,
      .bool(\.navigation.edgeOnly), "Begin a back-swipe only at the leading edge."),
    .init(
      "navigation.edgeWidth", .navigation, "pt", 1...100, seed: 20, fluid: 20,
      .double(\.navigation.edgeWidth), "Width of the leading-edge strip for edge-only swipes."),
    .init(
      "sheetNavigation.duration", .navigation, "s", 0.01...5, seed: 0.35, fluid: 0.35,
      .double(\.sheetNavigation.duration), "Page change inside a sheet, along the sheet curve."),
    .init(
      "sheetNavigation.parallax", .navigation, "×", 0...1, seed: 0.3, fluid: 0.3,
      .double(\.sheetNavigation.parallax), "How far left the outgoing sheet page moves, × width."),
  ]

  private static let springParameters: [TuningParameter] = [
    .init(
      "springs.sheetResponse", .sheet, "s", 0.05...3, seed: 0.4, fluid: 0.4,
      .double(\.springs.sheetResponse), "Response (undamped period) of the sheet spring."),
    .init(
      "springs.sheetDamping", .sheet, "", 0.1...2, seed: 1, fluid: 1,
      .double(\.springs.sheetDamping), "Damping ratio of the sheet spring after a slow release."),
    .init(
      "springs.flickDamping", .sheet, "", 0.1...2, seed: 0.58, fluid: 0.58,
      .double(\.springs.flickDamping), "Damping ratio of the sheet spring after a flick."),
    .init(
      "springs.flickVelocity", .sheet, "pt/s", 0...5000, seed: 300, fluid: 300,
      .double(\.springs.flickVelocity), "Release speed above which a release is a flick."),
    .init(
      "springs.navigationResponse", .navigation, "s", 0.05...3, seed: uiKitSpringResponse,
      fluid: uiKitSpringResponse, .double(\.springs.navigationResponse),
      "Response of the push / pop spring (UIKit's default: critical, 0.344 s)."),
    .init(
      "springs.navigationDamping", .navigation, "", 0.1...2, seed: 1, fluid: 1,
      .double(\.springs.navigationDamping), "Damping ratio of the push / pop spring."),
    .init(
      "springs.bounceResponse", .scrolling, "s", 0.05...3, seed: bounceSpringResponse,
      fluid: bounceSpringResponse, .double(\.springs.bounceResponse),
      "Response of the spring returning an overscrolled list (stiffness 100: 0.628 s)."),
    .init(
      "springs.bounceDamping", .scrolling, "", 0.1...2, seed: 1, fluid: 1,
      .double(\.springs.bounceDamping), "Damping ratio of the overscroll bounce-back spring."),
    .init(
      "springs.stretchResponse", .sheet, "s", 0.05...3, seed: 0.4, fluid: 0.4,
      .double(\.springs.stretchResponse),
      "Response of the spring that lets a rubber-banded sheet back down."),
    .init(
      "springs.stretchDamping", .sheet, "", 0.1...2, seed: 1, fluid: 1,
      .double(\.springs.stretchDamping), "Damping ratio of the rubber-band stretch spring."),
    .init(
      "springs.sheetBounceResponse", .scrolling, "s", 0.05...3, seed: 0.4, fluid: 0.4,
      .double(\.springs.sheetBounceResponse),
      "Response of the sheet's dip when a list's fling reaches its top."),
    .init(
      "springs.sheetBounceDamping", .scrolling, "", 0.1...2, seed: 1, fluid: 1,
      .double(\.springs.sheetBounceDamping), "Damping ratio of the sheet's dip after a fling."),
  ]

  private static let motionParameters: [TuningParameter] = [
    .init(
      "motion.reduce", .look, "", 0...1, seed: 0, fluid: 0,
      .bool(\.motion.reduce),
      "Reduce Motion: presentations, pushes and the zoom cross-fade (drags still move)."),
    .init(
      "motion.crossFadeDuration", .look, "s", 0.01...2, seed: 0.2, fluid: 0.2,
      .double(\.motion.crossFadeDuration), "Duration of the Reduce Motion cross-fade."),
  ]

  private static let parametersByKey: [String: TuningParameter] = Dictionary(
    parameters.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })

  /// The parameter named `key`, or nil.
  public static func parameter(forKey key: String) -> TuningParameter? {
    parametersByKey[key]
  }

  /// The parameters the panel shows under `group`, in order.
  public static func parameters(in group: TuningGroup) -> [TuningParameter] {
    parameters.filter { $0.group == group }
  }
}
