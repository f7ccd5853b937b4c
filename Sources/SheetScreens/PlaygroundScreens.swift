import SheetEngine

/// Builds the playground's screens and wires their buttons to each other.
@MainActor
public enum PlaygroundScreens {
  /// The root screen, with its buttons connected to the demos built so far.
  public static func makeRoot() -> RootViewController {
    let root = RootViewController()
    root.textSheetButton.onTap = { [unowned root] in
      let sheet = TextSheetViewController()
      sheet.transitioningDelegate = sheetDelegate(for: root)
      root.present(sheet, animated: true)
    }
    wireNavigation(root)
    return root
  }

  /// A bottom-sheet delegate with the tuning in force when the sheet is opened.
  static func sheetDelegate(for controller: ViewController) -> BottomSheetTransitioningDelegate {
    let tuning = controller.view.window?.tuning ?? .seed
    return BottomSheetTransitioningDelegate(style: tuning.sheetStyle)
  }
}
