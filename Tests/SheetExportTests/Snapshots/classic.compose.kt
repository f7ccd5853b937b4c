// Sheet Playground tuning for compose (playground export --as compose).
// Preset classic, no overrides.
// Each spring and curve states its measured error: the worst position difference between
// this platform's model of it and the playground's engine, sampled at 4 kHz over a
// full-height sheet's travel (797 pt on a 390 x 844 pt device);
// springs start at rest and are compared until the engine settles (1e-4 of the travel),
// curves with the exact Bezier of the tuning's control points.
// Springs are measured a second time from a release at 1500 pt/s toward the target (velocity
// 1.88 of the travel per second), the same velocity given to both.
import androidx.compose.animation.core.CubicBezierEasing
import androidx.compose.animation.core.spring
import androidx.compose.animation.core.tween
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp

object SheetTuning {
    // Springs (mass 1)

    /** A sheet released slowly snaps or dismisses (dismiss.useSpring, detents): response 0.4 s, damping ratio 1 (springs.sheetResponse, springs.sheetDamping).
     *  max error 2.38e-08 pt over 797 pt (2.99e-09 %), lossy: Float stiffness
     *  From a release at 1500 pt/s: max error 2.1e-08 pt over 797 pt (2.63e-09 %), lossy: Float stiffness */
    val sheet = spring<Float>(dampingRatio = 1.0f, stiffness = 246.74011f)

    /** The sheet spring after a release faster than the flick speed: response 0.4 s, damping ratio 0.58 (springs.sheetResponse, springs.flickDamping).
     *  max error 3.41e-08 pt over 797 pt (4.28e-09 %), lossy: Float stiffness
     *  From a release at 1500 pt/s: max error 2.97e-08 pt over 797 pt (3.73e-09 %), lossy: Float stiffness */
    val sheetFlick = spring<Float>(dampingRatio = 0.58f, stiffness = 246.74011f)

    /** Push and pop when navigation.useSpring is on: response 0.344 s, damping ratio 1 (springs.navigationResponse, springs.navigationDamping).
     *  max error 6.94e-06 pt over 797 pt (8.71e-07 %), lossy: Float stiffness
     *  From a release at 1500 pt/s: max error 5.71e-06 pt over 797 pt (7.17e-07 %), lossy: Float stiffness */
    val navigation = spring<Float>(dampingRatio = 1.0f, stiffness = 333.33334f)

    /** An overscrolled list returns to its edge: response 0.628 s, damping ratio 1 (springs.bounceResponse, springs.bounceDamping).
     *  max error 8.85e-14 pt over 797 pt (1.11e-14 %), exact form
     *  From a release at 1500 pt/s: max error 8.85e-14 pt over 797 pt (1.11e-14 %), exact form */
    val listBounce = spring<Float>(dampingRatio = 1.0f, stiffness = 100.0f)

    /** A rubber-banded sheet lets go of its stretch: response 0.4 s, damping ratio 1 (springs.stretchResponse, springs.stretchDamping).
     *  max error 2.38e-08 pt over 797 pt (2.99e-09 %), lossy: Float stiffness
     *  From a release at 1500 pt/s: max error 2.1e-08 pt over 797 pt (2.63e-09 %), lossy: Float stiffness */
    val sheetStretch = spring<Float>(dampingRatio = 1.0f, stiffness = 246.74011f)

    /** The sheet's dip when a list's fling reaches its top: response 0.4 s, damping ratio 1 (springs.sheetBounceResponse, springs.sheetBounceDamping).
     *  max error 2.38e-08 pt over 797 pt (2.99e-09 %), lossy: Float stiffness
     *  From a release at 1500 pt/s: max error 2.1e-08 pt over 797 pt (2.63e-09 %), lossy: Float stiffness */
    val sheetDip = spring<Float>(dampingRatio = 1.0f, stiffness = 246.74011f)

    // Curves

    /** Present and dismiss of the bottom sheet and the card: 0.35 s, bezier (0.2, 1, 0.42, 1) (sheet.duration, sheet.curve.x1, sheet.curve.y1, sheet.curve.x2, sheet.curve.y2; the engine's solver is within 0.000278 pt of it).
     *  max error 0.00012 pt over 797 pt (1.5e-05 %), lossy: Float */
    val sheetPresent = tween<Float>(
        durationMillis = 350,
        easing = CubicBezierEasing(0.2f, 1.0f, 0.42f, 1.0f),
    )

    /** Push and pop by button or key (without navigation.useSpring): 0.35 s, bezier (0.2, 1, 0.42, 1) (navigation.pushDuration; the engine's solver is within 0.000278 pt of it).
     *  max error 0.00012 pt over 797 pt (1.5e-05 %), lossy: Float */
    val push = tween<Float>(
        durationMillis = 350,
        easing = CubicBezierEasing(0.2f, 1.0f, 0.42f, 1.0f),
    )

    /** A released back-swipe runs on or back, ease-out (without navigation.useSpring): 0.3 s, bezier (0, 0, 0.58, 1) (navigation.duration; the engine's solver is within 0.000114 pt of it).
     *  max error 0.000138 pt over 797 pt (1.73e-05 %), lossy: Float */
    val backSwipeCompletion = tween<Float>(
        durationMillis = 300,
        easing = CubicBezierEasing(0.0f, 0.0f, 0.58f, 1.0f),
    )

    /** A page change inside a sheet, along the sheet curve: 0.35 s, bezier (0.2, 1, 0.42, 1) (sheetNavigation.duration; the engine's solver is within 0.000278 pt of it).
     *  max error 0.00012 pt over 797 pt (1.5e-05 %), lossy: Float */
    val sheetPages = tween<Float>(
        durationMillis = 350,
        easing = CubicBezierEasing(0.2f, 1.0f, 0.42f, 1.0f),
    )

    /** The zoom out of the tapped button and back into it: 0.3 s, bezier (0.42, 0, 0.58, 1) (zoom.duration, zoom.curve.x1, zoom.curve.y1, zoom.curve.x2, zoom.curve.y2; the engine's solver is within 0.000119 pt of it).
     *  max error 0.00017 pt over 797 pt (2.14e-05 %), lossy: Float */
    val zoom = tween<Float>(
        durationMillis = 300,
        easing = CubicBezierEasing(0.42f, 0.0f, 0.58f, 1.0f),
    )

    /** The Reduce Motion cross-fade, ease-in-ease-out: 0.2 s, bezier (0.42, 0, 0.58, 1) (motion.crossFadeDuration; the engine's solver is within 0.000119 pt of it).
     *  max error 0.000163 pt over 797 pt (2.04e-05 %), lossy: Float */
    val crossFade = tween<Float>(
        durationMillis = 200,
        easing = CubicBezierEasing(0.42f, 0.0f, 0.58f, 1.0f),
    )

    // Constants: points as Dp, fractions and alphas as Float, seconds and rates as Double

    /** Alpha of the black dim behind a fully shown sheet. */
    const val sheetDimAlpha: Float = 0.75f
    /** Radius of the sheet's top corners (pt). */
    val sheetCornerRadius: Dp = 16.0.dp
    /** Width of the grabber at the sheet's top (pt). */
    val sheetGrabberWidth: Dp = 36.0.dp
    /** Height of the grabber at the sheet's top (pt). */
    val sheetGrabberHeight: Dp = 5.0.dp
    /** Continuous (iOS squircle) corners, not circular ones. */
    const val sheetContinuousCorners = false
    /** Opacity of the black shadow above the sheet's top edge. */
    const val sheetShadowOpacity: Float = 0.15f
    /** Blur radius of the sheet's shadow (sigma = radius / 2) (pt). */
    val sheetShadowRadius: Dp = 12.0.dp
    /** iOS 26's inset from the sides and bottom below full height (0: attached at every height) (pt). */
    val sheetFloatingInset: Dp = 0.0.dp
    /** Share of the full height up to which a floating sheet floats fully, then attaches (×). */
    const val sheetFloatsBelow: Float = 0.6f
    /** Liquid Glass behind a floating sheet, opaque as it attaches (off: Reduce Transparency). */
    const val sheetGlass = false
    /** Alpha of the black dim behind the card presentation. */
    const val cardDimAlpha: Float = 0.5f
    /** Card height as a fraction of the container's (×). */
    const val cardHeightFraction: Float = 0.6666667f
    /** Scale a drag down of one screen height shrinks the zoomed screen to (×). */
    const val zoomDragMinimumScale: Float = 0.5f
    /** Dismiss the dragged zoom when the projected drag passes this much height (×). */
    const val zoomDismissThreshold: Float = 0.25f
    /** Response of the spring into the button or back to full screen after a drag (s). */
    const val zoomReleaseResponse = 0.35
    /** Damping ratio of the zoom's release spring. */
    const val zoomReleaseDamping: Float = 1.0f
    /** Dismiss when the projected drag passes this much height (×). */
    const val dismissThreshold: Float = 0.5f
    /** Velocity decay per ms used to project a release (0.998: about 0.5 s of travel) (per ms). */
    const val dismissProjectionDeceleration = 0.998
    /** Also dismiss when velocity / remaining distance reaches this; 0 is off (1/s). */
    const val dismissVelocityRatio = 0.0
    /** Finish a released drag with the sheet spring, not the curve. */
    const val dismissUseSpring = false
    /** Rubber-band a sheet dragged up past its full height. */
    const val dismissRubberBand = false
    /** Pointer travel before any pan (dismiss, list, back) begins (pt). */
    val gestureSlop: Dp = 10.0.dp
    /** Count drags from the slop (Flutter, Android: lags by it), not the press (UIKit). */
    const val gestureDragStartsAtSlop = false
    /** Number of rows in the list sheet. */
    const val listRowCount = 20
    /** Height of one list row (pt). */
    val listRowHeight: Dp = 44.0.dp
    /** Velocity decay per ms of a flung list (fast: 0.99) (per ms). */
    const val listDecelerationRate = 0.998
    /** Rubber-band constant: overscroll shown per point at first (×). */
    const val listRubberBand: Float = 0.55f
    /** A fling into the list's top dismisses past this many sheet heights, else bounces (×). */
    const val listHandoffDismissFactor: Float = 2.0f
    /** The list sheet rests at medium: half the window. */
    const val detentsListMedium = false
    /** The list sheet rests at large: the window below the top inset. */
    const val detentsListLarge = false
    /** Also a list sheet detent at this × window height; 0 none (×). */
    const val detentsListFraction: Float = 0.0f
    /** Also a list sheet detent as tall as its rows (a fitted custom detent); opens there. */
    const val detentsListFitsContent = false
    /** Medium is half the window and large full height whatever the content (iOS), not capped. */
    const val detentsSystemSizing = false
    /** An upward drag on the list at its top first expands the sheet, then scrolls. */
    const val detentsScrollingExpands = true
    /** Largest detent (1 = smallest) without dim, the screen behind usable; 0 none. */
    const val detentsLargestUndimmed = 0
    /** The screen behind shrinks into a card as a sheet nears large. */
    const val detentsCardStack = false
    /** Card stack: top and bottom inset (scale 1 − 2 × inset / h) (pt). */
    val detentsCardStackInset: Dp = 20.0.dp
    /** Card stack: the card's top above the sheet's at large (pt). */
    val detentsCardStackGap: Dp = 8.0.dp
    /** Card stack: the card's corner radius (pt). */
    val detentsCardStackCornerRadius: Dp = 8.0.dp
    /** Card stack: black over the card at large. */
    const val detentsCardStackDarkening: Float = 0.2f
    /** How far left the lower page sits in a push, × width (×). */
    const val navigationPushParallax: Float = 0.3f
    /** Alpha of the black dim over the lower page in a push. */
    const val navigationPushDimming: Float = 0.1f
    /** Finish a back-swipe released past this much width (×). */
    const val navigationThreshold: Float = 0.5f
    /** Without projection, also finish when released faster than this (pt/s). */
    const val navigationVelocityThreshold = 1000.0
    /** Finish if progress + projection time × velocity / width passes the threshold. */
    const val navigationProjection = false
    /** Seconds of release velocity added when projecting (s). */
    const val navigationProjectionTime = 0.3
    /** Complete a back-swipe at the finger's speed, at most the duration. */
    const val navigationKeepFingerSpeed = false
    /** Animate push / pop with the navigation spring. */
    const val navigationUseSpring = false
    /** How far left the lower page starts, × width (×). */
    const val navigationParallax: Float = 0.3003003f
    /** Opacity of the covered lower page; fades to 1. */
    const val navigationLowerOpacity: Float = 0.9f
    /** Alpha of the black dim over the covered lower page. */
    const val navigationDimming: Float = 0.0f
    /** Blur radius of the upper page's edge shadow (pt). */
    val navigationShadowRadius: Dp = 5.0.dp
    /** Edge shadow opacity, upper page fully shown. */
    const val navigationShadowOpacityStart: Float = 1.0f
    /** Edge shadow opacity, upper page swiped away. */
    const val navigationShadowOpacityEnd: Float = 0.1f
    /** Begin a back-swipe only at the leading edge. */
    const val navigationEdgeOnly = false
    /** Width of the leading-edge strip for edge-only swipes (pt). */
    val navigationEdgeWidth: Dp = 20.0.dp
    /** How far left the outgoing sheet page moves, × width (×). */
    const val sheetNavigationParallax: Float = 0.3f
    /** Release speed above which a release is a flick (pt/s). */
    const val springsFlickVelocity = 300.0
    /** Reduce Motion: presentations, pushes and the zoom cross-fade (drags still move). */
    const val motionReduce = false
    /** A release projects velocity (pt/s) × this many seconds: d / (1 − d) / 1000 (s). */
    const val dismissProjectionSeconds = 0.4989999999999996
    /** A flung list glides velocity (pt/s) × this many seconds before it rests (s). */
    const val listProjectionSeconds = 0.4989999999999996
}
