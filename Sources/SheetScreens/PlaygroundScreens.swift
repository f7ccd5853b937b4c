import SheetEngine
import SheetTuning

/// Builds the playground's screens and wires their buttons to each other.
@MainActor
public enum PlaygroundScreens {
  /// The root screen, with its buttons connected to the demos; what they open takes the
  /// configuration in force at that moment.
  public static func makeRoot(
    configuration: ConfigurationInForce = ConfigurationInForce()
  ) -> RootViewController {
    let root = RootViewController()
    root.textSheetButton.onTap = { [unowned root] in
      presentTextSheet(from: root, configuration: configuration.current)
    }
    root.listSheetButton.onTap = { [unowned root] in
      presentListSheet(from: root, configuration: configuration.current)
    }
    wireNavigation(root, configuration: configuration)
    return root
  }

  /// The list sheet, with the configuration's row count and list physics (the sheet installs the
  /// list/sheet hand-off itself).
  /// With a `zoomSource` (a bar button) the sheet grows out of it and shrinks back into it.
  static func presentListSheet(
    from root: ViewController, configuration: EngineConfiguration, zoomSource: View? = nil
  ) {
    let list = configuration.list
    let sheet = ListSheetViewController(rowCount: list.rowCount, rowHeight: list.rowHeight)
    sheet.listView.decelerationRate = list.decelerationRate
    sheet.listView.rubberBandConstant = list.rubberBandConstant
    sheet.listView.bounceSpring = list.bounceSpring
    sheet.transitioningDelegate = sheetDelegate(
      configuration: configuration, detents: configuration.listDetents, zoomSource: zoomSource)
    root.present(sheet, animated: true)
  }

  /// A bottom-sheet delegate with the configuration in force when the sheet is opened; with
  /// a `zoomSource`, the sheet zooms out of it with the zoom's timing and release spring.
  static func sheetDelegate(
    configuration: EngineConfiguration, detents: SheetDetentConfiguration = .fitsContent,
    zoomSource: View? = nil
  ) -> BottomSheetTransitioningDelegate {
    BottomSheetTransitioningDelegate(
      style: configuration.sheetStyle, detents: detents,
      dismissBehavior: configuration.dismissBehavior,
      slop: configuration.slop, crossFade: configuration.crossFade,
      zoomSource: zoomSource, zoomStyle: sheetZoomStyle(configuration))
  }

  /// How a sheet from a button moves: the zoom's duration, curve and release spring.
  static func sheetZoomStyle(_ configuration: EngineConfiguration) -> SheetZoomStyle {
    SheetZoomStyle(
      duration: configuration.zoomDuration, timing: .curve(configuration.zoomCurve),
      releaseSpringResponse: configuration.zoomDismiss.springResponse,
      releaseSpringDamping: configuration.zoomDismiss.springDamping)
  }
}
