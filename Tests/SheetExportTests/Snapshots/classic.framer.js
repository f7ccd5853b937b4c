// Sheet Playground tuning for framer (playground export --as framer).
// Preset classic, no overrides.
// Each spring and curve states its measured error: the worst position difference between
// this platform's model of it and the playground's engine, sampled at 4 kHz over a
// full-height sheet's travel (797 pt on a 390 x 844 pt device);
// springs start at rest and are compared until the engine settles (1e-4 of the travel),
// curves with the exact Bezier of the tuning's control points.
// Springs are measured a second time from a release at 1500 pt/s toward the target (velocity
// 1.88 of the travel per second), the same velocity given to both.
//
// A spring is a transition; hand a release's velocity on in the value's units per second:
//   animate(y, 0, { ...SheetTuning.sheet, velocity: releaseVelocity })
// restDelta and restSpeed are 0.01, for values in points or pixels: Motion's defaults for
// values over 5 apart (0.5 and 2 per second) end a spring up to half a point early. For a
// 0-to-1 progress use 0.0001, the engine's own tolerance.

/** A cubic Bezier easing solved to 1e-12 of the time, where Motion's [x1, y1, x2, y2]
 *  stops after 12 halvings: up to 8 Newton steps on x(m) = t from m = t, or, if a step
 *  leaves 0..1 or the slope is under 1e-6, 60 halvings of 0..1; then y(m). */
export function exactCubicBezier(a, b, c, d) {
  const evaluate = (p1, p2, m) =>
    3 * p1 * (1 - m) * (1 - m) * m + 3 * p2 * (1 - m) * m * m + m * m * m;
  const slope = (p1, p2, m) =>
    3 * p1 * (1 - m) * (1 - m) + 6 * (p2 - p1) * (1 - m) * m + 3 * (1 - p2) * m * m;
  return (t) => {
    if (t === 0 || t === 1) return t;
    let m = t;
    for (let i = 0; i < 8; i++) {
      const error = evaluate(a, c, m) - t;
      if (Math.abs(error) < 1e-12) return evaluate(b, d, m);
      const s = slope(a, c, m);
      if (Math.abs(s) < 1e-6) break;
      m -= error / s;
      if (m < 0 || m > 1) break;
    }
    let start = 0;
    let end = 1;
    for (let i = 0; i < 60; i++) {
      const midpoint = (start + end) / 2;
      if (evaluate(a, c, midpoint) < t) start = midpoint;
      else end = midpoint;
    }
    return evaluate(b, d, (start + end) / 2);
  };
}

export const SheetTuning = {
  // Springs (mass 1)

  /** A sheet released slowly snaps or dismisses (dismiss.useSpring, detents): response 0.4 s, damping ratio 1 (springs.sheetResponse, springs.sheetDamping).
   *  From rest: max error 1.77e-13 pt over 797 pt (2.22e-14 %), exact form.
   *  From a release at 1500 pt/s: max error 1.77e-13 pt over 797 pt (2.22e-14 %), exact form. */
  sheet: {
    type: "spring", stiffness: 246.740110027234, damping: 31.41592653589793, mass: 1,
    restDelta: 0.01, restSpeed: 0.01,
  },

  /** The sheet spring after a release faster than the flick speed: response 0.4 s, damping ratio 0.58 (springs.sheetResponse, springs.flickDamping).
   *  From rest: max error 1.77e-13 pt over 797 pt (2.22e-14 %), exact form.
   *  From a release at 1500 pt/s: max error 1.77e-13 pt over 797 pt (2.22e-14 %), exact form. */
  sheetFlick: {
    type: "spring", stiffness: 246.740110027234, damping: 18.2212373908208, mass: 1,
    restDelta: 0.01, restSpeed: 0.01,
  },

  /** Push and pop when navigation.useSpring is on: response 0.344 s, damping ratio 1 (springs.navigationResponse, springs.navigationDamping).
   *  From rest: max error 0 pt over 797 pt (0 %), exact form.
   *  From a release at 1500 pt/s: max error 8.85e-14 pt over 797 pt (1.11e-14 %), exact form. */
  navigation: {
    type: "spring", stiffness: 333.3333333333333, damping: 36.51483716701107, mass: 1,
    restDelta: 0.01, restSpeed: 0.01,
  },

  /** An overscrolled list returns to its edge: response 0.628 s, damping ratio 1 (springs.bounceResponse, springs.bounceDamping).
   *  From rest: max error 8.85e-14 pt over 797 pt (1.11e-14 %), exact form.
   *  From a release at 1500 pt/s: max error 8.85e-14 pt over 797 pt (1.11e-14 %), exact form. */
  listBounce: {
    type: "spring", stiffness: 100.0, damping: 20.0, mass: 1,
    restDelta: 0.01, restSpeed: 0.01,
  },

  /** A rubber-banded sheet lets go of its stretch: response 0.4 s, damping ratio 1 (springs.stretchResponse, springs.stretchDamping).
   *  From rest: max error 1.77e-13 pt over 797 pt (2.22e-14 %), exact form.
   *  From a release at 1500 pt/s: max error 1.77e-13 pt over 797 pt (2.22e-14 %), exact form. */
  sheetStretch: {
    type: "spring", stiffness: 246.740110027234, damping: 31.41592653589793, mass: 1,
    restDelta: 0.01, restSpeed: 0.01,
  },

  /** The sheet's dip when a list's fling reaches its top: response 0.4 s, damping ratio 1 (springs.sheetBounceResponse, springs.sheetBounceDamping).
   *  From rest: max error 1.77e-13 pt over 797 pt (2.22e-14 %), exact form.
   *  From a release at 1500 pt/s: max error 1.77e-13 pt over 797 pt (2.22e-14 %), exact form. */
  sheetDip: {
    type: "spring", stiffness: 246.740110027234, damping: 31.41592653589793, mass: 1,
    restDelta: 0.01, restSpeed: 0.01,
  },

  // Curves (duration in seconds)

  /** Present and dismiss of the bottom sheet and the card: 0.35 s, bezier (0.2, 1, 0.42, 1) (sheet.duration, sheet.curve.x1, sheet.curve.y1, sheet.curve.x2, sheet.curve.y2; the engine's solver is within 0.000278 pt of it).
   *  max error 2.84e-09 pt over 797 pt (3.56e-10 %), exact form. */
  sheetPresent: { duration: 0.35, ease: exactCubicBezier(0.2, 1.0, 0.42, 1.0) },
  /** Motion's own bezier array (and Framer's curve fields): max error 0.544 pt over 797 pt (0.0683 %), lossy: Motion halves the time 12 times at most;
   *  exact where Motion hands it to the browser as cubic-bezier(). */
  sheetPresentArray: { duration: 0.35, ease: [0.2, 1.0, 0.42, 1.0] },

  /** Push and pop by button or key (without navigation.useSpring): 0.35 s, bezier (0.2, 1, 0.42, 1) (navigation.pushDuration; the engine's solver is within 0.000278 pt of it).
   *  max error 2.84e-09 pt over 797 pt (3.56e-10 %), exact form. */
  push: { duration: 0.35, ease: exactCubicBezier(0.2, 1.0, 0.42, 1.0) },
  /** Motion's own bezier array (and Framer's curve fields): max error 0.544 pt over 797 pt (0.0683 %), lossy: Motion halves the time 12 times at most;
   *  exact where Motion hands it to the browser as cubic-bezier(). */
  pushArray: { duration: 0.35, ease: [0.2, 1.0, 0.42, 1.0] },

  /** A released back-swipe runs on or back, ease-out (without navigation.useSpring): 0.3 s, bezier (0, 0, 0.58, 1) (navigation.duration; the engine's solver is within 0.000114 pt of it).
   *  max error 1.19e-09 pt over 797 pt (1.5e-10 %), exact form. */
  backSwipeCompletion: { duration: 0.3, ease: exactCubicBezier(0.0, 0.0, 0.58, 1.0) },
  /** Motion's own bezier array (and Framer's curve fields): max error 0.289 pt over 797 pt (0.0363 %), lossy: Motion halves the time 12 times at most;
   *  exact where Motion hands it to the browser as cubic-bezier(). */
  backSwipeCompletionArray: { duration: 0.3, ease: [0.0, 0.0, 0.58, 1.0] },

  /** A page change inside a sheet, along the sheet curve: 0.35 s, bezier (0.2, 1, 0.42, 1) (sheetNavigation.duration; the engine's solver is within 0.000278 pt of it).
   *  max error 2.84e-09 pt over 797 pt (3.56e-10 %), exact form. */
  sheetPages: { duration: 0.35, ease: exactCubicBezier(0.2, 1.0, 0.42, 1.0) },
  /** Motion's own bezier array (and Framer's curve fields): max error 0.544 pt over 797 pt (0.0683 %), lossy: Motion halves the time 12 times at most;
   *  exact where Motion hands it to the browser as cubic-bezier(). */
  sheetPagesArray: { duration: 0.35, ease: [0.2, 1.0, 0.42, 1.0] },

  /** The zoom out of the tapped button and back into it: 0.3 s, bezier (0.42, 0, 0.58, 1) (zoom.duration, zoom.curve.x1, zoom.curve.y1, zoom.curve.x2, zoom.curve.y2; the engine's solver is within 0.000119 pt of it).
   *  max error 1.33e-09 pt over 797 pt (1.67e-10 %), exact form. */
  zoom: { duration: 0.3, ease: exactCubicBezier(0.42, 0.0, 0.58, 1.0) },
  /** Motion's own bezier array (and Framer's curve fields): max error 0.287 pt over 797 pt (0.036 %), lossy: Motion halves the time 12 times at most;
   *  exact where Motion hands it to the browser as cubic-bezier(). */
  zoomArray: { duration: 0.3, ease: [0.42, 0.0, 0.58, 1.0] },

  /** The Reduce Motion cross-fade, ease-in-ease-out: 0.2 s, bezier (0.42, 0, 0.58, 1) (motion.crossFadeDuration; the engine's solver is within 0.000119 pt of it).
   *  max error 1.24e-09 pt over 797 pt (1.56e-10 %), exact form. */
  crossFade: { duration: 0.2, ease: exactCubicBezier(0.42, 0.0, 0.58, 1.0) },
  /** Motion's own bezier array (and Framer's curve fields): max error 0.288 pt over 797 pt (0.0362 %), lossy: Motion halves the time 12 times at most;
   *  exact where Motion hands it to the browser as cubic-bezier(). */
  crossFadeArray: { duration: 0.2, ease: [0.42, 0.0, 0.58, 1.0] },

  // Constants

  /** Alpha of the black dim behind a fully shown sheet. */
  sheetDimAlpha: 0.75,
  /** Radius of the sheet's top corners (pt). */
  sheetCornerRadius: 16.0,
  /** Width of the grabber at the sheet's top (pt). */
  sheetGrabberWidth: 36.0,
  /** Height of the grabber at the sheet's top (pt). */
  sheetGrabberHeight: 5.0,
  /** Continuous (iOS squircle) corners, not circular ones. */
  sheetContinuousCorners: false,
  /** Opacity of the black shadow above the sheet's top edge. */
  sheetShadowOpacity: 0.15,
  /** Blur radius of the sheet's shadow (sigma = radius / 2) (pt). */
  sheetShadowRadius: 12.0,
  /** iOS 26's inset from the sides and bottom below full height (0: attached at every height) (pt). */
  sheetFloatingInset: 0.0,
  /** Share of the full height up to which a floating sheet floats fully, then attaches (×). */
  sheetFloatsBelow: 0.6,
  /** Liquid Glass behind a floating sheet, opaque as it attaches (off: Reduce Transparency). */
  sheetGlass: false,
  /** Alpha of the black dim behind the card presentation. */
  cardDimAlpha: 0.5,
  /** Card height as a fraction of the container's (×). */
  cardHeightFraction: 0.6666666666666666,
  /** Scale a drag down of one screen height shrinks the zoomed screen to (×). */
  zoomDragMinimumScale: 0.5,
  /** Dismiss the dragged zoom when the projected drag passes this much height (×). */
  zoomDismissThreshold: 0.25,
  /** Response of the spring into the button or back to full screen after a drag (s). */
  zoomReleaseResponse: 0.35,
  /** Damping ratio of the zoom's release spring. */
  zoomReleaseDamping: 1.0,
  /** Dismiss when the projected drag passes this much height (×). */
  dismissThreshold: 0.5,
  /** Velocity decay per ms used to project a release (0.998: about 0.5 s of travel) (per ms). */
  dismissProjectionDeceleration: 0.998,
  /** Also dismiss when velocity / remaining distance reaches this; 0 is off (1/s). */
  dismissVelocityRatio: 0.0,
  /** Finish a released drag with the sheet spring, not the curve. */
  dismissUseSpring: false,
  /** Rubber-band a sheet dragged up past its full height. */
  dismissRubberBand: false,
  /** Pointer travel before any pan (dismiss, list, back) begins (pt). */
  gestureSlop: 10.0,
  /** Count drags from the slop (Flutter, Android: lags by it), not the press (UIKit). */
  gestureDragStartsAtSlop: false,
  /** Number of rows in the list sheet. */
  listRowCount: 20,
  /** Height of one list row (pt). */
  listRowHeight: 44.0,
  /** Velocity decay per ms of a flung list (fast: 0.99) (per ms). */
  listDecelerationRate: 0.998,
  /** Rubber-band constant: overscroll shown per point at first (×). */
  listRubberBand: 0.55,
  /** A fling into the list's top dismisses past this many sheet heights, else bounces (×). */
  listHandoffDismissFactor: 2.0,
  /** The list sheet rests at medium: half the window. */
  detentsListMedium: false,
  /** The list sheet rests at large: the window below the top inset. */
  detentsListLarge: false,
  /** Also a list sheet detent at this × window height; 0 none (×). */
  detentsListFraction: 0.0,
  /** Also a list sheet detent as tall as its rows (a fitted custom detent); opens there. */
  detentsListFitsContent: false,
  /** Medium is half the window and large full height whatever the content (iOS), not capped. */
  detentsSystemSizing: false,
  /** An upward drag on the list at its top first expands the sheet, then scrolls. */
  detentsScrollingExpands: true,
  /** Largest detent (1 = smallest) without dim, the screen behind usable; 0 none. */
  detentsLargestUndimmed: 0,
  /** The screen behind shrinks into a card as a sheet nears large. */
  detentsCardStack: false,
  /** Card stack: top and bottom inset (scale 1 − 2 × inset / h) (pt). */
  detentsCardStackInset: 20.0,
  /** Card stack: the card's top above the sheet's at large (pt). */
  detentsCardStackGap: 8.0,
  /** Card stack: the card's corner radius (pt). */
  detentsCardStackCornerRadius: 8.0,
  /** Card stack: black over the card at large. */
  detentsCardStackDarkening: 0.2,
  /** How far left the lower page sits in a push, × width (×). */
  navigationPushParallax: 0.3,
  /** Alpha of the black dim over the lower page in a push. */
  navigationPushDimming: 0.1,
  /** Finish a back-swipe released past this much width (×). */
  navigationThreshold: 0.5,
  /** Without projection, also finish when released faster than this (pt/s). */
  navigationVelocityThreshold: 1000.0,
  /** Finish if progress + projection time × velocity / width passes the threshold. */
  navigationProjection: false,
  /** Seconds of release velocity added when projecting (s). */
  navigationProjectionTime: 0.3,
  /** Complete a back-swipe at the finger's speed, at most the duration. */
  navigationKeepFingerSpeed: false,
  /** Animate push / pop with the navigation spring. */
  navigationUseSpring: false,
  /** How far left the lower page starts, × width (×). */
  navigationParallax: 0.3003003003003003,
  /** Opacity of the covered lower page; fades to 1. */
  navigationLowerOpacity: 0.9,
  /** Alpha of the black dim over the covered lower page. */
  navigationDimming: 0.0,
  /** Blur radius of the upper page's edge shadow (pt). */
  navigationShadowRadius: 5.0,
  /** Edge shadow opacity, upper page fully shown. */
  navigationShadowOpacityStart: 1.0,
  /** Edge shadow opacity, upper page swiped away. */
  navigationShadowOpacityEnd: 0.1,
  /** Begin a back-swipe only at the leading edge. */
  navigationEdgeOnly: false,
  /** Width of the leading-edge strip for edge-only swipes (pt). */
  navigationEdgeWidth: 20.0,
  /** How far left the outgoing sheet page moves, × width (×). */
  sheetNavigationParallax: 0.3,
  /** Release speed above which a release is a flick (pt/s). */
  springsFlickVelocity: 300.0,
  /** Reduce Motion: presentations, pushes and the zoom cross-fade (drags still move). */
  motionReduce: false,
  /** A release projects velocity (pt/s) × this many seconds: d / (1 − d) / 1000 (s). */
  dismissProjectionSeconds: 0.4989999999999996,
  /** A flung list glides velocity (pt/s) × this many seconds before it rests (s). */
  listProjectionSeconds: 0.4989999999999996,
};
