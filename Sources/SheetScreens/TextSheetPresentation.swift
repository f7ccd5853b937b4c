import SheetEngine
import SheetTuning

extension PlaygroundScreens {
  /// The text sheet: its first page in a navigation stack inside a bottom sheet, so Next can
  /// push the second page (the sheet's height follows) and Back or a back-swipe pops it.
  /// The sheet, its swipes and the pages' motion take the tuning in force when it opens.
  static func presentTextSheet(from root: ViewController, tuning: EngineConfiguration) {
    let navigation = SheetNavigation.makeNavigationController(
      rootViewController: TextSheetViewController(), policy: tuning.sheetBackSwipePolicy,
      edgeOnly: tuning.backSwipeEdgeOnly, edgeWidth: tuning.backSwipeEdgeWidth,
      crossFade: tuning.crossFade)
    navigation.transitioningDelegate = sheetDelegate(tuning: tuning)
    root.present(navigation, animated: true)
  }
}
