import PlaygroundTestSupport
import SheetScreens
import SheetTesting
import SheetTuning
import Testing

@testable import SheetEngine

/// The scenes of the grab-point sweep, each built in the playground's real screens: sheets,
/// the list (and its hand-off to the sheet across the top edge), pages in a back-swipe and
/// pages inside a sheet, still and (where the engine can grab them) moving.
@MainActor
enum GrabScenes {
  static let down = Point(x: 0, y: 1)
  static let up = Point(x: 0, y: -1)
  static let right = Point(x: 1, y: 0)

  /// The scenes by name, so a parameterized test can take them as arguments.
  enum Kind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case stillSheet = "still sheet"
    case presentingSheet = "presenting sheet"
    case dismissingSheet = "dismissing sheet"
    case stillList = "still list"
    case listHandOff = "list handing off to the sheet"
    case listExpandsSheet = "list expanding the sheet first"
    case deceleratingList = "decelerating list"
    case stillPage = "still page"
    case settlingPage = "settling page"
    case sheetPage = "page inside a sheet"
    case sheetPageDismiss = "sheet dragged from its second page"

    var testDescription: String { rawValue }

    /// Builds the scene in `driver`.
    @MainActor
    func make(_ driver: PlaygroundDriver) -> GrabScene {
      switch self {
      case .stillSheet: GrabScenes.stillSheet(driver)
      case .presentingSheet: GrabScenes.presentingSheet(driver)
      case .dismissingSheet: GrabScenes.dismissingSheet(driver)
      case .stillList: GrabScenes.stillList(driver)
      case .listHandOff: GrabScenes.listHandOff(driver)
      case .listExpandsSheet: GrabScenes.listExpandsSheet(driver)
      case .deceleratingList: GrabScenes.deceleratingList(driver)
      case .stillPage: GrabScenes.stillPage(driver)
      case .settlingPage: GrabScenes.settlingPage(driver)
      case .sheetPage: GrabScenes.sheetPage(driver)
      case .sheetPageDismiss: GrabScenes.sheetPageDismiss(driver)
      }
    }
  }

  private static func sheetY(_ driver: PlaygroundDriver) -> Double {
    driver.snapshot.presented.first?.frame.minY ?? .nan
  }

  private static func isInteractive(_ driver: PlaygroundDriver) -> Bool {
    driver.snapshot.transition?.interactive == true
  }

  private static func sheetScene(
    _ driver: PlaygroundDriver, press: Point, travel: Double = 240
  ) -> GrabScene {
    GrabScene(
      press: press, direction: down, position: { sheetY(driver) },
      isHeld: { isInteractive(driver) }, travel: travel,
      end: driver.runtime.window.bounds.height)
  }

  static func stillSheet(_ driver: PlaygroundDriver) -> GrabScene {
    driver.tapControl("Text sheet")
    driver.step(40)
    return sheetScene(driver, press: Point(x: 200, y: sheetY(driver) + 60))
  }

  static func presentingSheet(_ driver: PlaygroundDriver) -> GrabScene {
    driver.tapControl("Text sheet")
    driver.step(5)
    return sheetScene(driver, press: Point(x: 200, y: sheetY(driver) + 30))
  }

  static func dismissingSheet(_ driver: PlaygroundDriver) -> GrabScene {
    driver.tapControl("Text sheet")
    driver.step(40)
    driver.tap(Point(x: 200, y: 100))  // the dim: a dismissal along the curve
    driver.step(2)
    return sheetScene(driver, press: Point(x: 200, y: sheetY(driver) + 30))
  }

  /// The list sheet with 200 rows, its list at `offset`; at its largest detent (the top
  /// below the status bar, as a sheet that fits 200 rows) unless `atFirstDetent`.
  private static func listSheet(
    _ driver: PlaygroundDriver, offset: Double = 0, atFirstDetent: Bool = false
  ) -> ScrollView {
    driver.tapControl("List sheet")
    driver.step(40)
    let sheet = driver.runtime.presentedViewControllers[0] as! ListSheetViewController
    sheet.listView.numberOfRows = 200
    sheet.listView.reloadData()
    if !atFirstDetent,
      let presentation = sheet.presentationController as? BottomSheetPresentationController,
      let detents = presentation.detents
    {
      presentation.settle(toDetent: detents.detents.count - 1, velocity: 0, spring: nil)
      driver.step(40)
    }
    sheet.listView.contentOffset = Point(x: 0, y: offset)
    driver.step()
    return sheet.listView
  }

  /// Where the list's content is on screen: its rows move with the sheet and against the
  /// offset, so this one number follows them across the hand-off.
  private static func contentY(_ driver: PlaygroundDriver, _ list: ScrollView) -> Double {
    sheetY(driver) - list.contentOffset.y
  }

  static func stillList(_ driver: PlaygroundDriver) -> GrabScene {
    let list = listSheet(driver)
    return GrabScene(
      press: Point(x: 200, y: 600), direction: up, position: { contentY(driver, list) },
      isHeld: { list.isDragging }, travel: 240)
  }

  /// Scrolled 15 pt: every drag down reaches the list's top and moves the sheet on.
  static func listHandOff(_ driver: PlaygroundDriver) -> GrabScene {
    let list = listSheet(driver, offset: 15)
    return GrabScene(
      press: Point(x: 200, y: 300), direction: down, position: { contentY(driver, list) },
      isHeld: { list.isDragging || isInteractive(driver) },
      travel: 240)
  }

  /// At its first detent (the fluid list sheet's medium), an upward drag on the list moves
  /// the sheet first: the rows stay under the pointer as the sheet grows.
  static func listExpandsSheet(_ driver: PlaygroundDriver) -> GrabScene {
    let list = listSheet(driver, atFirstDetent: true)
    return GrabScene(
      press: Point(x: 200, y: 700), direction: up, position: { contentY(driver, list) },
      isHeld: { list.isDragging }, travel: 240)
  }

  /// Flung up and still decelerating when pressed: the press stops it (as UIScrollView), so
  /// its grab point is the one pressed.
  static func deceleratingList(_ driver: PlaygroundDriver) -> GrabScene {
    let list = listSheet(driver)
    driver.send(.pointerDown(button: .left, location: Point(x: 200, y: 700)))
    for index in 1...6 {
      driver.send(.pointerMove(location: Point(x: 200, y: 700 - 30 * Double(index))))
    }
    driver.send(.pointerUp(button: .left, location: Point(x: 200, y: 520)))
    driver.step(5)
    precondition(list.isDecelerating)
    return GrabScene(
      press: Point(x: 200, y: 600), direction: up, position: { contentY(driver, list) },
      isHeld: { list.isDragging }, travel: 240)
  }

  private static func pageScene(
    _ driver: PlaygroundDriver, page: ViewController, press: Point,
    navigation: NavigationController
  ) -> GrabScene {
    GrabScene(
      press: press, direction: right, position: { page.view.frameInWindow.minX },
      isHeld: { navigation.transitionState?.interactive == true },
      travel: 240)
  }

  static func stillPage(_ driver: PlaygroundDriver) -> GrabScene {
    driver.tapControl("Navigation")
    driver.step(40)
    let navigation = driver.runtime.navigationController
    return pageScene(
      driver, page: navigation.topViewController!, press: Point(x: 100, y: 600),
      navigation: navigation)
  }

  /// Page 1 sliding away after Back: the back-swipe grabs a settling pop.
  static func settlingPage(_ driver: PlaygroundDriver) -> GrabScene {
    driver.tapControl("Navigation")
    driver.step(40)
    let navigation = driver.runtime.navigationController
    let page = navigation.topViewController!
    driver.tapControl("Back")
    driver.step(2)
    return pageScene(
      driver, page: page, press: Point(x: page.view.frameInWindow.minX + 60, y: 600),
      navigation: navigation)
  }

  /// The text sheet showing its second page.
  private static func secondSheetPage(
    _ driver: PlaygroundDriver
  ) -> (NavigationController, ViewController) {
    driver.tapControl("Text sheet")
    driver.step(40)
    driver.tapControl("Next")
    driver.step(40)
    let navigation = driver.runtime.presentedViewControllers[0] as! NavigationController
    return (navigation, navigation.topViewController!)
  }

  static func sheetPage(_ driver: PlaygroundDriver) -> GrabScene {
    let (navigation, page) = secondSheetPage(driver)
    return pageScene(
      driver, page: page, press: Point(x: 100, y: sheetY(driver) + 200),
      navigation: navigation)
  }

  static func sheetPageDismiss(_ driver: PlaygroundDriver) -> GrabScene {
    _ = secondSheetPage(driver)
    return sheetScene(driver, press: Point(x: 200, y: sheetY(driver) + 60))
  }
}
