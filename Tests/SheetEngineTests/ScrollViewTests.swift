import Foundation
import SheetTesting
import Testing

@testable import SheetEngine

/// Drives views through a window, a pointer router and the window's clock the way the
/// runtime does, with explicit event timestamps (ms) so velocities are exact.
@MainActor
final class ScrollHarness {
  let window = makeTestWindow()
  let router = PointerRouter()

  /// Advances `count` 60 Hz frames, laying out after each as the runtime does.
  func frame(_ count: Int = 1) {
    for _ in 0..<count {
      window.animationClock.tick(1.0 / 60)
      window.layoutIfNeeded()
    }
  }

  func press(_ x: Double, _ y: Double, at time: Double) {
    router.pointerDown(at: Point(x: x, y: y), timestamp: time, in: window)
  }

  func move(_ x: Double, _ y: Double, at time: Double) {
    router.pointerMoved(to: Point(x: x, y: y), timestamp: time)
  }

  func release(_ x: Double, _ y: Double, at time: Double) {
    router.pointerUp(at: Point(x: x, y: y), timestamp: time)
  }

  /// A flick: press at (200, `startY`), then one move every 10 ms by `step` points, released
  /// at the last move. With steps of -10 the finger moves up at 1000 pt/s, and the pan
  /// begins on the second move (20 pt) with the translation since the press, so the content
  /// moves `moves * 10` points.
  func flick(from startY: Double, step: Double, moves: Int, at start: Double = 0) {
    press(200, startY, at: start)
    for index in 1...moves {
      move(200, startY + step * Double(index), at: start + 10 * Double(index))
    }
    release(200, startY + step * Double(moves), at: start + 10 * Double(moves))
  }
}

/// Records what a scroll view tells its delegate.
@MainActor
final class ScrollEventLog: ScrollViewDelegate {
  var events: [String] = []
  var scrolls = 0
  var retarget: ((Point) -> Point)?

  func scrollViewDidScroll(_ scrollView: ScrollView) { scrolls += 1 }
  func scrollViewWillBeginDragging(_ scrollView: ScrollView) { events.append("willBeginDragging") }
  func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point
  ) {
    let rounded = { (value: Double) in (value * 1e6).rounded() / 1e6 }
    events.append("willEndDragging \(rounded(velocity.y)) \(rounded(targetContentOffset.y))")
    if let retarget { targetContentOffset = retarget(targetContentOffset) }
  }
  func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
    events.append("didEndDragging \(decelerate)")
  }
  func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
    events.append("didEndDecelerating")
  }
  func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
    events.append("didEndScrollingAnimation")
  }
}

/// The scroll view driven like the runtime drives it: drag 1:1 and rubber band, closed-form
/// deceleration with the hand-over to the bounce spring, grabs that stop motion, the wheel,
/// the indicator, and the hand-off hooks.
@MainActor
@Suite struct ScrollViewTests {
  private let harness = ScrollHarness()
  private let scrollView = ScrollView(frame: Rect(x: 0, y: 100, width: 390, height: 500))
  private let log = ScrollEventLog()

  init() {
    scrollView.contentSize = Size(width: 390, height: 2000)
    scrollView.delegate = log
    harness.window.addSubview(scrollView)
    harness.window.layoutIfNeeded()
  }

  private var offset: Double { scrollView.contentOffset.y }

  // MARK: - Dragging

  @Test func dragFollowsTheFingerOneToOneInsideTheRange() {
    harness.press(200, 400, at: 0)
    harness.move(200, 385, at: 10)
    #expect(scrollView.isDragging && offset == 15)  // caught up with the slop at once
    harness.move(200, 285, at: 20)
    #expect(offset == 115)
    harness.move(200, 295, at: 30)
    #expect(offset == 105)
    #expect(log.events == ["willBeginDragging"])
    #expect(scrollView.isTracking)
  }

  @Test func dragRubberBandsPastTheTopAndComesBackWithoutAJump() {
    harness.press(200, 311, at: 0)
    harness.move(200, 322, at: 10)
    harness.move(200, 411, at: 20)
    // 100 pt past the top of a 500 pt viewport: (1 - 1 / (100 * 0.55 / 500 + 1)) * 500.
    #expect(abs(offset - -500 * 0.11 / 1.11) < 1e-9)
    harness.move(200, 311, at: 30)
    #expect(abs(offset) < 1e-9)
    harness.move(200, 211, at: 40)
    #expect(abs(offset - 100) < 1e-9)
  }

  @Test func rubberBandConstantIsSettable() {
    scrollView.rubberBandConstant = 0.3
    harness.press(200, 311, at: 0)
    harness.move(200, 322, at: 10)
    harness.move(200, 411, at: 20)
    #expect(abs(offset - -500 * (1 - 1 / 1.06)) < 1e-9)
  }

  @Test func dragFollowsThePointerOutsideTheWindow() {
    scrollView.contentOffset = Point(x: 0, y: 1000)
    harness.press(200, 411, at: 0)
    harness.move(200, 422, at: 10)
    harness.move(200, -89, at: 20)  // 500 pt up, far above the window
    #expect(offset == 1500)
    harness.move(-50, 2011, at: 30)  // 2100 pt down, below and left of the window
    #expect(abs(offset - -500 * (1 - 1 / 1.66)) < 1e-9)  // 600 pt past the top
  }

  @Test func codeMayMoveTheOffsetMidDragAndTheDragContinuesFromThere() {
    harness.press(200, 389, at: 0)
    harness.move(200, 378, at: 10)
    harness.move(200, 289, at: 20)
    #expect(offset == 100)
    scrollView.contentOffset = Point(x: 0, y: 0)
    harness.move(200, 279, at: 30)
    #expect(offset == 10)
  }

  // MARK: - Release

  @Test func releaseDeceleratesInClosedFormAndRestsAtTheProjection() {
    harness.flick(from: 500, step: -10, moves: 8)
    #expect(offset == 80)
    #expect(
      log.events == ["willBeginDragging", "willEndDragging 1000.0 579.0", "didEndDragging true"])
    #expect(scrollView.isDecelerating && !scrollView.isDragging)
    #expect(abs(scrollView.velocity.y - 1000) < 1e-9)
    harness.frame()
    #expect(abs(offset - (80 + 499 * (1 - pow(0.998, 1000.0 / 60)))) < 1e-9)
    harness.frame(59)
    #expect(abs(offset - 511.6028032991) < 1e-6)
    #expect(abs(scrollView.velocity.y - 1000 * pow(0.998, 1000)) < 1e-6)
    harness.frame(195)
    #expect(scrollView.isDecelerating)
    harness.frame()  // frame 256: less than 0.1 pt to go
    #expect(abs(offset - 579) < 1e-9)
    #expect(!scrollView.isDecelerating && scrollView.velocity == .zero)
    #expect(log.events.last == "didEndDecelerating")
  }

  @Test func decelerationRateIsSettable() {
    scrollView.decelerationRate = ScrollPhysics.fastDecelerationRate
    harness.flick(from: 500, step: -10, moves: 8)
    harness.frame(120)
    #expect(abs(offset - (80 + 99)) < 1e-9)
  }

  @Test func decelerationPastAnEdgeHandsOverToTheBounceSpring() {
    scrollView.contentOffset = Point(x: 0, y: 1220)
    harness.flick(from: 500, step: -10, moves: 8)
    #expect(offset == 1300)
    // Reaches 1500 at t = 0.25583 s with 599.198 pt/s, then (v t) e^(-10 t) past it.
    harness.frame(10)
    #expect(abs(offset - 1441.5701982998) < 1e-6)
    harness.frame(5)
    #expect(abs(offset - 1496.4926943515) < 1e-6)
    harness.frame(5)
    #expect(abs(offset - 1521.3946165569) < 1e-6)
    harness.frame(10)
    #expect(abs(offset - 1512.7301502687) < 1e-6)
    #expect(scrollView.isDecelerating)
    harness.frame(120)
    #expect(offset == 1500 && !scrollView.isDecelerating)
    #expect(log.events.last == "didEndDecelerating")
  }

  @Test func releasedOverscrolledItSpringsBack() {
    harness.press(200, 311, at: 0)
    harness.move(200, 322, at: 10)
    harness.move(200, 411, at: 20)
    harness.release(200, 411, at: 80)  // held still: no velocity
    let start = -500 * 0.11 / 1.11
    #expect(log.events.suffix(2) == ["willEndDragging 0.0 0.0", "didEndDragging true"])
    harness.frame(6)
    #expect(abs(offset - start * 2 * exp(-1)) < 1e-9)
    harness.frame(60)
    #expect(offset == 0)
    #expect(log.events.last == "didEndDecelerating")
  }

  @Test func aDelegateCanMoveTheTargetAndTheDecelerationLandsOnIt() {
    log.retarget = { _ in Point(x: 0, y: 600) }
    harness.flick(from: 500, step: -10, moves: 8)
    harness.frame(400)
    #expect(abs(offset - 600) < 1e-9)
    log.retarget = { _ in Point(x: 0, y: 550) }
    harness.flick(from: 500, step: 10, moves: 8, at: 10_000)  // downward: away from 550
    #expect(abs(offset - 520) < 1e-9)
    harness.frame(120)
    #expect(offset == 550)
  }

  @Test func aSlowReleaseDoesNotDecelerate() {
    harness.press(200, 400, at: 0)
    harness.move(200, 380, at: 10)
    harness.move(200, 360, at: 20)
    harness.release(200, 360, at: 100)
    #expect(offset == 40)
    #expect(log.events.suffix(1) == ["didEndDragging false"])
    #expect(!scrollView.isDecelerating)
  }

  // MARK: - Grabs

  @Test func aPressStopsADecelerationWhereItIs() {
    harness.flick(from: 500, step: -10, moves: 8)
    harness.frame(10)
    let stopped = offset
    harness.press(200, 300, at: 1000)
    #expect(offset == stopped && !scrollView.isDecelerating)
    #expect(scrollView.pressStoppedMotion)
    harness.frame(10)
    #expect(offset == stopped)
    harness.move(200, 289, at: 1010)
    harness.move(200, 279, at: 1020)
    #expect(offset == stopped + 21)
    harness.release(200, 279, at: 1100)
    #expect(!scrollView.pressStoppedMotion)
    #expect(!log.events.contains("didEndDecelerating"))
  }

  @Test func aPressStopsABounceAndReleasingLetsItSpringBack() {
    harness.press(200, 311, at: 0)
    harness.move(200, 322, at: 10)
    harness.move(200, 411, at: 20)
    harness.release(200, 411, at: 80)
    harness.frame(6)
    let held = offset
    harness.press(200, 300, at: 200)
    harness.frame(6)
    #expect(offset == held)
    harness.release(200, 300, at: 300)
    harness.frame(6)
    #expect(abs(offset - held * 2 * exp(-1)) < 1e-9)
    harness.frame(60)
    #expect(offset == 0)
  }

  @Test func focusLossMidDragEndsTheDrag() {
    harness.press(200, 311, at: 0)
    harness.move(200, 322, at: 10)
    harness.move(200, 411, at: 20)
    harness.router.cancel()
    #expect(!scrollView.isDragging && scrollView.isDecelerating)
    harness.frame(60)
    #expect(offset == 0)
  }

  // MARK: - Which drags it takes

  @Test func sidewaysDragsAndContentThatFitsAreLeftToOuterGestures() {
    let outer = PanGestureRecognizer()
    var outerBegan = 0
    outer.addAction { if $0.state == .began { outerBegan += 1 } }
    harness.window.addGestureRecognizer(outer)
    harness.press(200, 400, at: 0)
    harness.move(215, 405, at: 10)
    #expect(scrollView.panGestureRecognizer.state == .failed && outerBegan == 1)
    harness.release(215, 405, at: 20)
    scrollView.contentSize = Size(width: 390, height: 400)
    harness.press(200, 400, at: 100)
    harness.move(200, 420, at: 110)
    #expect(outerBegan == 2 && offset == 0)
    harness.release(200, 420, at: 120)
    scrollView.alwaysBounceVertical = true
    harness.press(200, 400, at: 200)
    harness.move(200, 411, at: 210)
    harness.move(200, 511, at: 220)
    #expect(outerBegan == 2 && offset < 0)
    harness.release(200, 511, at: 300)
  }

  @Test func disablingThePanHandsTheDragOver() {
    harness.press(200, 400, at: 0)
    harness.move(200, 389, at: 10)
    harness.move(200, 339, at: 20)
    #expect(offset == 61)
    scrollView.panGestureRecognizer.isEnabled = false
    #expect(!scrollView.isDragging && !scrollView.isDecelerating)
    harness.move(200, 239, at: 30)
    #expect(offset == 61)
    harness.release(200, 239, at: 40)
    scrollView.panGestureRecognizer.isEnabled = true
  }

  // MARK: - Wheel

  @Test func aWheelStepGlidesAndStepsAddUp() {
    #expect(scrollView.scroll(byWheel: -40, at: 0))
    #expect(offset == 0)
    harness.frame()
    let first = 40 * ScrollView.wheelCurve.value(at: 1.0 / 9)
    #expect(abs(offset - first) < 1e-9)
    #expect(scrollView.scroll(byWheel: -40, at: 16))
    harness.frame(8)
    #expect(abs(offset - (first + (80 - first) * ScrollView.wheelCurve.value(at: 8.0 / 9))) < 1e-9)
    harness.frame()
    #expect(offset == 80)
    #expect(log.events == ["didEndScrollingAnimation"])
    scrollView.scroll(byWheel: -40, at: 500)  // a later step starts from the offset on screen
    harness.frame(9)
    #expect(offset == 120)
  }

  @Test func aWheelAtAnEdgeBouncesAndNeverStaysPastIt() {
    scrollView.scroll(byWheel: 40, at: 0)
    harness.frame(9)
    // Overshoot: a 40 pt rubber band for 40 pt past the edge.
    #expect(abs(offset - -40 * (1 - 1 / 1.55)) < 1e-9)
    harness.frame(3)
    #expect(offset < 0 && offset > -40 * (1 - 1 / 1.55))
    harness.frame(60)
    #expect(offset == 0)
    scrollView.contentOffset = Point(x: 0, y: 1490)
    scrollView.scroll(byWheel: -40, at: 1000)
    scrollView.scroll(byWheel: -40, at: 1010)
    harness.frame(9)
    #expect(abs(offset - (1500 + 40 * (1 - 1 / 1.55))) < 1e-9)
    harness.frame(60)
    #expect(offset == 1500)
  }

  @Test func theWheelIsRefusedWhenTheContentFitsAndIgnoredWhileDragging() {
    scrollView.contentSize = Size(width: 390, height: 500)
    #expect(!scrollView.scroll(byWheel: -40, at: 0))
    scrollView.contentSize = Size(width: 390, height: 2000)
    harness.press(200, 400, at: 0)
    harness.move(200, 389, at: 10)
    #expect(scrollView.scroll(byWheel: -40, at: 20))
    harness.frame(9)
    #expect(offset == 11)  // the drag's own 11 pt: the wheel added nothing
  }

  // MARK: - Programmatic motion and state

  @Test func setContentOffsetAnimatedEasesAndStopMotionHalts() {
    scrollView.setContentOffset(Point(x: 0, y: 300), animated: true)
    harness.frame(9)
    #expect(abs(offset - 150) < 1e-6)
    scrollView.stopMotion()
    harness.frame(9)
    #expect(abs(offset - 150) < 1e-6)
    scrollView.setContentOffset(Point(x: 0, y: 300), animated: true)
    harness.frame(18)
    #expect(offset == 300)
    #expect(log.events == ["didEndScrollingAnimation"])
    scrollView.setContentOffset(Point(x: 0, y: 10), animated: false)
    #expect(offset == 10)
  }

  @Test func rangeAndTopFollowTheInsets() {
    #expect(scrollView.isAtTop)
    scrollView.contentOffset = Point(x: 0, y: 0.5)
    #expect(scrollView.isAtTop)
    scrollView.contentOffset = Point(x: 0, y: 0.6)
    #expect(!scrollView.isAtTop)
    scrollView.contentOffset = .zero
    scrollView.contentInset = EdgeInsets(top: 20, bottom: 30)
    #expect(offset == -20 && scrollView.isAtTop)
    #expect(scrollView.minimumContentOffset.y == -20)
    #expect(scrollView.maximumContentOffset.y == 2000 + 30 - 500)
    scrollView.contentSize = Size(width: 390, height: 100)
    #expect(scrollView.maximumContentOffset.y == -20)
    #expect(!scrollView.canScrollVertically)
  }

  @Test func shrinkingContentWhileIdleClampsTheOffset() {
    scrollView.contentOffset = Point(x: 0, y: 1500)
    scrollView.contentSize = Size(width: 390, height: 800)
    #expect(offset == 300)
    scrollView.frame.size.height = 700
    harness.window.layoutIfNeeded()
    #expect(offset == 100)
  }

  // MARK: - Indicator and clock

  @Test func theIndicatorShowsWhileScrollingAndFadesHalfASecondAfter() {
    let indicator = scrollView.verticalScrollIndicator
    #expect(indicator.alpha == 0)
    #expect(indicator.frame == Rect(x: 384, y: 3, width: 3, height: 123.5))
    #expect(scrollView.subviews.last === indicator)
    scrollView.scroll(byWheel: -750, at: 0)
    harness.frame(9)
    #expect(offset == 750 && indicator.alpha == 1)
    #expect(indicator.frame == Rect(x: 384, y: 750 + 3 + 185.25, width: 3, height: 123.5))
    let items = DisplayListBuilder.build(harness.window).items
    let fill = items.compactMap { item -> RoundedRectFill? in
      if case .fill(let fill) = item, fill.color.alpha < 0.5 { return fill }
      return nil
    }
    #expect(fill.map(\.rect) == [Rect(x: 384, y: 100 + 3 + 185.25, width: 3, height: 123.5)])
    #expect(fill.first?.color == Color.black.withAlpha(0.35))
    #expect(fill.first?.radii == CornerRadii(all: 1.5))
    harness.frame(30)
    #expect(indicator.alpha == 1)
    harness.frame(7)
    #expect(abs(indicator.alpha - (1 - (7.0 / 60) / 0.25)) < 1e-9)
    #expect(harness.window.animationClock.isAnimating)
    harness.frame(8)
    #expect(indicator.alpha == 0)
    #expect(!harness.window.animationClock.isAnimating)
  }

  @Test func theIndicatorShrinksWhileOverscrolledAndHidesWhenContentFits() {
    let indicator = scrollView.verticalScrollIndicator
    harness.press(200, 311, at: 0)
    harness.move(200, 322, at: 10)
    harness.move(200, 411, at: 20)
    #expect(indicator.alpha == 1)
    let overscroll = 500 * 0.11 / 1.11
    #expect(abs(indicator.frame.height - (123.5 - overscroll)) < 1e-9)
    #expect(abs(indicator.frame.minY - (-overscroll + 3)) < 1e-9)
    harness.release(200, 411, at: 100)
    scrollView.contentSize = Size(width: 390, height: 300)
    #expect(indicator.isHidden)
  }
}
