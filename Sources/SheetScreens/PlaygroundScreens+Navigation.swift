import SheetEngine
import SheetTuning

extension PlaygroundScreens {
  /// Connects the root's Navigation button: it pushes Page 1 onto the window's navigation
  /// stack; every page then pushes the next one itself, and they all read `configuration`.
  static func wireNavigation(_ root: RootViewController, configuration: ConfigurationInForce) {
    root.navigationButton.onTap = { [unowned root] in
      root.navigationController?.pushViewController(
        PageViewController(number: 1, configuration: configuration), animated: true)
    }
  }
}
