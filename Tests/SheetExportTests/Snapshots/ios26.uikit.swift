// Sheet Playground tuning for uikit (playground export --as uikit).
// Preset ios26, no overrides.
// Each spring and curve states its measured error: the worst position difference between
// this platform's model of it and the playground's engine, sampled at 4 kHz over a
// full-height sheet's travel (797 pt on a 390 x 844 pt device);
// springs start at rest and are compared until the engine settles (1e-4 of the travel),
// curves with the exact Bezier of the tuning's control points.
// Springs are measured a second time from a release at 1500 pt/s toward the target (velocity
// 1.88 of the travel per second), the same velocity given to both.
// Not exported: UISpringTimingParameters(dampingRatio:) with an animator's duration. It
// drops the response, and UIKit derives stiffness from the duration by a rule it does
// not document, so the error of that form cannot be measured; the forms below keep both.
import QuartzCore
import UIKit

enum SheetTuning {
  /// UIKit's and Core Animation's initial velocity is relative: points per second over the
  /// distance still to travel (a release at 1200 pt/s with 400 pt to go is 3).
  static func relativeVelocity(_ pointsPerSecond: CGFloat, remaining: CGFloat) -> CGVector {
    let relative = remaining == 0 ? 0 : pointsPerSecond / remaining
    return CGVector(dx: relative, dy: relative)
  }

  // MARK: Springs

  /// A sheet released slowly snaps or dismisses (dismiss.useSpring, detents): response 0.4 s, damping ratio 1 (springs.sheetResponse, springs.sheetDamping).
  /// iOS 17: max error 1.77e-13 pt over 797 pt (2.22e-14 %), exact form
  /// From a release at 1500 pt/s (initialVelocity, relative): max error 8.85e-14 pt over 797 pt (1.11e-14 %), exact form
  static func sheet(initialVelocity: CGVector = .zero) -> UISpringTimingParameters {
    UISpringTimingParameters(
      duration: 0.4, bounce: 0.0, initialVelocity: initialVelocity)
  }
  /// The same spring, mass 1: max error 1.77e-13 pt over 797 pt (2.22e-14 %), exact form
  /// From a release at 1500 pt/s (initialVelocity, relative): max error 1.77e-13 pt over 797 pt (2.22e-14 %), exact form
  static func sheetPhysical(initialVelocity: CGVector = .zero) -> UISpringTimingParameters {
    UISpringTimingParameters(
      mass: 1.0, stiffness: 246.740110027234, damping: 31.41592653589793,
      initialVelocity: initialVelocity)
  }
  /// Core Animation, iOS 17 (its duration is the settling time): max error 1.77e-13 pt over 797 pt (2.22e-14 %), exact form
  /// From a release at 1500 pt/s (initialVelocity, relative): max error 8.85e-14 pt over 797 pt (1.11e-14 %), exact form
  static func sheetLayer(keyPath: String) -> CASpringAnimation {
    let animation = CASpringAnimation(perceptualDuration: 0.4, bounce: 0.0)
    animation.keyPath = keyPath
    animation.duration = animation.settlingDuration
    return animation
  }

  /// The sheet spring after a release faster than the flick speed: response 0.4 s, damping ratio 0.58 (springs.sheetResponse, springs.flickDamping).
  /// iOS 17: max error 3.54e-13 pt over 797 pt (4.44e-14 %), exact form
  /// From a release at 1500 pt/s (initialVelocity, relative): max error 3.54e-13 pt over 797 pt (4.44e-14 %), exact form
  static func sheetFlick(initialVelocity: CGVector = .zero) -> UISpringTimingParameters {
    UISpringTimingParameters(
      duration: 0.4, bounce: 0.42, initialVelocity: initialVelocity)
  }
  /// The same spring, mass 1: max error 1.77e-13 pt over 797 pt (2.22e-14 %), exact form
  /// From a release at 1500 pt/s (initialVelocity, relative): max error 1.77e-13 pt over 797 pt (2.22e-14 %), exact form
  static func sheetFlickPhysical(initialVelocity: CGVector = .zero) -> UISpringTimingParameters {
    UISpringTimingParameters(
      mass: 1.0, stiffness: 246.740110027234, damping: 18.2212373908208,
      initialVelocity: initialVelocity)
  }
  /// Core Animation, iOS 17 (its duration is the settling time): max error 3.54e-13 pt over 797 pt (4.44e-14 %), exact form
  /// From a release at 1500 pt/s (initialVelocity, relative): max error 3.54e-13 pt over 797 pt (4.44e-14 %), exact form
  static func sheetFlickLayer(keyPath: String) -> CASpringAnimation {
    let animation = CASpringAnimation(perceptualDuration: 0.4, bounce: 0.42)
    animation.keyPath = keyPath
    animation.duration = animation.settlingDuration
    return animation
  }

  /// Push and pop when navigation.useSpring is on: response 0.344 s, damping ratio 1 (springs.navigationResponse, springs.navigationDamping).
  /// iOS 17: max error 0 pt over 797 pt (0 %), exact form
  /// From a release at 1500 pt/s (initialVelocity, relative): max error 8.85e-14 pt over 797 pt (1.11e-14 %), exact form
  static func navigation(initialVelocity: CGVector = .zero) -> UISpringTimingParameters {
    UISpringTimingParameters(
      duration: 0.3441442325727286, bounce: 0.0, initialVelocity: initialVelocity)
  }
  /// The same spring, mass 1: max error 0 pt over 797 pt (0 %), exact form
  /// From a release at 1500 pt/s (initialVelocity, relative): max error 8.85e-14 pt over 797 pt (1.11e-14 %), exact form
  static func navigationPhysical(initialVelocity: CGVector = .zero) -> UISpringTimingParameters {
    UISpringTimingParameters(
      mass: 1.0, stiffness: 333.3333333333333, damping: 36.51483716701107,
      initialVelocity: initialVelocity)
  }
  /// Core Animation, iOS 17 (its duration is the settling time): max error 0 pt over 797 pt (0 %), exact form
  /// From a release at 1500 pt/s (initialVelocity, relative): max error 8.85e-14 pt over 797 pt (1.11e-14 %), exact form
  static func navigationLayer(keyPath: String) -> CASpringAnimation {
    let animation = CASpringAnimation(perceptualDuration: 0.3441442325727286, bounce: 0.0)
    animation.keyPath = keyPath
    animation.duration = animation.settlingDuration
    return animation
  }

  /// An overscrolled list returns to its edge: response 0.628 s, damping ratio 1 (springs.bounceResponse, springs.bounceDamping).
  /// iOS 17: max error 8.85e-14 pt over 797 pt (1.11e-14 %), exact form
  /// From a release at 1500 pt/s (initialVelocity, relative): max error 8.85e-14 pt over 797 pt (1.11e-14 %), exact form
  static func listBounce(initialVelocity: CGVector = .zero) -> UISpringTimingParameters {
    UISpringTimingParameters(
      duration: 0.6283185307179586, bounce: 0.0, initialVelocity: initialVelocity)
  }
  /// The same spring, mass 1: max error 8.85e-14 pt over 797 pt (1.11e-14 %), exact form
  /// From a release at 1500 pt/s (initialVelocity, relative): max error 8.85e-14 pt over 797 pt (1.11e-14 %), exact form
  static func listBouncePhysical(initialVelocity: CGVector = .zero) -> UISpringTimingParameters {
    UISpringTimingParameters(
      mass: 1.0, stiffness: 100.0, damping: 20.0,
      initialVelocity: initialVelocity)
  }
  /// Core Animation, iOS 17 (its duration is the settling time): max error 8.85e-14 pt over 797 pt (1.11e-14 %), exact form
  /// From a release at 1500 pt/s (initialVelocity, relative): max error 8.85e-14 pt over 797 pt (1.11e-14 %), exact form
  static func listBounceLayer(keyPath: String) -> CASpringAnimation {
    let animation = CASpringAnimation(perceptualDuration: 0.6283185307179586, bounce: 0.0)
    animation.keyPath = keyPath
    animation.duration = animation.settlingDuration
    return animation
  }

  /// A rubber-banded sheet lets go of its stretch: response 0.4 s, damping ratio 1 (springs.stretchResponse, springs.stretchDamping).
  /// iOS 17: max error 1.77e-13 pt over 797 pt (2.22e-14 %), exact form
  /// From a release at 1500 pt/s (initialVelocity, relative): max error 8.85e-14 pt over 797 pt (1.11e-14 %), exact form
  static func sheetStretch(initialVelocity: CGVector = .zero) -> UISpringTimingParameters {
    UISpringTimingParameters(
      duration: 0.4, bounce: 0.0, initialVelocity: initialVelocity)
  }
  /// The same spring, mass 1: max error 1.77e-13 pt over 797 pt (2.22e-14 %), exact form
  /// From a release at 1500 pt/s (initialVelocity, relative): max error 1.77e-13 pt over 797 pt (2.22e-14 %), exact form
  static func sheetStretchPhysical(initialVelocity: CGVector = .zero) -> UISpringTimingParameters {
    UISpringTimingParameters(
      mass: 1.0, stiffness: 246.740110027234, damping: 31.41592653589793,
      initialVelocity: initialVelocity)
  }
  /// Core Animation, iOS 17 (its duration is the settling time): max error 1.77e-13 pt over 797 pt (2.22e-14 %), exact form
  /// From a release at 1500 pt/s (initialVelocity, relative): max error 8.85e-14 pt over 797 pt (1.11e-14 %), exact form
  static func sheetStretchLayer(keyPath: String) -> CASpringAnimation {
    let animation = CASpringAnimation(perceptualDuration: 0.4, bounce: 0.0)
    animation.keyPath = keyPath
    animation.duration = animation.settlingDuration
    return animation
  }

  /// The sheet's dip when a list's fling reaches its top: response 0.4 s, damping ratio 1 (springs.sheetBounceResponse, springs.sheetBounceDamping).
  /// iOS 17: max error 1.77e-13 pt over 797 pt (2.22e-14 %), exact form
  /// From a release at 1500 pt/s (initialVelocity, relative): max error 8.85e-14 pt over 797 pt (1.11e-14 %), exact form
  static func sheetDip(initialVelocity: CGVector = .zero) -> UISpringTimingParameters {
    UISpringTimingParameters(
      duration: 0.4, bounce: 0.0, initialVelocity: initialVelocity)
  }
  /// The same spring, mass 1: max error 1.77e-13 pt over 797 pt (2.22e-14 %), exact form
  /// From a release at 1500 pt/s (initialVelocity, relative): max error 1.77e-13 pt over 797 pt (2.22e-14 %), exact form
  static func sheetDipPhysical(initialVelocity: CGVector = .zero) -> UISpringTimingParameters {
    UISpringTimingParameters(
      mass: 1.0, stiffness: 246.740110027234, damping: 31.41592653589793,
      initialVelocity: initialVelocity)
  }
  /// Core Animation, iOS 17 (its duration is the settling time): max error 1.77e-13 pt over 797 pt (2.22e-14 %), exact form
  /// From a release at 1500 pt/s (initialVelocity, relative): max error 8.85e-14 pt over 797 pt (1.11e-14 %), exact form
  static func sheetDipLayer(keyPath: String) -> CASpringAnimation {
    let animation = CASpringAnimation(perceptualDuration: 0.4, bounce: 0.0)
    animation.keyPath = keyPath
    animation.duration = animation.settlingDuration
    return animation
  }

  // MARK: Curves

  /// Present and dismiss of the bottom sheet and the card: 0.35 s, bezier (0.2, 1, 0.42, 1) (sheet.duration, sheet.curve.x1, sheet.curve.y1, sheet.curve.x2, sheet.curve.y2; the engine's solver is within 0.000278 pt of it).
  static let sheetPresentDuration: TimeInterval = 0.35
  /// max error 0 pt over 797 pt (0 %), exact form
  static let sheetPresent = UICubicTimingParameters(
    controlPoint1: CGPoint(x: 0.2, y: 1.0),
    controlPoint2: CGPoint(x: 0.42, y: 1.0))
  /// Core Animation (Float control points): max error 0.00012 pt over 797 pt (1.5e-05 %), lossy: evaluated in Float
  static let sheetPresentMediaTiming = CAMediaTimingFunction(
    controlPoints: 0.2, 1.0, 0.42, 1.0)

  /// Push and pop by button or key (without navigation.useSpring): 0.5 s, bezier (0.2, 1, 0.42, 1) (navigation.pushDuration; the engine's solver is within 0.000279 pt of it).
  static let pushDuration: TimeInterval = 0.5
  /// max error 0 pt over 797 pt (0 %), exact form
  static let push = UICubicTimingParameters(
    controlPoint1: CGPoint(x: 0.2, y: 1.0),
    controlPoint2: CGPoint(x: 0.42, y: 1.0))
  /// Core Animation (Float control points): max error 0.000144 pt over 797 pt (1.8e-05 %), lossy: evaluated in Float
  static let pushMediaTiming = CAMediaTimingFunction(
    controlPoints: 0.2, 1.0, 0.42, 1.0)

  /// A released back-swipe runs on or back, ease-out (without navigation.useSpring): 0.5 s, bezier (0, 0, 0.58, 1) (navigation.duration; the engine's solver is within 0.000114 pt of it).
  static let backSwipeCompletionDuration: TimeInterval = 0.5
  /// max error 0 pt over 797 pt (0 %), exact form
  static let backSwipeCompletion = UICubicTimingParameters(
    controlPoint1: CGPoint(x: 0.0, y: 0.0),
    controlPoint2: CGPoint(x: 0.58, y: 1.0))
  /// Core Animation (Float control points): max error 0.000149 pt over 797 pt (1.87e-05 %), lossy: evaluated in Float
  static let backSwipeCompletionMediaTiming = CAMediaTimingFunction(
    controlPoints: 0.0, 0.0, 0.58, 1.0)

  /// A page change inside a sheet, along the sheet curve: 0.35 s, bezier (0.2, 1, 0.42, 1) (sheetNavigation.duration; the engine's solver is within 0.000278 pt of it).
  static let sheetPagesDuration: TimeInterval = 0.35
  /// max error 0 pt over 797 pt (0 %), exact form
  static let sheetPages = UICubicTimingParameters(
    controlPoint1: CGPoint(x: 0.2, y: 1.0),
    controlPoint2: CGPoint(x: 0.42, y: 1.0))
  /// Core Animation (Float control points): max error 0.00012 pt over 797 pt (1.5e-05 %), lossy: evaluated in Float
  static let sheetPagesMediaTiming = CAMediaTimingFunction(
    controlPoints: 0.2, 1.0, 0.42, 1.0)

  /// The zoom out of the tapped button and back into it: 0.3 s, bezier (0.42, 0, 0.58, 1) (zoom.duration, zoom.curve.x1, zoom.curve.y1, zoom.curve.x2, zoom.curve.y2; the engine's solver is within 0.000119 pt of it).
  static let zoomDuration: TimeInterval = 0.3
  /// max error 0 pt over 797 pt (0 %), exact form
  static let zoom = UICubicTimingParameters(
    controlPoint1: CGPoint(x: 0.42, y: 0.0),
    controlPoint2: CGPoint(x: 0.58, y: 1.0))
  /// Core Animation (Float control points): max error 0.00017 pt over 797 pt (2.14e-05 %), lossy: evaluated in Float
  static let zoomMediaTiming = CAMediaTimingFunction(
    controlPoints: 0.42, 0.0, 0.58, 1.0)

  /// The Reduce Motion cross-fade, ease-in-ease-out: 0.2 s, bezier (0.42, 0, 0.58, 1) (motion.crossFadeDuration; the engine's solver is within 0.000119 pt of it).
  static let crossFadeDuration: TimeInterval = 0.2
  /// max error 0 pt over 797 pt (0 %), exact form
  static let crossFade = UICubicTimingParameters(
    controlPoint1: CGPoint(x: 0.42, y: 0.0),
    controlPoint2: CGPoint(x: 0.58, y: 1.0))
  /// Core Animation (Float control points): max error 0.000163 pt over 797 pt (2.04e-05 %), lossy: evaluated in Float
  static let crossFadeMediaTiming = CAMediaTimingFunction(
    controlPoints: 0.42, 0.0, 0.58, 1.0)

  // MARK: Sheet presentation

  /// The tuning's list sheet: detents (detents.listMedium, listLarge, listFraction,
  /// listFitsContent), corner radius (sheet.cornerRadius), background interaction
  /// (detents.largestUndimmed), grabber, scrolling (detents.scrollingExpands).
  static func configure(_ sheet: UISheetPresentationController) {
    sheet.detents = [.medium(), .large()]
    sheet.preferredCornerRadius = sheetCornerRadius
    sheet.largestUndimmedDetentIdentifier = nil
    sheet.prefersGrabberVisible = true
    sheet.prefersScrollingExpandsWhenScrolledToEdge = true
  }

  // MARK: Constants the sheet presentation is written from

  // configure(_:) sets these in UIKit's own API: detents, corner radius, background
  // interaction and scrolling.
  /// Radius of the sheet's top corners (pt).
  static let sheetCornerRadius: Double = 38.0
  /// The list sheet rests at medium: half the window.
  static let detentsListMedium: Bool = true
  /// The list sheet rests at large: the window below the top inset.
  static let detentsListLarge: Bool = true
  /// Also a list sheet detent at this × window height; 0 none (×).
  static let detentsListFraction: Double = 0.0
  /// Also a list sheet detent as tall as its rows (a fitted custom detent); opens there.
  static let detentsListFitsContent: Bool = false
  /// An upward drag on the list at its top first expands the sheet, then scrolls.
  static let detentsScrollingExpands: Bool = true
  /// Largest detent (1 = smallest) without dim, the screen behind usable; 0 none.
  static let detentsLargestUndimmed: Int = 0

  // MARK: Constants with no home in UIKit

  // UIKit has no API that takes these: the system sheet's dim, shadow, grabber size,
  // floating inset and card stack, its dismiss rule and gesture slop, the list's physics
  // and the navigation transition are its own and cannot be set. They are the playground's
  // numbers for code that reimplements that behaviour (a custom sheet, transition or
  // gesture); pasted alone they change nothing.
  /// Alpha of the black dim behind a fully shown sheet.
  static let sheetDimAlpha: Double = 0.4
  /// Width of the grabber at the sheet's top (pt).
  static let sheetGrabberWidth: Double = 36.0
  /// Height of the grabber at the sheet's top (pt).
  static let sheetGrabberHeight: Double = 5.0
  /// Continuous (iOS squircle) corners, not circular ones.
  static let sheetContinuousCorners: Bool = true
  /// Opacity of the black shadow above the sheet's top edge.
  static let sheetShadowOpacity: Double = 0.15
  /// Blur radius of the sheet's shadow (sigma = radius / 2) (pt).
  static let sheetShadowRadius: Double = 12.0
  /// iOS 26's inset from the sides and bottom below full height (0: attached at every height) (pt).
  static let sheetFloatingInset: Double = 8.0
  /// Share of the full height up to which a floating sheet floats fully, then attaches (×).
  static let sheetFloatsBelow: Double = 0.6
  /// Liquid Glass behind a floating sheet, opaque as it attaches (off: Reduce Transparency).
  static let sheetGlass: Bool = true
  /// Alpha of the black dim behind the card presentation.
  static let cardDimAlpha: Double = 0.5
  /// Card height as a fraction of the container's (×).
  static let cardHeightFraction: Double = 0.6666666666666666
  /// Scale a drag down of one screen height shrinks the zoomed screen to (×).
  static let zoomDragMinimumScale: Double = 0.5
  /// Dismiss the dragged zoom when the projected drag passes this much height (×).
  static let zoomDismissThreshold: Double = 0.25
  /// Response of the spring into the button or back to full screen after a drag (s).
  static let zoomReleaseResponse: Double = 0.35
  /// Damping ratio of the zoom's release spring.
  static let zoomReleaseDamping: Double = 1.0
  /// Dismiss when the projected drag passes this much height (×).
  static let dismissThreshold: Double = 0.5
  /// Velocity decay per ms used to project a release (0.998: about 0.5 s of travel) (per ms).
  static let dismissProjectionDeceleration: Double = 0.998
  /// Also dismiss when velocity / remaining distance reaches this; 0 is off (1/s).
  static let dismissVelocityRatio: Double = 5.5
  /// Finish a released drag with the sheet spring, not the curve.
  static let dismissUseSpring: Bool = true
  /// Rubber-band a sheet dragged up past its full height.
  static let dismissRubberBand: Bool = true
  /// Pointer travel before any pan (dismiss, list, back) begins (pt).
  static let gestureSlop: Double = 10.0
  /// Count drags from the slop (Flutter, Android: lags by it), not the press (UIKit).
  static let gestureDragStartsAtSlop: Bool = false
  /// Number of rows in the list sheet.
  static let listRowCount: Int = 20
  /// Height of one list row (pt).
  static let listRowHeight: Double = 44.0
  /// Velocity decay per ms of a flung list (fast: 0.99) (per ms).
  static let listDecelerationRate: Double = 0.998
  /// Rubber-band constant: overscroll shown per point at first (×).
  static let listRubberBand: Double = 0.55
  /// A fling into the list's top dismisses past this many sheet heights, else bounces (×).
  static let listHandoffDismissFactor: Double = 2.0
  /// Medium is half the window and large full height whatever the content (iOS), not capped.
  static let detentsSystemSizing: Bool = true
  /// The screen behind shrinks into a card as a sheet nears large.
  static let detentsCardStack: Bool = true
  /// Card stack: top and bottom inset (scale 1 − 2 × inset / h) (pt).
  static let detentsCardStackInset: Double = 20.0
  /// Card stack: the card's top above the sheet's at large (pt).
  static let detentsCardStackGap: Double = 8.0
  /// Card stack: the card's corner radius (pt).
  static let detentsCardStackCornerRadius: Double = 8.0
  /// Card stack: black over the card at large.
  static let detentsCardStackDarkening: Double = 0.2
  /// How far left the lower page sits in a push, × width (×).
  static let navigationPushParallax: Double = 0.3
  /// Alpha of the black dim over the lower page in a push.
  static let navigationPushDimming: Double = 0.094
  /// Finish a back-swipe released past this much width (×).
  static let navigationThreshold: Double = 0.5
  /// Without projection, also finish when released faster than this (pt/s).
  static let navigationVelocityThreshold: Double = 1000.0
  /// Finish if progress + projection time × velocity / width passes the threshold.
  static let navigationProjection: Bool = true
  /// Seconds of release velocity added when projecting (s).
  static let navigationProjectionTime: Double = 0.3
  /// Complete a back-swipe at the finger's speed, at most the duration.
  static let navigationKeepFingerSpeed: Bool = true
  /// Animate push / pop with the navigation spring.
  static let navigationUseSpring: Bool = true
  /// How far left the lower page starts, × width (×).
  static let navigationParallax: Double = 0.3
  /// Opacity of the covered lower page; fades to 1.
  static let navigationLowerOpacity: Double = 1.0
  /// Alpha of the black dim over the covered lower page.
  static let navigationDimming: Double = 0.094
  /// Blur radius of the upper page's edge shadow (pt).
  static let navigationShadowRadius: Double = 4.0
  /// Edge shadow opacity, upper page fully shown.
  static let navigationShadowOpacityStart: Double = 0.2
  /// Edge shadow opacity, upper page swiped away.
  static let navigationShadowOpacityEnd: Double = 0.0
  /// Begin a back-swipe only at the leading edge.
  static let navigationEdgeOnly: Bool = false
  /// Width of the leading-edge strip for edge-only swipes (pt).
  static let navigationEdgeWidth: Double = 20.0
  /// How far left the outgoing sheet page moves, × width (×).
  static let sheetNavigationParallax: Double = 0.3
  /// Release speed above which a release is a flick (pt/s).
  static let springsFlickVelocity: Double = 300.0
  /// Reduce Motion: presentations, pushes and the zoom cross-fade (drags still move).
  static let motionReduce: Bool = false
  /// A release projects velocity (pt/s) × this many seconds: d / (1 − d) / 1000 (s).
  static let dismissProjectionSeconds: Double = 0.4989999999999996
  /// A flung list glides velocity (pt/s) × this many seconds before it rests (s).
  static let listProjectionSeconds: Double = 0.4989999999999996
}
