import PlaygroundTestSupport
import SheetEngine
import SheetScene
import SheetScreens
import SheetTesting
import Testing

/// A scene page's `barButton` (docs/MOTION.md, "Sheet from a bar button"): the bar shows it
/// on its trailing side, and the sheet it opens grows out of it, rests at its detent, and a
/// tap on the dim shrinks it back into the button, its last frame exactly on it.
@MainActor
@Suite struct SceneBarButtonTests {
  static let text = """
    {
      "root": {"title": "Scene", "buttons": [{"title": "Page", "opens": "page"}]},
      "screens": {
        "page": {"page": {"title": "A page", "barButton": {"title": "More", "opens": "sheet"}}},
        "sheet": {"sheet": {"title": "A sheet", "detents": ["medium"],
          "buttons": [{"title": "Close", "closes": true}]}}
      }
    }
    """

  @Test func theBarButtonsSheetGrowsOutOfItAndShrinksBackIntoIt() throws {
    let scene = try SceneParser.parse(Array(Self.text.utf8))
    let playground = Playground(
      size: Size(width: 390, height: 844), safeAreaInsets: RuntimeDriver.safeArea,
      textMeasurer: FixedMetricsTextMeasurer(),
      screens: ScreenSource {
        SceneScreens(scene: scene, imageSizes: [:], configuration: $0).makeRoot()
      })
    let driver = SceneDriver(playground: playground)
    driver.tapControl("Page")
    driver.step(60)
    let button = try #require(driver.snapshot.controls.first { $0.title == "More" }).frame
    // On the bar's trailing side.
    #expect(button.maxX == 374 && button.minY == 51 && button.height == 36)
    driver.tapControl("More")
    // Two frames into the grow the sheet shows between the button and its resting place.
    driver.step()
    let growing = try #require(driver.snapshot.presented.first?.frame)
    #expect(growing.width < 390 && growing.minY < 422 && growing.minY > button.minY)
    #expect(driver.snapshot.transition?.kind == "present")
    driver.step(40)
    #expect(driver.snapshot.transition == nil)
    let sheet = try #require(driver.navigation.presentedViewController?.view)
    // At rest, drawn plainly (no zoom left on it).
    #expect(sheet.contentMask == nil && sheet.transform.scaleX == 1)
    driver.tap(Point(x: 195, y: 100))
    #expect(driver.snapshot.transition?.kind == "dismiss")
    driver.step(40)
    #expect(driver.snapshot.presented.isEmpty)
    // Its last frame, drawn once more as it left, is exactly the button.
    #expect(sheet.visibleFrameInWindow == button)
  }
}
