import SheetTesting
import Testing

@testable import SheetEngine

@MainActor
@Suite struct HitTestingTests {
  /// window > container (20,100 200x200) > child (10,10 50x50) and an overlapping sibling.
  private func makeTree() -> (Window, View, View, View) {
    let window = makeTestWindow()
    let container = View(frame: Rect(x: 20, y: 100, width: 200, height: 200))
    let child = View(frame: Rect(x: 10, y: 10, width: 50, height: 50))
    let sibling = View(frame: Rect(x: 40, y: 40, width: 50, height: 50))
    window.addSubview(container)
    container.addSubview(child)
    container.addSubview(sibling)
    return (window, container, child, sibling)
  }

  @Test func deepestViewWins() {
    let (window, container, child, _) = makeTree()
    #expect(window.hitTest(Point(x: 35, y: 115)) === child)
    #expect(window.hitTest(Point(x: 150, y: 250)) === container)
    #expect(window.hitTest(Point(x: 5, y: 5)) === window)
  }

  @Test func laterSiblingIsOnTop() {
    let (window, _, _, sibling) = makeTree()
    // (65, 145) is inside both child (30..80, 110..160) and sibling (60..110, 140..190).
    #expect(window.hitTest(Point(x: 65, y: 145)) === sibling)
  }

  @Test func hiddenTransparentAndNonInteractiveViewsAreSkipped() {
    let (window, container, child, sibling) = makeTree()
    sibling.isHidden = true
    #expect(window.hitTest(Point(x: 65, y: 145)) === child)
    child.alpha = 0.009
    #expect(window.hitTest(Point(x: 35, y: 115)) === container)
    child.alpha = 0.01
    #expect(window.hitTest(Point(x: 35, y: 115)) === child)
    container.isUserInteractionEnabled = false
    #expect(window.hitTest(Point(x: 35, y: 115)) === window)
  }

  @Test func subviewsOutsideTheirParentAreNotHit() {
    let (window, container, _, _) = makeTree()
    let outside = View(frame: Rect(x: 190, y: 0, width: 50, height: 50))
    container.addSubview(outside)
    // (225, 110) is inside `outside` (210..260 in window x) but outside the container.
    #expect(window.hitTest(Point(x: 225, y: 110)) === window)
    #expect(window.hitTest(Point(x: 215, y: 110)) === outside)
  }

  @Test func transformsMoveTheHitArea() {
    let (window, container, child, _) = makeTree()
    container.transform = AffineTransform(translationX: 0, y: 300)
    #expect(window.hitTest(Point(x: 35, y: 115)) === window)
    #expect(window.hitTest(Point(x: 35, y: 415)) === child)
    #expect(child.frameInWindow == Rect(x: 30, y: 410, width: 50, height: 50))
  }

  @Test func scaleTransformIsAboutTheCentre() {
    let window = makeTestWindow()
    let view = View(frame: Rect(x: 100, y: 100, width: 100, height: 100))
    window.addSubview(view)
    view.transform = AffineTransform(scaleX: 0.5, y: 0.5)
    #expect(view.frameInWindow == Rect(x: 125, y: 125, width: 50, height: 50))
    #expect(window.hitTest(Point(x: 120, y: 150)) === window)
    #expect(window.hitTest(Point(x: 130, y: 150)) === view)
  }

  @Test func boundsOriginScrollsSubviews() {
    let (window, container, child, _) = makeTree()
    container.boundsOrigin = Point(x: 0, y: 10)
    #expect(child.frameInWindow == Rect(x: 30, y: 100, width: 50, height: 50))
    #expect(window.hitTest(Point(x: 35, y: 102)) === child)
  }
}
