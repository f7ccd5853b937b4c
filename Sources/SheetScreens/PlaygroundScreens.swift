import SheetEngine
import SheetTuning

/// Builds the playground's screens and wires their buttons to each other.
@MainActor
public enum PlaygroundScreens {
  /// The root screen, with its buttons connected to the demos; what they open takes the
  /// tuning `tuning` holds at that moment.
  public static func makeRoot(tuning: TuningBox = TuningBox()) -> RootViewController {
    let root = RootViewController()
    root.textSheetButton.onTap = { [unowned root] in
      presentTextSheet(from: root, tuning: tuning.current)
    }
    root.listSheetButton.onTap = { [unowned root] in
      presentListSheet(from: root, tuning: tuning.current)
    }
    wireNavigation(root)
    return root
  }

  /// The list sheet, with the tuning's row count and list physics (the sheet installs the
  /// list/sheet hand-off itself).
  static func presentListSheet(from root: ViewController, tuning: Tuning) {
    let sheet = ListSheetViewController(
      rowCount: tuning.list.rowCount, rowHeight: tuning.list.rowHeight)
    sheet.listView.decelerationRate = tuning.list.decelerationRate
    sheet.listView.rubberBandConstant = tuning.list.rubberBand
    sheet.listView.bounceSpring = tuning.bounceSpring
    sheet.transitioningDelegate = sheetDelegate(tuning: tuning)
    root.present(sheet, animated: true)
  }

  /// A bottom-sheet delegate with the tuning in force when the sheet is opened.
  static func sheetDelegate(tuning: Tuning) -> BottomSheetTransitioningDelegate {
    BottomSheetTransitioningDelegate(
      style: tuning.sheetStyle, dismissBehavior: tuning.dismissBehavior, slop: tuning.gesture.slop)
  }
}
