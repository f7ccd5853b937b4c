// Sheet Playground tuning for android (playground export --as android).
// Preset ios26, no overrides.
// Each spring and curve states its measured error: the worst position difference between
// this platform's model of it and the playground's engine, sampled at 4 kHz over a
// full-height sheet's travel (797 pt on a 390 x 844 pt device);
// springs start at rest and are compared until the engine settles (1e-4 of the travel),
// curves with the exact Bezier of the tuning's control points.
// Springs are measured a second time from a release at 1500 pt/s toward the target (velocity
// 1.88 of the travel per second), the same velocity given to both.
import android.view.animation.Interpolator
import android.view.animation.PathInterpolator
import androidx.dynamicanimation.animation.SpringForce
import kotlin.math.abs

object SheetTuning {
    // Springs (SpringForce, mass 1)

    /** A sheet released slowly snaps or dismisses (dismiss.useSpring, detents): response 0.4 s, damping ratio 1 (springs.sheetResponse, springs.sheetDamping).
     *  max error 2.38e-08 pt over 797 pt (2.99e-09 %), lossy: Float stiffness
     *  From a release at 1500 pt/s: max error 2.1e-08 pt over 797 pt (2.63e-09 %), lossy: Float stiffness */
    fun sheet(): SpringForce =
        SpringForce().setStiffness(246.74011f).setDampingRatio(1.0f)

    /** The sheet spring after a release faster than the flick speed: response 0.4 s, damping ratio 0.58 (springs.sheetResponse, springs.flickDamping).
     *  max error 3.41e-08 pt over 797 pt (4.28e-09 %), lossy: Float stiffness
     *  From a release at 1500 pt/s: max error 2.97e-08 pt over 797 pt (3.73e-09 %), lossy: Float stiffness */
    fun sheetFlick(): SpringForce =
        SpringForce().setStiffness(246.74011f).setDampingRatio(0.58f)

    /** Push and pop when navigation.useSpring is on: response 0.344 s, damping ratio 1 (springs.navigationResponse, springs.navigationDamping).
     *  max error 6.94e-06 pt over 797 pt (8.71e-07 %), lossy: Float stiffness
     *  From a release at 1500 pt/s: max error 5.71e-06 pt over 797 pt (7.17e-07 %), lossy: Float stiffness */
    fun navigation(): SpringForce =
        SpringForce().setStiffness(333.33334f).setDampingRatio(1.0f)

    /** An overscrolled list returns to its edge: response 0.628 s, damping ratio 1 (springs.bounceResponse, springs.bounceDamping).
     *  max error 8.85e-14 pt over 797 pt (1.11e-14 %), exact form
     *  From a release at 1500 pt/s: max error 8.85e-14 pt over 797 pt (1.11e-14 %), exact form */
    fun listBounce(): SpringForce =
        SpringForce().setStiffness(100.0f).setDampingRatio(1.0f)

    /** A rubber-banded sheet lets go of its stretch: response 0.4 s, damping ratio 1 (springs.stretchResponse, springs.stretchDamping).
     *  max error 2.38e-08 pt over 797 pt (2.99e-09 %), lossy: Float stiffness
     *  From a release at 1500 pt/s: max error 2.1e-08 pt over 797 pt (2.63e-09 %), lossy: Float stiffness */
    fun sheetStretch(): SpringForce =
        SpringForce().setStiffness(246.74011f).setDampingRatio(1.0f)

    /** The sheet's dip when a list's fling reaches its top: response 0.4 s, damping ratio 1 (springs.sheetBounceResponse, springs.sheetBounceDamping).
     *  max error 2.38e-08 pt over 797 pt (2.99e-09 %), lossy: Float stiffness
     *  From a release at 1500 pt/s: max error 2.1e-08 pt over 797 pt (2.63e-09 %), lossy: Float stiffness */
    fun sheetDip(): SpringForce =
        SpringForce().setStiffness(246.74011f).setDampingRatio(1.0f)

    // Curves (PathInterpolator with ValueAnimator.setDuration)

    /** Present and dismiss of the bottom sheet and the card: 0.35 s, bezier (0.2, 1, 0.42, 1) (sheet.duration, sheet.curve.x1, sheet.curve.y1, sheet.curve.x2, sheet.curve.y2; the engine's solver is within 0.000278 pt of it).
     *  max error 3.82e-05 pt over 797 pt (4.79e-06 %), lossy: Float fraction */
    fun sheetPresent(): Interpolator = SheetExactInterpolator(0.2, 1.0, 0.42, 1.0)
    /** The platform's PathInterpolator: max error 2.07 pt over 797 pt (0.26 %), lossy: a path of 21 line segments (precision 0.002) */
    fun sheetPresentPath(): PathInterpolator =
        PathInterpolator(0.2f, 1.0f, 0.42f, 1.0f)
    const val sheetPresentDurationMs = 350L

    /** Push and pop by button or key (without navigation.useSpring): 0.5 s, bezier (0.2, 1, 0.42, 1) (navigation.pushDuration; the engine's solver is within 0.000279 pt of it).
     *  max error 3.6e-05 pt over 797 pt (4.52e-06 %), lossy: Float fraction */
    fun push(): Interpolator = SheetExactInterpolator(0.2, 1.0, 0.42, 1.0)
    /** The platform's PathInterpolator: max error 2.07 pt over 797 pt (0.26 %), lossy: a path of 21 line segments (precision 0.002) */
    fun pushPath(): PathInterpolator =
        PathInterpolator(0.2f, 1.0f, 0.42f, 1.0f)
    const val pushDurationMs = 500L

    /** A released back-swipe runs on or back, ease-out (without navigation.useSpring): 0.5 s, bezier (0, 0, 0.58, 1) (navigation.duration; the engine's solver is within 0.000114 pt of it).
     *  max error 4.28e-05 pt over 797 pt (5.37e-06 %), lossy: Float fraction */
    fun backSwipeCompletion(): Interpolator = SheetExactInterpolator(0.0, 0.0, 0.58, 1.0)
    /** The platform's PathInterpolator: max error 1.32 pt over 797 pt (0.165 %), lossy: a path of 23 line segments (precision 0.002) */
    fun backSwipeCompletionPath(): PathInterpolator =
        PathInterpolator(0.0f, 0.0f, 0.58f, 1.0f)
    const val backSwipeCompletionDurationMs = 500L

    /** A page change inside a sheet, along the sheet curve: 0.35 s, bezier (0.2, 1, 0.42, 1) (sheetNavigation.duration; the engine's solver is within 0.000278 pt of it).
     *  max error 3.82e-05 pt over 797 pt (4.79e-06 %), lossy: Float fraction */
    fun sheetPages(): Interpolator = SheetExactInterpolator(0.2, 1.0, 0.42, 1.0)
    /** The platform's PathInterpolator: max error 2.07 pt over 797 pt (0.26 %), lossy: a path of 21 line segments (precision 0.002) */
    fun sheetPagesPath(): PathInterpolator =
        PathInterpolator(0.2f, 1.0f, 0.42f, 1.0f)
    const val sheetPagesDurationMs = 350L

    /** The zoom out of the tapped button and back into it: 0.3 s, bezier (0.42, 0, 0.58, 1) (zoom.duration, zoom.curve.x1, zoom.curve.y1, zoom.curve.x2, zoom.curve.y2; the engine's solver is within 0.000119 pt of it).
     *  max error 6.03e-05 pt over 797 pt (7.57e-06 %), lossy: Float fraction */
    fun zoom(): Interpolator = SheetExactInterpolator(0.42, 0.0, 0.58, 1.0)
    /** The platform's PathInterpolator: max error 1.72 pt over 797 pt (0.216 %), lossy: a path of 20 line segments (precision 0.002) */
    fun zoomPath(): PathInterpolator =
        PathInterpolator(0.42f, 0.0f, 0.58f, 1.0f)
    const val zoomDurationMs = 300L

    /** The Reduce Motion cross-fade, ease-in-ease-out: 0.2 s, bezier (0.42, 0, 0.58, 1) (motion.crossFadeDuration; the engine's solver is within 0.000119 pt of it).
     *  max error 5.77e-05 pt over 797 pt (7.24e-06 %), lossy: Float fraction */
    fun crossFade(): Interpolator = SheetExactInterpolator(0.42, 0.0, 0.58, 1.0)
    /** The platform's PathInterpolator: max error 1.72 pt over 797 pt (0.216 %), lossy: a path of 20 line segments (precision 0.002) */
    fun crossFadePath(): PathInterpolator =
        PathInterpolator(0.42f, 0.0f, 0.58f, 1.0f)
    const val crossFadeDurationMs = 200L

    // Constants

    /** Alpha of the black dim behind a fully shown sheet. */
    const val sheetDimAlpha = 0.4
    /** Radius of the sheet's top corners (pt). */
    const val sheetCornerRadius = 38.0
    /** Width of the grabber at the sheet's top (pt). */
    const val sheetGrabberWidth = 36.0
    /** Height of the grabber at the sheet's top (pt). */
    const val sheetGrabberHeight = 5.0
    /** Continuous (iOS squircle) corners, not circular ones. */
    const val sheetContinuousCorners = true
    /** Opacity of the black shadow above the sheet's top edge. */
    const val sheetShadowOpacity = 0.15
    /** Blur radius of the sheet's shadow (sigma = radius / 2) (pt). */
    const val sheetShadowRadius = 12.0
    /** iOS 26's inset from the sides and bottom below full height (0: attached at every height) (pt). */
    const val sheetFloatingInset = 8.0
    /** Share of the full height up to which a floating sheet floats fully, then attaches (×). */
    const val sheetFloatsBelow = 0.6
    /** Liquid Glass behind a floating sheet, opaque as it attaches (off: Reduce Transparency). */
    const val sheetGlass = true
    /** Alpha of the black dim behind the card presentation. */
    const val cardDimAlpha = 0.5
    /** Card height as a fraction of the container's (×). */
    const val cardHeightFraction = 0.6666666666666666
    /** Scale a drag down of one screen height shrinks the zoomed screen to (×). */
    const val zoomDragMinimumScale = 0.5
    /** Dismiss the dragged zoom when the projected drag passes this much height (×). */
    const val zoomDismissThreshold = 0.25
    /** Response of the spring into the button or back to full screen after a drag (s). */
    const val zoomReleaseResponse = 0.35
    /** Damping ratio of the zoom's release spring. */
    const val zoomReleaseDamping = 1.0
    /** Dismiss when the projected drag passes this much height (×). */
    const val dismissThreshold = 0.5
    /** Velocity decay per ms used to project a release (0.998: about 0.5 s of travel) (per ms). */
    const val dismissProjectionDeceleration = 0.998
    /** Also dismiss when velocity / remaining distance reaches this; 0 is off (1/s). */
    const val dismissVelocityRatio = 5.5
    /** Finish a released drag with the sheet spring, not the curve. */
    const val dismissUseSpring = true
    /** Rubber-band a sheet dragged up past its full height. */
    const val dismissRubberBand = true
    /** Pointer travel before any pan (dismiss, list, back) begins (pt). */
    const val gestureSlop = 10.0
    /** Count drags from the slop (Flutter, Android: lags by it), not the press (UIKit). */
    const val gestureDragStartsAtSlop = false
    /** Number of rows in the list sheet. */
    const val listRowCount = 20
    /** Height of one list row (pt). */
    const val listRowHeight = 44.0
    /** Velocity decay per ms of a flung list (fast: 0.99) (per ms). */
    const val listDecelerationRate = 0.998
    /** Rubber-band constant: overscroll shown per point at first (×). */
    const val listRubberBand = 0.55
    /** A fling into the list's top dismisses past this many sheet heights, else bounces (×). */
    const val listHandoffDismissFactor = 2.0
    /** The list sheet rests at medium: half the window. */
    const val detentsListMedium = true
    /** The list sheet rests at large: the window below the top inset. */
    const val detentsListLarge = true
    /** Also a list sheet detent at this × window height; 0 none (×). */
    const val detentsListFraction = 0.0
    /** Also a list sheet detent as tall as its rows (a fitted custom detent); opens there. */
    const val detentsListFitsContent = false
    /** Medium is half the window and large full height whatever the content (iOS), not capped. */
    const val detentsSystemSizing = true
    /** An upward drag on the list at its top first expands the sheet, then scrolls. */
    const val detentsScrollingExpands = true
    /** Largest detent (1 = smallest) without dim, the screen behind usable; 0 none. */
    const val detentsLargestUndimmed = 0
    /** The screen behind shrinks into a card as a sheet nears large. */
    const val detentsCardStack = true
    /** Card stack: top and bottom inset (scale 1 − 2 × inset / h) (pt). */
    const val detentsCardStackInset = 20.0
    /** Card stack: the card's top above the sheet's at large (pt). */
    const val detentsCardStackGap = 8.0
    /** Card stack: the card's corner radius (pt). */
    const val detentsCardStackCornerRadius = 8.0
    /** Card stack: black over the card at large. */
    const val detentsCardStackDarkening = 0.2
    /** How far left the lower page sits in a push, × width (×). */
    const val navigationPushParallax = 0.3
    /** Alpha of the black dim over the lower page in a push. */
    const val navigationPushDimming = 0.094
    /** Finish a back-swipe released past this much width (×). */
    const val navigationThreshold = 0.5
    /** Without projection, also finish when released faster than this (pt/s). */
    const val navigationVelocityThreshold = 1000.0
    /** Finish if progress + projection time × velocity / width passes the threshold. */
    const val navigationProjection = true
    /** Seconds of release velocity added when projecting (s). */
    const val navigationProjectionTime = 0.3
    /** Complete a back-swipe at the finger's speed, at most the duration. */
    const val navigationKeepFingerSpeed = true
    /** Animate push / pop with the navigation spring. */
    const val navigationUseSpring = true
    /** How far left the lower page starts, × width (×). */
    const val navigationParallax = 0.3
    /** Opacity of the covered lower page; fades to 1. */
    const val navigationLowerOpacity = 1.0
    /** Alpha of the black dim over the covered lower page. */
    const val navigationDimming = 0.094
    /** Blur radius of the upper page's edge shadow (pt). */
    const val navigationShadowRadius = 4.0
    /** Edge shadow opacity, upper page fully shown. */
    const val navigationShadowOpacityStart = 0.2
    /** Edge shadow opacity, upper page swiped away. */
    const val navigationShadowOpacityEnd = 0.0
    /** Begin a back-swipe only at the leading edge. */
    const val navigationEdgeOnly = false
    /** Width of the leading-edge strip for edge-only swipes (pt). */
    const val navigationEdgeWidth = 20.0
    /** How far left the outgoing sheet page moves, × width (×). */
    const val sheetNavigationParallax = 0.3
    /** Release speed above which a release is a flick (pt/s). */
    const val springsFlickVelocity = 300.0
    /** Reduce Motion: presentations, pushes and the zoom cross-fade (drags still move). */
    const val motionReduce = false
    /** A release projects velocity (pt/s) × this many seconds: d / (1 − d) / 1000 (s). */
    const val dismissProjectionSeconds = 0.4989999999999996
    /** A flung list glides velocity (pt/s) × this many seconds before it rests (s). */
    const val listProjectionSeconds = 0.4989999999999996
}

/** A cubic Bezier solved in Double to 1e-12 of the time, where PathInterpolator flattens
 *  the curve into segments within 0.002: up to 8 Newton steps on x(m) = t from m = t, or,
 *  if a step leaves 0..1 or the slope is under 1e-6, 60 halvings of 0..1; then y(m). */
class SheetExactInterpolator(
    private val a: Double,
    private val b: Double,
    private val c: Double,
    private val d: Double,
) : Interpolator {
    private fun evaluate(p1: Double, p2: Double, m: Double) =
        3 * p1 * (1 - m) * (1 - m) * m + 3 * p2 * (1 - m) * m * m + m * m * m

    private fun slope(p1: Double, p2: Double, m: Double) =
        3 * p1 * (1 - m) * (1 - m) + 6 * (p2 - p1) * (1 - m) * m + 3 * (1 - p2) * m * m

    override fun getInterpolation(input: Float): Float {
        val t = input.toDouble()
        if (t <= 0.0 || t >= 1.0) return input.coerceIn(0f, 1f)
        var m = t
        for (i in 0 until 8) {
            val error = evaluate(a, c, m) - t
            if (abs(error) < 1e-12) return evaluate(b, d, m).toFloat()
            val s = slope(a, c, m)
            if (abs(s) < 1e-6) break
            m -= error / s
            if (m < 0 || m > 1) break
        }
        var start = 0.0
        var end = 1.0
        repeat(60) {
            val midpoint = (start + end) / 2
            if (evaluate(a, c, midpoint) < t) start = midpoint else end = midpoint
        }
        return evaluate(b, d, (start + end) / 2).toFloat()
    }
}
