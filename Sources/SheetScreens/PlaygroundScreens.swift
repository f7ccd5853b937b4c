import SheetEngine

/// Builds the playground's screens and wires their buttons to each other.
@MainActor
public enum PlaygroundScreens {
  /// The root screen, with its buttons connected to the demos built so far.
  public static func makeRoot() -> RootViewController {
    let root = RootViewController()
    root.textSheetButton.onTap = { [unowned root] in
      let sheet = TextSheetViewController()
      sheet.transitioningDelegate = BottomSheetTransitioningDelegate(style: .seed)
      root.present(sheet, animated: true)
    }
    return root
  }
}
