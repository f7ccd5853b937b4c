import PlaygroundTestSupport
import SheetEngine
import SheetScene
import SheetScreens
import SheetTesting
import Testing

/// A scene's screens in the playground: each button opens what the scene says (a sheet at
/// its first detent, a pushed page, the card, the zoom, a builtin), `closes` closes, and the
/// screens keep working after the scene's builder is no longer referenced by the host.
@MainActor
@Suite struct SceneScreensTests {
  static let text = """
    {
      "root": {"title": "Scene", "buttons": [
        {"title": "Sheet", "opens": "sheet"}, {"title": "Page", "opens": "page"},
        {"title": "List", "opens": "list"}
      ]},
      "screens": {
        "sheet": {"sheet": {"title": "A sheet", "detents": ["medium", "large"], "grabber": true,
          "content": [{"text": "Words"}, {"list": [{"title": "One"}, {"title": "Two"}]}],
          "buttons": [{"title": "Close", "closes": true}]}},
        "page": {"page": {"title": "A page", "buttons": [
          {"title": "Card", "opens": "card"}, {"title": "Zoom", "opens": "zoom"},
          {"title": "Pop", "closes": true}]}},
        "card": {"card": {"title": "A card", "buttons": [{"title": "Done", "closes": true}]}},
        "zoom": {"zoom": {"title": "A zoom", "buttons": [{"title": "Shrink", "closes": true}]}},
        "list": {"builtin": "list-sheet"}
      }
    }
    """

  static func driver() throws -> RuntimeDriver {
    let scene = try SceneParser.parse(Array(text.utf8))
    let playground = Playground(
      size: Size(width: 390, height: 844), safeAreaInsets: RuntimeDriver.safeArea,
      textMeasurer: FixedMetricsTextMeasurer(),
      screens: ScreenSource {
        SceneScreens(scene: scene, imageSizes: [:], configuration: $0).makeRoot()
      })
    return SceneDriver(playground: playground)
  }

  @Test func aSheetOpensAtItsFirstDetentAndClosesByItsButton() throws {
    let driver = try Self.driver()
    #expect(driver.snapshot.navigationStack == ["root"])
    driver.tapControl("Sheet")
    driver.step(60)
    #expect(driver.snapshot.presented.map(\.screen) == ["sheet"])
    #expect(driver.snapshot.presented.first?.detent == "medium")
    driver.tapControl("Close")
    driver.step(60)
    #expect(driver.snapshot.presented.isEmpty)
  }

  @Test func aPagePushesAndOpensTheCardAndTheZoom() throws {
    let driver = try Self.driver()
    driver.tapControl("Page")
    driver.step(60)
    #expect(driver.snapshot.navigationStack == ["root", "page"])
    driver.tapControl("Card")
    driver.step(60)
    #expect(driver.snapshot.presented.map(\.screen) == ["card"])
    driver.tapControl("Done")
    driver.step(60)
    driver.tapControl("Zoom")
    driver.step(60)
    #expect(driver.snapshot.presented.map(\.screen) == ["zoom"])
    driver.tapControl("Shrink")
    driver.step(60)
    driver.tapControl("Pop")
    driver.step(60)
    #expect(driver.snapshot.navigationStack == ["root"])
  }

  @Test func aBuiltinOpensThePlaygroundsOwnScreen() throws {
    let driver = try Self.driver()
    driver.tapControl("List")
    driver.step(60)
    #expect(driver.snapshot.presented.map(\.screen) == ["list"])
  }
}

/// A driver that keeps its playground (the runtime alone does not).
@MainActor
final class SceneDriver: RuntimeDriver {
  let playground: Playground

  init(playground: Playground) {
    self.playground = playground
    super.init(runtime: playground.runtime)
  }
}
