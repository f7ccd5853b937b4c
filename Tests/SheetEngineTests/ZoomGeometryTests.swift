import Testing

@testable import SheetEngine

/// The zoom's geometry and drag math with the numbers of docs/MOTION.md, "Zoom geometry"
/// and "Zoom interactive dismissal": a 390×844 screen, a 342×52 button at (24, 400) with
/// radius 12.
@MainActor
@Suite struct ZoomGeometryTests {
  let full = Rect(x: 0, y: 0, width: 390, height: 844)
  let button = ZoomFrame(rect: Rect(x: 24, y: 400, width: 342, height: 52), cornerRadius: 12)

  private func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    abs(a - b) < tolerance
  }

  @Test func atProgress048TheScreenIsScaledUniformlyAndClipped() {
    let shown = ZoomFrame.interpolate(button, ZoomFrame(rect: full, cornerRadius: 0), 0.48)
    #expect(close(shown.rect.minX, 12.48) && close(shown.rect.minY, 208))
    #expect(close(shown.rect.width, 365.04) && close(shown.rect.height, 432.16))
    #expect(close(shown.cornerRadius, 6.24))
    let placed = shown.placement(in: full)
    #expect(
      close(placed.transform.scaleX, 0.936) && placed.transform.scaleY == placed.transform.scaleX)
    #expect(close(placed.mask.rect.minX, 0) && close(placed.mask.rect.width, 390))
    // The screen's top is on the rect's top: its title shows, the cut is at its bottom.
    #expect(placed.mask.rect.minY == 0)
    #expect(close(placed.mask.rect.height, 461.70940170940173))
    #expect(close(placed.mask.radii.topLeft, 6.666666666666667))
    // The mask, through the transform, is exactly the interpolated rect.
    let view = View(frame: full)
    view.transform = placed.transform
    view.contentMask = placed.mask
    let visible = view.visibleFrameInWindow
    #expect(close(visible.minY, 208) && close(visible.height, 432.16))
  }

  @Test func theEndsAreExactAndAtRestNothingIsMasked() {
    let rest = ZoomFrame(rect: full, cornerRadius: 0)
    #expect(ZoomFrame.interpolate(button, rest, 1) == rest)
    #expect(ZoomFrame.interpolate(button, rest, 0) == button)
    let view = View(frame: full)
    view.show(through: button)
    #expect(view.contentMask != nil)
    view.show(through: rest)
    #expect(view.contentMask == nil && view.transform == .identity)
  }

  @Test func aDragOf211PointsShrinksTheScreenAboutTheGrabbedPoint() {
    let drag = ZoomDrag(
      caught: ZoomFrame(rect: full, cornerRadius: 0), grab: Point(x: 195, y: 300), layout: full,
      sourceRadius: 12, behavior: .standard)
    let shown = drag.frame(translation: Point(x: 0, y: 211))
    #expect(drag.shrinkFraction(translation: Point(x: 0, y: 211)) == 0.25)
    #expect(drag.relativeScale(translation: Point(x: 0, y: 211)) == 0.875)
    #expect(shown.rect == Rect(x: 24.375, y: 248.5, width: 341.25, height: 738.5))
    // Past 5 % of the height the corners are the display's (55 pt) scaled with the screen.
    #expect(shown.cornerRadius == 55 * 0.875)
    #expect(drag.frame(translation: Point(x: 0, y: 21.1)).cornerRadius == 55 * 0.9875 / 2)
    // The grabbed point is under the pointer.
    let under = shown.screenPoint(ofLocal: drag.grabbedLocalPoint, in: full)
    #expect(close(under.x, 195) && close(under.y, 511))
    // Up or sideways only moves it.
    let up = drag.frame(translation: Point(x: 30, y: -40))
    #expect(up.rect == Rect(x: 30, y: -40, width: 390, height: 844) && up.cornerRadius == 0)
    // A drag past one screen height stays at the minimum scale.
    #expect(drag.relativeScale(translation: Point(x: 0, y: 2000)) == 0.5)
  }

  @Test func theReleaseRuleIsDistancePlusProjectionPastAQuarter() {
    let rule = ZoomDismissBehavior.standard
    #expect(!rule.shouldDismiss(translationY: 211, velocityY: 0, height: 844))
    #expect(rule.shouldDismiss(translationY: 211.01, velocityY: 0, height: 844))
    // 500 pt/s projects 249.5 pt: a flick dismisses from the press.
    #expect(rule.shouldDismiss(translationY: 0, velocityY: 500, height: 844))
    #expect(!rule.shouldDismiss(translationY: 0, velocityY: 420, height: 844))
    // 300 down, thrown back up at 200 pt/s: 300 − 99.8 < 211 springs back.
    #expect(!rule.shouldDismiss(translationY: 300, velocityY: -200, height: 844))
  }

  @Test func theReleaseVelocityBecomesAProgressVelocityAlongTheGrabbedPointsPath() {
    let from = ZoomFrame(
      rect: Rect(x: 24.375, y: 248.5, width: 341.25, height: 738.5), cornerRadius: 3)
    let velocity = ZoomDrag.progressVelocity(
      from: from, to: button, grabbedLocal: Point(x: 195, y: 300), layout: full,
      velocity: Point(x: 0, y: 1200))
    // w.y = (400 − 248.5) + (342 − 341.25) / 390 · 300 = 152.0769...: the grabbed point
    // moves down toward the button, so the throw down is carried forward.
    #expect(close(velocity, 1200 / (151.5 + 0.75 / 390 * 300)))
    // Across the path only: nothing carried.
    let sideways = ZoomDrag.progressVelocity(
      from: from, to: button, grabbedLocal: Point(x: 195, y: 300), layout: full,
      velocity: Point(x: 800, y: 0))
    #expect(sideways == 0)
    let spring = ZoomDismissBehavior.standard.releaseSpring(progressVelocity: velocity)
    #expect(spring.initialVelocity == velocity && close(spring.dampingRatio, 1))
    #expect(close(spring.undampedAngularFrequency, 2 * Double.pi / 0.35))
  }
}
