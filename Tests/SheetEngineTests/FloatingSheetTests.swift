import SheetTesting
import Testing

@testable import SheetEngine

/// iOS 26's floating sheet (docs/MOTION.md, "Floating sheet"): exact numbers for the shape,
/// and frame by frame through a drag that the top follows the pointer while the sides and
/// bottom move in with the visible height.
@MainActor
@Suite struct FloatingSheetTests {
  private let rounded = FloatingSheetStyle(
    inset: 8, floatsBelowFraction: 0.6, displayCornerRadius: 55, displayHasRoundedCorners: true)

  /// The fixture's window is 844 pt tall with a 47 pt top inset: a sheet is at most 797 pt.
  private let fullHeight = 797.0

  @Test func theShapeGoesLinearlyFromFloatingToAttached() {
    let low = rounded.shape(visibleHeight: 300, fullHeight: fullHeight)
    #expect(low == .init(attachment: 0, inset: 8, bottomCornerRadius: 47))
    // 60 % of the full height (478.2 pt) still floats fully; above it the sheet attaches.
    #expect(rounded.shape(visibleHeight: 478.2, fullHeight: fullHeight).attachment == 0)
    let middle = rounded.shape(visibleHeight: 637.6, fullHeight: fullHeight)
    #expect(abs(middle.attachment - 0.5) < 1e-12 && abs(middle.inset - 4) < 1e-12)
    #expect(abs(middle.bottomCornerRadius - 51) < 1e-12)
    let full = rounded.shape(visibleHeight: 797, fullHeight: fullHeight)
    #expect(full == .init(attachment: 1, inset: 0, bottomCornerRadius: 55))
    // A stretch above the full height stays attached.
    #expect(rounded.shape(visibleHeight: 830, fullHeight: fullHeight).attachment == 1)
  }

  /// A rectangular window has square corners: attached, the sheet's bottom corners are too.
  @Test func onARectangularWindowTheBottomCornersSquareOffAsTheSheetAttaches() {
    var square = rounded
    square.displayHasRoundedCorners = false
    #expect(square.shape(visibleHeight: 300, fullHeight: fullHeight).bottomCornerRadius == 47)
    let middle = square.shape(visibleHeight: 637.6, fullHeight: fullHeight)
    #expect(abs(middle.bottomCornerRadius - 25.5) < 1e-12)
    #expect(square.shape(visibleHeight: 797, fullHeight: fullHeight).bottomCornerRadius == 0)
  }

  private func presentTallFloatingSheet() -> (RuntimeDriver, FixtureRoot) {
    let root = FixtureRoot()
    root.sheetStyle.floating = rounded
    root.sheetDetents = SheetDetentConfiguration(detents: [.medium, .large])
    let driver = RuntimeDriver(root: root)
    root.presentSheet(contentHeight: FixtureRoot.tallSheetContentHeight)
    driver.step(60)
    return (driver, root)
  }

  /// Every frame of a slow drag from medium up to large: the grabbed point stays under the
  /// pointer, and the inset, width and bottom are the shape's for the height on screen.
  @Test func everyFrameOfADragHasTheShapeOfItsHeight() throws {
    let (driver, _) = presentTallFloatingSheet()
    let rest = try #require(driver.snapshot.presented.first?.frame)
    let restShape = rounded.shape(visibleHeight: 844 - rest.minY, fullHeight: fullHeight)
    #expect(restShape.attachment == 0, "medium floats fully")
    #expect(rest.minX == 8 && rest.width == 374 && rest.maxY == 836)
    let start = Point(x: 195, y: rest.minY + 20)
    driver.press(at: start)
    var grabOffset: Double?
    // 300 pt up from medium (top 422) ends below large's top (47): no rubber band.
    for step in 1...30 {
      let pointer = Point(x: 195, y: start.y - Double(step) * 10)
      driver.move(to: pointer)
      let frame = try #require(driver.snapshot.presented.first?.frame)
      let shape = rounded.shape(visibleHeight: 844 - frame.minY, fullHeight: fullHeight)
      #expect(abs(frame.minX - shape.inset) < 1e-9, "frame \(step): side inset")
      #expect(abs(frame.maxX - (390 - shape.inset)) < 1e-9, "frame \(step): right edge")
      #expect(abs(frame.maxY - (844 - shape.inset)) < 1e-9, "frame \(step): bottom")
      // Once the drag has caught up past the slop (docs/MOTION.md, "Drag start and slop"),
      // the grabbed point keeps its distance from the pointer.
      if step > 5 {
        let offset = pointer.y - frame.minY
        if let grabOffset { #expect(abs(offset - grabOffset) < 1e-9, "frame \(step): grab") }
        grabOffset = offset
      }
    }
    driver.release(at: Point(x: 195, y: start.y - 300))
    driver.step(90)
    let large = try #require(driver.snapshot.presented.first?.frame)
    #expect(large == Rect(x: 0, y: 47, width: 390, height: 797), "large is edge-attached")
  }

  /// A dismissal slides the whole sheet out: its last frame leaves nothing on screen.
  @Test func aDismissedFloatingSheetLeavesNoSliver() throws {
    let (driver, _) = presentTallFloatingSheet()
    let sheet = driver.navigation.presentedViewController
    #expect(sheet != nil)
    sheet?.dismiss(animated: true)
    var lastTop = 0.0
    for _ in 0..<60 {
      guard let frame = driver.snapshot.presented.first?.frame else { break }
      lastTop = frame.minY
      driver.step()
    }
    #expect(driver.snapshot.presented.isEmpty)
    #expect(lastTop >= 844 - 1, "the last frame drawn shows at most a hairline")
  }
  /// The glass turns opaque with the attachment, every frame of a drag from medium to large
  /// (docs/MOTION.md, "Floating sheet" and "Liquid Glass"): pure glass while the sheet floats
  /// fully, the sheet's own background at the attachment's opacity above, no backdrop left
  /// once attached; the pages inside see glass exactly while it is below opacity 1.
  @Test func theGlassIsTheAttachmentEveryFrameOfADrag() throws {
    let root = FixtureRoot()
    root.sheetStyle.floating = rounded
    root.sheetStyle.glass = .regularLight
    root.sheetDetents = SheetDetentConfiguration(detents: [.medium, .large])
    let driver = RuntimeDriver(root: root)
    root.presentSheet(contentHeight: FixtureRoot.tallSheetContentHeight)
    driver.step(60)
    let sheet = try #require(driver.navigation.presentedViewController?.view)
    let rest = try #require(driver.snapshot.presented.first?.frame)
    #expect(sheet.backdropMaterial?.opacity == 0 && sheet.subviews.allSatisfy(\.isOverGlass))
    let start = Point(x: 195, y: rest.minY + 20)
    driver.press(at: start)
    var sawCrossover = false
    for step in 1...40 {
      driver.move(to: Point(x: 195, y: start.y - Double(step) * 10))
      let frame = try #require(driver.snapshot.presented.first?.frame)
      let visibleTop = sheet.frame.minY + sheet.transform.translationY
      let shape = rounded.shape(visibleHeight: 844 - visibleTop, fullHeight: fullHeight)
      let opacity = try #require(sheet.backdropMaterial?.opacity, "frame \(step)")
      #expect(abs(opacity - shape.attachment) < 1e-9, "frame \(step): at y \(frame.minY)")
      sawCrossover = sawCrossover || (opacity > 0 && opacity < 1)
    }
    #expect(sawCrossover, "the drag passed through the crossover")
    driver.release(at: Point(x: 195, y: start.y - 400))
    driver.step(90)
    #expect(sheet.backdropMaterial?.opacity == 1 && !sheet.isOverGlass, "attached: opaque")
  }
}
