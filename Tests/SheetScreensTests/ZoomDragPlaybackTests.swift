import PlaygroundTestSupport
import SheetScreens
import SheetTesting
import Testing

@testable import SheetEngine
@testable import SheetScreens

/// The zoomed screen dragged, released and caught, through the real playground with
/// hand-written input, every frame checked against the formulas of docs/MOTION.md, "Zoom
/// interactive dismissal" written out here independently (seed tuning: minimum scale 0.5,
/// threshold 0.25, spring response 0.35 s, damping 1; slop 10 pt).
@MainActor
@Suite struct ZoomDragPlaybackTests {
  static let full = Rect(x: 0, y: 0, width: 390, height: 844)

  /// Page 1 with the zoomed screen at rest over it.
  private func zoomed() throws -> (PlaygroundDriver, ViewController, Rect) {
    let driver = PlaygroundDriver.navigation()
    driver.tapControl("Navigation")
    driver.settle()
    let page = try #require(driver.navigation.topViewController as? PageViewController)
    let button = page.zoomButton.frameInWindow
    driver.tapControl("Zoom")
    driver.step(30)
    let zoom = try #require(driver.runtime.presentedViewControllers.first)
    #expect(driver.snapshot.presented.first?.frame == Self.full)
    return (driver, zoom, button)
  }

  private func event(_ driver: PlaygroundDriver, _ kind: InputEvent.Kind) {
    _ = driver.step([InputEvent(timestamp: driver.timestamp, kind: kind)])
  }

  /// The frame a drag `t` from `grab` shows, caught at `caught` with radius `radius`.
  private func dragged(
    _ caught: Rect, radius: Double, grab: Point, t: Point
  ) -> (rect: Rect, radius: Double, scale: Double) {
    let k = min(max(t.y / 844, 0), 1)
    let m = 1 - 0.5 * k
    let rect = Rect(
      x: grab.x + t.x + m * (caught.minX - grab.x), y: grab.y + t.y + m * (caught.minY - grab.y),
      width: m * caught.width, height: m * caught.height)
    // The corners round toward the display's (55 pt) scaled by m over the first 5 %.
    return (rect, radius + (55 * m - radius) * min(k / 0.05, 1), m)
  }

  private func expectClose(
    _ a: Rect, _ b: Rect, _ tolerance: Double, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let worst = max(
      abs(a.minX - b.minX), abs(a.minY - b.minY), abs(a.width - b.width),
      abs(a.height - b.height))
    #expect(worst < tolerance, "\(a) vs \(b)", sourceLocation: sourceLocation)
  }

  /// The on-screen radius of the zoomed screen's corners (0 at rest, unmasked).
  private func shownRadius(_ view: View) -> Double {
    (view.contentMask?.radii.topLeft ?? 0) * view.transform.scaleX
  }

  /// Press at (195, 300), then `moves` (one a frame); checks every frame's rect, scale,
  /// radius and that the grabbed point is under the pointer.
  private func drag(
    _ driver: PlaygroundDriver, _ zoom: ViewController, caught: Rect, radius: Double,
    grab: Point, moves: [Point]
  ) {
    let local = zoom.view.convertFromWindow(grab) ?? .zero
    var pointer = grab
    for step in moves {
      pointer = Point(x: pointer.x + step.x, y: pointer.y + step.y)
      event(driver, .pointerMove(location: pointer))
      let t = Point(x: pointer.x - grab.x, y: pointer.y - grab.y)
      let expected = dragged(caught, radius: radius, grab: grab, t: t)
      expectClose(driver.snapshot.presented[0].frame, expected.rect, 1e-9)
      #expect(abs(zoom.view.transform.scaleX - expected.scale * caught.width / 390) < 1e-12)
      #expect(zoom.view.transform.scaleX == zoom.view.transform.scaleY)
      #expect(abs(shownRadius(zoom.view) - expected.radius) < 1e-9)
      let under = zoom.view.transformToWindow.apply(to: local)
      #expect(abs(under.x - pointer.x) < 0.5 && abs(under.y - pointer.y) < 0.5)
      #expect(abs(under.x - pointer.x) < 1e-9 && abs(under.y - pointer.y) < 1e-9)
    }
  }

  @Test func aDragDownMovesAndShrinksTheScreenUnderThePointer() throws {
    let (driver, zoom, _) = try zoomed()
    let grab = Point(x: 195, y: 300)
    event(driver, .pointerDown(button: .left, location: grab))
    #expect(driver.snapshot.presented[0].frame == Self.full)
    // Down and a little sideways; the first move crosses the slop and is caught up with.
    let moves = Array(repeating: Point(x: 2, y: 15), count: 12)
    drag(driver, zoom, caught: Self.full, radius: 0, grab: grab, moves: moves)
    // 180 pt down: k = 180 / 844, the screen at 1 − 0.5 k of its size.
    let k = 180.0 / 844
    #expect(abs(driver.snapshot.presented[0].frame.width - 390 * (1 - 0.5 * k)) < 1e-9)
  }

  /// Thrown down past the rule (240 pt, 1200 pt/s: 240 + 598.8 > 211): it zooms into the
  /// button from where it is on the spring seeded with the throw, which carries it there
  /// (the grabbed point moves down toward the button: the screen's top goes to the
  /// button's top, "Zoom geometry").
  @Test func aReleasePastTheRuleZoomsIntoTheButtonCarryingTheVelocity() throws {
    let (driver, zoom, button) = try zoomed()
    let grab = Point(x: 195, y: 300)
    event(driver, .pointerDown(button: .left, location: grab))
    let moves = Array(repeating: Point(x: 0, y: 20), count: 12)
    drag(driver, zoom, caught: Self.full, radius: 0, grab: grab, moves: moves)
    let from = dragged(Self.full, radius: 0, grab: grab, t: Point(x: 0, y: 240))
    event(driver, .pointerUp(button: .left, location: Point(x: 195, y: 540)))
    // w: how the grabbed point (local (195, 300)) moves per unit of progress at the start.
    let ds = max((button.width - from.rect.width) / 390, (button.height - from.rect.height) / 844)
    let w = Point(
      x: button.midX - from.rect.midX + ds * (195 - 195), y: button.minY - from.rect.minY + ds * 300
    )
    let pv = 1200 * w.y / (w.x * w.x + w.y * w.y)
    #expect(pv > 0, "the throw is toward where the grabbed point goes: it is carried")
    let spring = Spring(response: 0.35, dampingRatio: 1, initialVelocity: pv)
    let settle = spring.settlingDuration(tolerance: Spring.animationTolerance)
    var n = 1
    var reached: Int?
    while !driver.snapshot.presented.isEmpty, n < 120 {
      if reached == nil, spring.value(at: Double(n) / 60) >= 1 { reached = n }
      let p = min(spring.value(at: Double(n) / 60), 1)
      let rect = Interpolation.rect(from.rect, button, p)
      expectClose(driver.snapshot.presented[0].frame, rect, 1e-6)
      let radius = from.radius + (12 - from.radius) * p
      #expect(abs(shownRadius(zoom.view) - radius) < 1e-6)
      if n == 1 {
        // The release frame carries the throw: the grabbed point moved on along w.
        let moved = driver.snapshot.presented[0].frame.minY - from.rect.minY
        #expect(moved > 0)
      }
      event(driver, .pointerMove(location: Point(x: 0, y: 0)))
      n += 1
    }
    #expect(driver.snapshot.presented.isEmpty)
    // Gone in the frame the spring reaches the button (the throw toward it carries it past
    // 1: "it ends on the button in the frame it gets there"), or else settles.
    if let reached {
      #expect(n == reached + 1, "ended at frame \(n - 1), the spring got there at \(reached)")
    } else {
      #expect(Double(n) / 60 >= settle - 1e-9 && Double(n - 1) / 60 < settle - 1e-9)
    }
    expectClose(zoom.view.visibleFrameInWindow, button, 1e-9)
  }

  /// Dragged 240 down, back up 80 at 600 pt/s (160 − 299.4 < 211): it springs back to full
  /// screen with the upward speed, and ends at rest, unmasked.
  @Test func aReleaseShortOfTheRuleSpringsBackWithTheVelocity() throws {
    let (driver, zoom, _) = try zoomed()
    let grab = Point(x: 195, y: 300)
    event(driver, .pointerDown(button: .left, location: grab))
    let moves =
      Array(repeating: Point(x: 0, y: 20), count: 12)
      + Array(repeating: Point(x: 0, y: -10), count: 8)
    drag(driver, zoom, caught: Self.full, radius: 0, grab: grab, moves: moves)
    let from = dragged(Self.full, radius: 0, grab: grab, t: Point(x: 0, y: 160))
    event(driver, .pointerUp(button: .left, location: Point(x: 195, y: 460)))
    // Same aspect all the way: ds = 1 − m, exactly.
    let ds = (390 - from.rect.width) / 390
    let w = Point(x: 195 - from.rect.midX, y: 422 - from.rect.midY + ds * (300 - 422))
    let pv = -600 * w.y / (w.x * w.x + w.y * w.y)
    #expect(pv > 0)
    let spring = Spring(response: 0.35, dampingRatio: 1, initialVelocity: pv)
    for n in 1...40 {
      let p = spring.value(at: Double(n) / 60)
      let rect = Interpolation.rect(from.rect, Self.full, p)
      if driver.snapshot.presented[0].frame == Self.full { break }
      expectClose(driver.snapshot.presented[0].frame, rect, 1e-6)
      #expect(abs(shownRadius(zoom.view) - from.radius * (1 - p)) < 1e-6)
      // Reported as the dismissal going back from where it was let go (160 / 844) to 0.
      let state = try #require(driver.snapshot.transition)
      #expect(state.kind == "dismiss" && !state.interactive)
      #expect(abs(state.progress - 160.0 / 844 * (1 - p)) < 1e-9)
      driver.step()
    }
    driver.step(30)
    #expect(driver.snapshot.transition == nil)
    #expect(driver.snapshot.presented[0].frame == Self.full)
    #expect(zoom.view.contentMask == nil && zoom.view.transform == .identity)
  }

  /// A press in the zoom in's sixth frame stops it where it is; a drag then goes on from
  /// there (the presentation ends presented), with no jump in any frame.
  @Test func aPressCatchesTheZoomInAndADragGoesOnFromThere() throws {
    let driver = PlaygroundDriver.navigation()
    driver.tapControl("Navigation")
    driver.settle()
    driver.tapControl("Zoom")
    driver.step(5)
    let zoom = try #require(driver.runtime.presentedViewControllers.first)
    let caught = driver.snapshot.presented[0].frame
    let radius = shownRadius(zoom.view)
    #expect(caught.width < 390 && radius > 0)
    let grab = Point(x: caught.midX, y: caught.midY)
    event(driver, .pointerDown(button: .left, location: grab))
    driver.step(3)
    #expect(driver.snapshot.presented[0].frame == caught, "held where the press caught it")
    #expect(driver.snapshot.transition?.kind == "present")
    drag(
      driver, zoom, caught: caught, radius: radius, grab: grab,
      moves: Array(repeating: Point(x: 0, y: 12), count: 6))
    // The drag is reported as an interactive dismissal at its shrink fraction, 72 / 844.
    #expect(
      driver.snapshot.transition == .init(kind: "dismiss", interactive: true, progress: 72.0 / 844))
    #expect(driver.snapshot.presented.map(\.screen) == ["zoom"])
  }

  /// The Close button's zoom out, caught by a press, held, and let go: it goes on along the
  /// rest of its curve from where it stopped.
  @Test func aPressCatchesTheZoomOutAndLetsItGoOn() throws {
    let (driver, zoom, button) = try zoomed()
    driver.send(.keyDown(Key("escape")))
    driver.step(5)
    let caught = driver.snapshot.presented[0].frame
    let grab = Point(x: caught.midX, y: caught.midY)
    event(driver, .pointerDown(button: .left, location: grab))
    driver.step(2)
    #expect(driver.snapshot.presented[0].frame == caught)
    event(driver, .pointerUp(button: .left, location: grab))
    driver.step(30)
    #expect(driver.snapshot.presented.isEmpty)
    expectClose(zoom.view.visibleFrameInWindow, button, 1e-9)
  }

  /// The spring back, caught by a press: held; a drag then goes on from where it was.
  @Test func aPressCatchesTheSpringBack() throws {
    let (driver, zoom, _) = try zoomed()
    let grab = Point(x: 195, y: 300)
    event(driver, .pointerDown(button: .left, location: grab))
    drag(
      driver, zoom, caught: Self.full, radius: 0, grab: grab,
      moves: Array(repeating: Point(x: 0, y: 15), count: 10))
    driver.step(4)  // at rest for over 40 ms: no velocity
    event(driver, .pointerUp(button: .left, location: Point(x: 195, y: 450)))
    driver.step(4)
    let caught = driver.snapshot.presented[0].frame
    let radius = shownRadius(zoom.view)
    #expect(caught.width > 390 * 0.9 && caught.width < 390)
    let press = Point(x: caught.midX, y: caught.midY)
    event(driver, .pointerDown(button: .left, location: press))
    driver.step(2)
    #expect(driver.snapshot.presented[0].frame == caught)
    drag(
      driver, zoom, caught: caught, radius: radius, grab: press,
      moves: Array(repeating: Point(x: -3, y: 14), count: 5))
  }

  /// Thrown into the button, then caught by a press on its way: held where it is; a drag
  /// goes on from there (the dismissal ends cancelled, the screen stays presented); let go
  /// at rest short of the rule, it springs back to full screen.
  @Test func aPressCatchesTheThrownScreenOnItsWayIntoTheButton() throws {
    let (driver, zoom, _) = try zoomed()
    let grab = Point(x: 195, y: 300)
    event(driver, .pointerDown(button: .left, location: grab))
    drag(
      driver, zoom, caught: Self.full, radius: 0, grab: grab,
      moves: Array(repeating: Point(x: 0, y: 20), count: 12))
    event(driver, .pointerUp(button: .left, location: Point(x: 195, y: 540)))
    driver.step(3)
    #expect(driver.snapshot.transition?.kind == "dismiss")
    let caught = driver.snapshot.presented[0].frame
    let radius = shownRadius(zoom.view)
    let press = Point(x: caught.midX, y: caught.midY)
    event(driver, .pointerDown(button: .left, location: press))
    driver.step(2)
    #expect(driver.snapshot.presented[0].frame == caught, "held where the press caught it")
    drag(
      driver, zoom, caught: caught, radius: radius, grab: press,
      moves: Array(repeating: Point(x: 0, y: 12), count: 5))
    #expect(
      driver.snapshot.transition == .init(kind: "dismiss", interactive: true, progress: 60.0 / 844))
    #expect(driver.snapshot.presented.map(\.screen) == ["zoom"])
    driver.step(4)
    event(driver, .pointerUp(button: .left, location: Point(x: press.x, y: press.y + 60)))
    driver.step(60)
    #expect(driver.snapshot.presented[0].frame == Self.full)
    #expect(zoom.view.contentMask == nil && zoom.view.transform == .identity)
  }

  /// Escape in the middle of a drag zooms the screen into the button from where the drag
  /// left it, along the curve; the pointer's further moves and release leave it alone.
  @Test func escapeDuringADragZoomsOutFromWhereTheScreenIs() throws {
    let (driver, zoom, button) = try zoomed()
    let grab = Point(x: 195, y: 300)
    event(driver, .pointerDown(button: .left, location: grab))
    drag(
      driver, zoom, caught: Self.full, radius: 0, grab: grab,
      moves: Array(repeating: Point(x: 0, y: 15), count: 6))
    let from = dragged(Self.full, radius: 0, grab: grab, t: Point(x: 0, y: 90))
    event(driver, .keyDown(Key("escape")))
    for n in 1...17 {
      let p = UnitBezier.easeInEaseOut.value(at: Double(n) / 60 / 0.3)
      expectClose(
        driver.snapshot.presented[0].frame, Interpolation.rect(from.rect, button, p), 1e-6)
      event(driver, .pointerMove(location: Point(x: 195, y: 390 + Double(n) * 15)))
    }
    event(driver, .pointerUp(button: .left, location: Point(x: 195, y: 700)))
    #expect(driver.snapshot.presented.isEmpty)
  }
}
