import SheetEngine

/// Builds the playground's screens and wires their buttons to each other.
@MainActor
public enum PlaygroundScreens {
  /// The root screen, with its buttons connected to the demos built so far.
  public static func makeRoot() -> RootViewController {
    let root = RootViewController()
    root.textSheetButton.onTap = { [unowned root] in presentTextSheet(from: root) }
    root.listSheetButton.onTap = { [unowned root] in presentListSheet(from: root) }
    wireNavigation(root)
    return root
  }

  /// The list sheet, with the tuning's row count and list physics, and the list/sheet
  /// hand-off.
  static func presentListSheet(from root: ViewController) {
    let tuning = root.view.window?.tuning ?? .seed
    let sheet = ListSheetViewController(
      rowCount: tuning.list.rowCount, rowHeight: tuning.list.rowHeight)
    sheet.listView.decelerationRate = tuning.list.decelerationRate
    sheet.listView.rubberBandConstant = tuning.list.rubberBand
    sheet.listView.bounceSpring = tuning.bounceSpring
    sheet.transitioningDelegate = sheetDelegate(for: root)
    root.present(sheet, animated: true)
    if let controller = sheet.presentationController as? BottomSheetPresentationController,
      let driver = controller.dismissDriver
    {
      sheet.handoff = SheetScrollHandoff(scrollView: sheet.listView, driver: driver)
    }
  }

  /// A bottom-sheet delegate with the tuning in force when the sheet is opened.
  static func sheetDelegate(for controller: ViewController) -> BottomSheetTransitioningDelegate {
    let tuning = controller.view.window?.tuning ?? .seed
    return BottomSheetTransitioningDelegate(
      style: tuning.sheetStyle, dismissBehavior: tuning.dismissBehavior, slop: tuning.gesture.slop)
  }
}
