import SheetEngine
import SheetTuning

extension PlaygroundScreens {
  /// The text sheet: its first page in a navigation stack inside a bottom sheet, so Next can
  /// push the second page (the sheet's height follows) and Back or a back-swipe pops it.
  /// The sheet, its swipes and the pages' motion take the configuration in force when it opens.
  static func presentTextSheet(from root: ViewController, configuration: EngineConfiguration) {
    let navigation = SheetNavigation.makeNavigationController(
      rootViewController: TextSheetViewController(), policy: configuration.sheetBackSwipePolicy,
      edgeOnly: configuration.backSwipeEdgeOnly, edgeWidth: configuration.backSwipeEdgeWidth,
      crossFade: configuration.crossFade)
    navigation.transitioningDelegate = sheetDelegate(configuration: configuration)
    root.present(navigation, animated: true)
  }
}
