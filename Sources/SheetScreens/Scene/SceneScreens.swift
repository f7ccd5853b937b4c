import SheetEngine
import SheetScene
import SheetTuning

/// Builds a scene's screens and wires each button to what it opens: a page is pushed on the
/// navigation stack it is in (the window's for the root), a sheet or card is presented with
/// the configuration in force, a zoom grows out of the tapped button, and a builtin opens the
/// playground screen of that name. Images are laid out at `imageSizes` (points, from the
/// host's decoded files: the engine reads no file).
@MainActor
public final class SceneScreens {
  private let scene: Scene
  private let imageSizes: [String: Size]
  private let configuration: ConfigurationInForce

  public init(scene: Scene, imageSizes: [String: Size], configuration: ConfigurationInForce) {
    self.scene = scene
    self.imageSizes = imageSizes
    self.configuration = configuration
  }

  /// The root screen (screen "root", as the built-in one).
  public func makeRoot() -> ViewController {
    let root = SceneRootViewController(
      root: scene.root, imageSize: { [imageSizes] in imageSizes[$0] ?? .zero })
    for (button, model) in zip(root.buttons, scene.root.buttons) {
      wire(button, model, on: root)
    }
    return root
  }

  /// Makes `button` do what `model` says from `controller`. Each tap makes a new screen, as
  /// the built-in buttons do, so a screen never appears twice at once. The buttons' actions
  /// hold this object (nothing else does; it holds no screen, so there is no cycle).
  func wire(_ button: Button, _ model: SceneButton, on controller: ViewController) {
    button.onTap = { [self, unowned controller, unowned button] in
      perform(model, on: controller, source: button, fromBar: false)
    }
  }

  /// What a tap on `model`'s button (the view `source`) does from `controller`; a sheet
  /// opened from a bar button grows out of it.
  private func perform(
    _ model: SceneButton, on controller: ViewController, source: View, fromBar: Bool
  ) {
    switch model.action {
    case .closes:
      if let navigation = controller.navigationController,
        navigation.viewControllers.count > 1, navigation.viewControllers.last === controller
      {
        _ = navigation.popViewController(animated: true)
      } else {
        controller.dismiss(animated: true)
      }
    case .opens(let name):
      guard let screen = scene.screens[name] else { return }
      open(screen, from: controller, button: source, fromBar: fromBar)
    }
  }

  private func open(
    _ screen: SceneScreen, from controller: ViewController, button: View, fromBar: Bool
  ) {
    let current = configuration.current
    switch screen.kind {
    case .builtin(let name):
      openBuiltin(name, from: controller)
    case .page:
      controller.navigationController?.pushViewController(make(screen), animated: true)
    case .sheet(let style):
      let sheet = make(screen)
      var sheetStyle = current.sheetStyle
      if let radius = style.cornerRadius { sheetStyle.cornerRadius = radius }
      let detents = style.detents.map { name -> SheetDetent in
        switch name {
        case "medium": .medium
        case "large": .large
        default: .fitsContent
        }
      }
      sheet.transitioningDelegate = BottomSheetTransitioningDelegate(
        style: sheetStyle,
        detents: SheetDetentConfiguration(detents: detents, sizing: current.detentSizing),
        showsGrabber: style.grabber, dismissBehavior: current.dismissBehavior,
        slop: current.slop, crossFade: current.crossFade, zoomSource: fromBar ? button : nil,
        zoomStyle: PlaygroundScreens.sheetZoomStyle(current))
      controller.present(sheet, animated: true)
    case .card:
      let card = make(screen)
      card.transitioningDelegate = BottomSheetTransitioningDelegate.card(
        style: current.cardStyle, layout: current.cardLayout, crossFade: current.crossFade)
      controller.present(card, animated: true)
    case .zoom:
      let zoom = make(screen)
      zoom.transitioningDelegate = ZoomTransitioningDelegate(
        sourceView: button, duration: current.zoomDuration, timing: .curve(current.zoomCurve),
        crossFade: current.crossFade)
      controller.present(zoom, animated: true)
    }
  }

  private func make(_ screen: SceneScreen) -> SceneScreenViewController {
    let made = SceneScreenViewController(
      screen: screen, imageSize: { [imageSizes] in imageSizes[$0] ?? .zero })
    for (button, model) in zip(made.buttons, screen.body.buttons) {
      wire(button, model, on: made)
    }
    if case .sheet(let style) = screen.kind {
      for (button, model) in zip(made.accessoryButtons, style.accessories) {
        wire(button, model, on: made)
      }
    }
    if let model = screen.body.barButton {
      made.trailingBarButtonItem = BarButtonItem(title: model.title) {
        [self, unowned made] source in
        perform(model, on: made, source: source, fromBar: true)
      }
    }
    return made
  }

  /// The playground screens a scene cannot describe yet (the guide's Scenes page, "Scene files").
  private func openBuiltin(_ name: String, from controller: ViewController) {
    switch name {
    case "text-sheet":
      PlaygroundScreens.presentTextSheet(from: controller, configuration: configuration.current)
    case "list-sheet":
      PlaygroundScreens.presentListSheet(from: controller, configuration: configuration.current)
    default:
      controller.navigationController?.pushViewController(
        PageViewController(number: 1, configuration: configuration), animated: true)
    }
  }
}
