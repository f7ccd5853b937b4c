import SheetTesting
import Testing

@testable import SheetEngine

/// Accessories on a sheet's top edge (docs/MOTION.md, "Accessories on the edge"), on the
/// fixture (390 x 844, top inset 47: medium's top at 422, large's at 47): they sit `gap`
/// above the sheet's top on screen every frame of a drag, fade over `fadeDistance` points
/// above medium, and take taps only while they show.
@MainActor
@Suite struct SheetAccessoryTests {
  /// A tall sheet with two buttons riding on its edge.
  private final class Content: ViewController, BottomSheetContent {
    let accessories = SheetAccessoryView()
    let locate = Button(title: "Locate")
    var taps = 0

    init() {
      super.init(screenID: "accessorized")
      accessories.addSubview(Button(title: "Info"))
      accessories.addSubview(locate)
      locate.onTap = { [unowned self] in taps += 1 }
    }

    override func loadView() -> View {
      let view = View()
      view.backgroundColor = .white
      return view
    }

    func sheetContentHeight(forWidth width: Double) -> Double? { 5000 }

    var sheetAccessoryView: SheetAccessoryView? { accessories }
  }

  @Test func theOpacityFadesOverTheDistanceAboveTheLowerDetent() {
    let view = SheetAccessoryView()
    #expect(view.opacity(visibleHeight: 300, fadeStart: 422) == 1)
    #expect(view.opacity(visibleHeight: 422, fadeStart: 422) == 1)
    #expect(view.opacity(visibleHeight: 452, fadeStart: 422) == 0.5)
    #expect(view.opacity(visibleHeight: 482, fadeStart: 422) == 0)
    view.fadeDistance = 0
    #expect(view.opacity(visibleHeight: 423, fadeStart: 422) == 0)
  }

  @Test func theyRideOnTheEdgeEveryFrameOfADragAndFade() throws {
    let driver = RuntimeDriver(root: FixtureRoot())
    let content = Content()
    content.transitioningDelegate = BottomSheetTransitioningDelegate(
      style: .standard, detents: SheetDetentConfiguration(detents: [.medium, .large]),
      dismissBehavior: .standard)
    driver.navigation.present(content, animated: true)
    driver.step(60)
    let accessories = content.accessories
    #expect(content.view.frameInWindow.minY == 422)
    #expect(accessories.frameInWindow.maxY == 414 && accessories.alpha == 1)
    // Trailing first: Locate at the right edge, 16 pt in; Info to its left, 16 pt apart.
    let locate = content.locate.frameInWindow
    #expect(locate.maxX == 374 && locate.height >= 44)
    let info = try #require(accessories.subviews.first?.frameInWindow)
    #expect(info.maxX == locate.minX - 16)
    // A tap on one while it shows.
    driver.tap(Point(x: locate.midX, y: locate.midY))
    #expect(content.taps == 1)
    driver.press(at: Point(x: 195, y: 440))
    for step in 1...20 {
      driver.move(to: Point(x: 195, y: 440 - Double(step) * 8))
      let top = content.view.frameInWindow.minY + content.view.transform.translationY
      #expect(abs(accessories.frameInWindow.maxY - (top - 8)) < 1e-9, "move \(step)")
      let expected = accessories.opacity(visibleHeight: 844 - top, fadeStart: 422)
      #expect(abs(accessories.alpha - expected) < 1e-12, "move \(step)")
    }
    driver.release(at: Point(x: 195, y: 280))
    driver.step(60)
    #expect(content.view.frameInWindow.minY == 47)
    #expect(accessories.alpha == 0 && !accessories.isUserInteractionEnabled)
  }
}
