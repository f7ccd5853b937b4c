// Sheet Playground tuning for flutter (playground export --as flutter).
// Preset ios18, no overrides.
// Each spring and curve states its measured error: the worst position difference between
// this platform's model of it and the playground's engine, sampled at 4 kHz over a
// full-height sheet's travel (797 pt on a 390 x 844 pt device);
// springs start at rest and are compared until the engine settles (1e-4 of the travel),
// curves with the exact Bezier of the tuning's control points.
// Springs are measured a second time from a release at 1500 pt/s toward the target (velocity
// 1.88 of the travel per second), the same velocity given to both.
import 'package:flutter/animation.dart';
import 'package:flutter/physics.dart';

abstract final class SheetTuning {
  // Springs

  /// A sheet released slowly snaps or dismisses (dismiss.useSpring, detents): response 0.4 s, damping ratio 1 (springs.sheetResponse, springs.sheetDamping).
  /// max error 1.77e-13 pt over 797 pt (2.22e-14 %), exact form
  /// From a release at 1500 pt/s (SpringSimulation's velocity): max error 1.77e-13 pt over 797 pt (2.22e-14 %), exact form
  static const SpringDescription sheet = SpringDescription(
    mass: 1.0, stiffness: 246.740110027234, damping: 31.41592653589793);
  /// Duration and bounce: max error 1.77e-13 pt over 797 pt (2.22e-14 %), exact form
  /// From a release at 1500 pt/s (SpringSimulation's velocity): max error 1.77e-13 pt over 797 pt (2.22e-14 %), exact form
  static final SpringDescription sheetDurationBounce =
    SpringDescription.withDurationAndBounce(
      duration: const Duration(milliseconds: 400), bounce: 0.0);

  /// The sheet spring after a release faster than the flick speed: response 0.4 s, damping ratio 0.58 (springs.sheetResponse, springs.flickDamping).
  /// max error 1.77e-13 pt over 797 pt (2.22e-14 %), exact form
  /// From a release at 1500 pt/s (SpringSimulation's velocity): max error 1.77e-13 pt over 797 pt (2.22e-14 %), exact form
  static const SpringDescription sheetFlick = SpringDescription(
    mass: 1.0, stiffness: 246.740110027234, damping: 18.2212373908208);
  /// Duration and bounce: max error 3.54e-13 pt over 797 pt (4.44e-14 %), exact form
  /// From a release at 1500 pt/s (SpringSimulation's velocity): max error 3.54e-13 pt over 797 pt (4.44e-14 %), exact form
  static final SpringDescription sheetFlickDurationBounce =
    SpringDescription.withDurationAndBounce(
      duration: const Duration(milliseconds: 400), bounce: 0.42);

  /// Push and pop when navigation.useSpring is on: response 0.344 s, damping ratio 1 (springs.navigationResponse, springs.navigationDamping).
  /// max error 0 pt over 797 pt (0 %), exact form
  /// From a release at 1500 pt/s (SpringSimulation's velocity): max error 8.85e-14 pt over 797 pt (1.11e-14 %), exact form
  static const SpringDescription navigation = SpringDescription(
    mass: 1.0, stiffness: 333.3333333333333, damping: 36.51483716701107);
  /// Duration and bounce: max error 0.181 pt over 797 pt (0.0227 %), lossy: whole milliseconds
  /// From a release at 1500 pt/s (SpringSimulation's velocity): max error 0.162 pt over 797 pt (0.0204 %), lossy: whole milliseconds
  static final SpringDescription navigationDurationBounce =
    SpringDescription.withDurationAndBounce(
      duration: const Duration(milliseconds: 344), bounce: 0.0);

  /// An overscrolled list returns to its edge: response 0.628 s, damping ratio 1 (springs.bounceResponse, springs.bounceDamping).
  /// max error 8.85e-14 pt over 797 pt (1.11e-14 %), exact form
  /// From a release at 1500 pt/s (SpringSimulation's velocity): max error 8.85e-14 pt over 797 pt (1.11e-14 %), exact form
  static const SpringDescription listBounce = SpringDescription(
    mass: 1.0, stiffness: 100.0, damping: 20.0);
  /// Duration and bounce: max error 0.219 pt over 797 pt (0.0275 %), lossy: whole milliseconds
  /// From a release at 1500 pt/s (SpringSimulation's velocity): max error 0.178 pt over 797 pt (0.0223 %), lossy: whole milliseconds
  static final SpringDescription listBounceDurationBounce =
    SpringDescription.withDurationAndBounce(
      duration: const Duration(milliseconds: 628), bounce: 0.0);

  /// A rubber-banded sheet lets go of its stretch: response 0.4 s, damping ratio 1 (springs.stretchResponse, springs.stretchDamping).
  /// max error 1.77e-13 pt over 797 pt (2.22e-14 %), exact form
  /// From a release at 1500 pt/s (SpringSimulation's velocity): max error 1.77e-13 pt over 797 pt (2.22e-14 %), exact form
  static const SpringDescription sheetStretch = SpringDescription(
    mass: 1.0, stiffness: 246.740110027234, damping: 31.41592653589793);
  /// Duration and bounce: max error 1.77e-13 pt over 797 pt (2.22e-14 %), exact form
  /// From a release at 1500 pt/s (SpringSimulation's velocity): max error 1.77e-13 pt over 797 pt (2.22e-14 %), exact form
  static final SpringDescription sheetStretchDurationBounce =
    SpringDescription.withDurationAndBounce(
      duration: const Duration(milliseconds: 400), bounce: 0.0);

  /// The sheet's dip when a list's fling reaches its top: response 0.4 s, damping ratio 1 (springs.sheetBounceResponse, springs.sheetBounceDamping).
  /// max error 1.77e-13 pt over 797 pt (2.22e-14 %), exact form
  /// From a release at 1500 pt/s (SpringSimulation's velocity): max error 1.77e-13 pt over 797 pt (2.22e-14 %), exact form
  static const SpringDescription sheetDip = SpringDescription(
    mass: 1.0, stiffness: 246.740110027234, damping: 31.41592653589793);
  /// Duration and bounce: max error 1.77e-13 pt over 797 pt (2.22e-14 %), exact form
  /// From a release at 1500 pt/s (SpringSimulation's velocity): max error 1.77e-13 pt over 797 pt (2.22e-14 %), exact form
  static final SpringDescription sheetDipDurationBounce =
    SpringDescription.withDurationAndBounce(
      duration: const Duration(milliseconds: 400), bounce: 0.0);

  // Curves

  /// Present and dismiss of the bottom sheet and the card: 0.35 s, bezier (0.2, 1, 0.42, 1) (sheet.duration, sheet.curve.x1, sheet.curve.y1, sheet.curve.x2, sheet.curve.y2; the engine's solver is within 0.000278 pt of it).
  /// max error 2.84e-09 pt over 797 pt (3.56e-10 %), exact form
  static const SheetExactCubic sheetPresent = SheetExactCubic(0.2, 1.0, 0.42, 1.0);
  /// Flutter's own Cubic, where a `Cubic` is required: max error 3.63 pt over 797 pt (0.455 %), lossy: Cubic solves to 0.001 of the time
  static const Cubic sheetPresentCubic = Cubic(0.2, 1.0, 0.42, 1.0);
  static const Duration sheetPresentDuration = Duration(microseconds: 350000);

  /// Push and pop by button or key (without navigation.useSpring): 0.5 s, bezier (0.2, 1, 0.42, 1) (navigation.pushDuration; the engine's solver is within 0.000279 pt of it).
  /// max error 3.08e-09 pt over 797 pt (3.86e-10 %), exact form
  static const SheetExactCubic push = SheetExactCubic(0.2, 1.0, 0.42, 1.0);
  /// Flutter's own Cubic, where a `Cubic` is required: max error 3.72 pt over 797 pt (0.467 %), lossy: Cubic solves to 0.001 of the time
  static const Cubic pushCubic = Cubic(0.2, 1.0, 0.42, 1.0);
  static const Duration pushDuration = Duration(microseconds: 500000);

  /// A released back-swipe runs on or back, ease-out (without navigation.useSpring): 0.5 s, bezier (0, 0, 0.58, 1) (navigation.duration; the engine's solver is within 0.000114 pt of it).
  /// max error 1.23e-09 pt over 797 pt (1.55e-10 %), exact form
  static const SheetExactCubic backSwipeCompletion = SheetExactCubic(0.0, 0.0, 0.58, 1.0);
  /// Flutter's own Cubic, where a `Cubic` is required: max error 1.25 pt over 797 pt (0.157 %), lossy: Cubic solves to 0.001 of the time
  static const Cubic backSwipeCompletionCubic = Cubic(0.0, 0.0, 0.58, 1.0);
  static const Duration backSwipeCompletionDuration = Duration(microseconds: 500000);

  /// A page change inside a sheet, along the sheet curve: 0.35 s, bezier (0.2, 1, 0.42, 1) (sheetNavigation.duration; the engine's solver is within 0.000278 pt of it).
  /// max error 2.84e-09 pt over 797 pt (3.56e-10 %), exact form
  static const SheetExactCubic sheetPages = SheetExactCubic(0.2, 1.0, 0.42, 1.0);
  /// Flutter's own Cubic, where a `Cubic` is required: max error 3.63 pt over 797 pt (0.455 %), lossy: Cubic solves to 0.001 of the time
  static const Cubic sheetPagesCubic = Cubic(0.2, 1.0, 0.42, 1.0);
  static const Duration sheetPagesDuration = Duration(microseconds: 350000);

  /// The zoom out of the tapped button and back into it: 0.3 s, bezier (0.42, 0, 0.58, 1) (zoom.duration, zoom.curve.x1, zoom.curve.y1, zoom.curve.x2, zoom.curve.y2; the engine's solver is within 0.000119 pt of it).
  /// max error 1.33e-09 pt over 797 pt (1.67e-10 %), exact form
  static const SheetExactCubic zoom = SheetExactCubic(0.42, 0.0, 0.58, 1.0);
  /// Flutter's own Cubic, where a `Cubic` is required: max error 1.35 pt over 797 pt (0.169 %), lossy: Cubic solves to 0.001 of the time
  static const Cubic zoomCubic = Cubic(0.42, 0.0, 0.58, 1.0);
  static const Duration zoomDuration = Duration(microseconds: 300000);

  /// The Reduce Motion cross-fade, ease-in-ease-out: 0.2 s, bezier (0.42, 0, 0.58, 1) (motion.crossFadeDuration; the engine's solver is within 0.000119 pt of it).
  /// max error 1.24e-09 pt over 797 pt (1.56e-10 %), exact form
  static const SheetExactCubic crossFade = SheetExactCubic(0.42, 0.0, 0.58, 1.0);
  /// Flutter's own Cubic, where a `Cubic` is required: max error 1.34 pt over 797 pt (0.168 %), lossy: Cubic solves to 0.001 of the time
  static const Cubic crossFadeCubic = Cubic(0.42, 0.0, 0.58, 1.0);
  static const Duration crossFadeDuration = Duration(microseconds: 200000);

  // Constants

  /// Alpha of the black dim behind a fully shown sheet.
  static const double sheetDimAlpha = 0.4;
  /// Radius of the sheet's top corners (pt).
  static const double sheetCornerRadius = 16.0;
  /// Width of the grabber at the sheet's top (pt).
  static const double sheetGrabberWidth = 36.0;
  /// Height of the grabber at the sheet's top (pt).
  static const double sheetGrabberHeight = 5.0;
  /// Continuous (iOS squircle) corners, not circular ones.
  static const bool sheetContinuousCorners = true;
  /// Opacity of the black shadow above the sheet's top edge.
  static const double sheetShadowOpacity = 0.15;
  /// Blur radius of the sheet's shadow (sigma = radius / 2) (pt).
  static const double sheetShadowRadius = 12.0;
  /// iOS 26's inset from the sides and bottom below full height (0: attached at every height) (pt).
  static const double sheetFloatingInset = 0.0;
  /// Share of the full height up to which a floating sheet floats fully, then attaches (×).
  static const double sheetFloatsBelow = 0.6;
  /// Liquid Glass behind a floating sheet, opaque as it attaches (off: Reduce Transparency).
  static const bool sheetGlass = false;
  /// Alpha of the black dim behind the card presentation.
  static const double cardDimAlpha = 0.5;
  /// Card height as a fraction of the container's (×).
  static const double cardHeightFraction = 0.6666666666666666;
  /// Scale a drag down of one screen height shrinks the zoomed screen to (×).
  static const double zoomDragMinimumScale = 0.5;
  /// Dismiss the dragged zoom when the projected drag passes this much height (×).
  static const double zoomDismissThreshold = 0.25;
  /// Response of the spring into the button or back to full screen after a drag (s).
  static const double zoomReleaseResponse = 0.35;
  /// Damping ratio of the zoom's release spring.
  static const double zoomReleaseDamping = 1.0;
  /// Dismiss when the projected drag passes this much height (×).
  static const double dismissThreshold = 0.5;
  /// Velocity decay per ms used to project a release (0.998: about 0.5 s of travel) (per ms).
  static const double dismissProjectionDeceleration = 0.998;
  /// Also dismiss when velocity / remaining distance reaches this; 0 is off (1/s).
  static const double dismissVelocityRatio = 5.5;
  /// Finish a released drag with the sheet spring, not the curve.
  static const bool dismissUseSpring = true;
  /// Rubber-band a sheet dragged up past its full height.
  static const bool dismissRubberBand = true;
  /// Pointer travel before any pan (dismiss, list, back) begins (pt).
  static const double gestureSlop = 10.0;
  /// Count drags from the slop (Flutter, Android: lags by it), not the press (UIKit).
  static const bool gestureDragStartsAtSlop = false;
  /// Number of rows in the list sheet.
  static const int listRowCount = 20;
  /// Height of one list row (pt).
  static const double listRowHeight = 44.0;
  /// Velocity decay per ms of a flung list (fast: 0.99) (per ms).
  static const double listDecelerationRate = 0.998;
  /// Rubber-band constant: overscroll shown per point at first (×).
  static const double listRubberBand = 0.55;
  /// A fling into the list's top dismisses past this many sheet heights, else bounces (×).
  static const double listHandoffDismissFactor = 2.0;
  /// The list sheet rests at medium: half the window.
  static const bool detentsListMedium = true;
  /// The list sheet rests at large: the window below the top inset.
  static const bool detentsListLarge = true;
  /// Also a list sheet detent at this × window height; 0 none (×).
  static const double detentsListFraction = 0.0;
  /// Also a list sheet detent as tall as its rows (a fitted custom detent); opens there.
  static const bool detentsListFitsContent = false;
  /// Medium is half the window and large full height whatever the content (iOS), not capped.
  static const bool detentsSystemSizing = true;
  /// An upward drag on the list at its top first expands the sheet, then scrolls.
  static const bool detentsScrollingExpands = true;
  /// Largest detent (1 = smallest) without dim, the screen behind usable; 0 none.
  static const int detentsLargestUndimmed = 0;
  /// The screen behind shrinks into a card as a sheet nears large.
  static const bool detentsCardStack = true;
  /// Card stack: top and bottom inset (scale 1 − 2 × inset / h) (pt).
  static const double detentsCardStackInset = 20.0;
  /// Card stack: the card's top above the sheet's at large (pt).
  static const double detentsCardStackGap = 8.0;
  /// Card stack: the card's corner radius (pt).
  static const double detentsCardStackCornerRadius = 8.0;
  /// Card stack: black over the card at large.
  static const double detentsCardStackDarkening = 0.2;
  /// How far left the lower page sits in a push, × width (×).
  static const double navigationPushParallax = 0.3;
  /// Alpha of the black dim over the lower page in a push.
  static const double navigationPushDimming = 0.094;
  /// Finish a back-swipe released past this much width (×).
  static const double navigationThreshold = 0.5;
  /// Without projection, also finish when released faster than this (pt/s).
  static const double navigationVelocityThreshold = 1000.0;
  /// Finish if progress + projection time × velocity / width passes the threshold.
  static const bool navigationProjection = true;
  /// Seconds of release velocity added when projecting (s).
  static const double navigationProjectionTime = 0.3;
  /// Complete a back-swipe at the finger's speed, at most the duration.
  static const bool navigationKeepFingerSpeed = true;
  /// Animate push / pop with the navigation spring.
  static const bool navigationUseSpring = true;
  /// How far left the lower page starts, × width (×).
  static const double navigationParallax = 0.3;
  /// Opacity of the covered lower page; fades to 1.
  static const double navigationLowerOpacity = 1.0;
  /// Alpha of the black dim over the covered lower page.
  static const double navigationDimming = 0.094;
  /// Blur radius of the upper page's edge shadow (pt).
  static const double navigationShadowRadius = 4.0;
  /// Edge shadow opacity, upper page fully shown.
  static const double navigationShadowOpacityStart = 0.2;
  /// Edge shadow opacity, upper page swiped away.
  static const double navigationShadowOpacityEnd = 0.0;
  /// Begin a back-swipe only at the leading edge.
  static const bool navigationEdgeOnly = false;
  /// Width of the leading-edge strip for edge-only swipes (pt).
  static const double navigationEdgeWidth = 20.0;
  /// How far left the outgoing sheet page moves, × width (×).
  static const double sheetNavigationParallax = 0.3;
  /// Release speed above which a release is a flick (pt/s).
  static const double springsFlickVelocity = 300.0;
  /// Reduce Motion: presentations, pushes and the zoom cross-fade (drags still move).
  static const bool motionReduce = false;
  /// A release projects velocity (pt/s) × this many seconds: d / (1 − d) / 1000 (s).
  static const double dismissProjectionSeconds = 0.4989999999999996;
  /// A flung list glides velocity (pt/s) × this many seconds before it rests (s).
  static const double listProjectionSeconds = 0.4989999999999996;
}

/// A cubic Bezier timing curve solved to 1e-12 of the time, where Flutter's `Cubic` stops
/// within 0.001 of it: up to 8 Newton steps on x(m) = t from m = t, or, if a step leaves
/// 0...1 or the slope is under 1e-6, 60 halvings of 0...1; then y(m).
class SheetExactCubic extends Curve {
  const SheetExactCubic(this.a, this.b, this.c, this.d);

  final double a;
  final double b;
  final double c;
  final double d;

  static double _evaluate(double p1, double p2, double m) =>
      3 * p1 * (1 - m) * (1 - m) * m + 3 * p2 * (1 - m) * m * m + m * m * m;

  static double _slope(double p1, double p2, double m) =>
      3 * p1 * (1 - m) * (1 - m) + 6 * (p2 - p1) * (1 - m) * m + 3 * (1 - p2) * m * m;

  @override
  double transformInternal(double t) {
    var m = t;
    for (var i = 0; i < 8; i++) {
      final error = _evaluate(a, c, m) - t;
      if (error.abs() < 1e-12) return _evaluate(b, d, m);
      final slope = _slope(a, c, m);
      if (slope.abs() < 1e-6) break;
      m -= error / slope;
      if (m < 0 || m > 1) break;
    }
    var start = 0.0;
    var end = 1.0;
    for (var i = 0; i < 60; i++) {
      final midpoint = (start + end) / 2;
      if (_evaluate(a, c, midpoint) < t) {
        start = midpoint;
      } else {
        end = midpoint;
      }
    }
    return _evaluate(b, d, (start + end) / 2);
  }
}
