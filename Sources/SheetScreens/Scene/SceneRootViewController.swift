import SheetEngine
import SheetScene

/// A scene's root screen ("root"): on a colour, the built-in root's title, subtitle and
/// buttons (``RootView``); on an image (a screenshot of your app), the image filling the
/// screen with the buttons along its bottom.
@MainActor
final class SceneRootViewController: ViewController {
  let buttons: [Button]
  private let root: SceneRoot
  private let imageSize: (String) -> Size

  init(root: SceneRoot, imageSize: @escaping (String) -> Size) {
    self.root = root
    self.imageSize = imageSize
    buttons = root.buttons.map { RootViewController.makeButton($0.title) }
    super.init(screenID: "root", title: root.title)
  }

  override func loadView() -> View {
    switch root.background {
    case .standard:
      return RootView(title: root.title, subtitle: root.subtitle ?? "", buttons: buttons)
    case .color(let color):
      let content = RootView(title: root.title, subtitle: root.subtitle ?? "", buttons: buttons)
      content.backgroundColor = Color(scene: color)
      return content
    case .image(let name):
      // The image is the screen (an app's screenshot): no title over it, the buttons
      // along the bottom.
      return SceneBackdropView(
        backdrop: ImageView(imageName: name, imageSize: imageSize(name), contentMode: .aspectFill),
        buttons: buttons)
    }
  }
}

/// An image filling the screen, the buttons stacked over its bottom above the safe area.
@MainActor
final class SceneBackdropView: View {
  private let backdrop: View
  private let stack = StackView(spacing: 12)

  init(backdrop: View, buttons: [Button]) {
    self.backdrop = backdrop
    super.init()
    backgroundColor = .black
    addSubview(backdrop)
    for button in buttons { stack.addArrangedSubview(button) }
    addSubview(stack)
  }

  override func layoutSubviews() {
    backdrop.frame = bounds
    let width = bounds.width - 2 * Theme.margin
    let height = stack.sizeThatFits(Size(width: width, height: .infinity)).height
    let bottom = bounds.height - (window?.safeAreaInsets.bottom ?? 0) - 16
    stack.frame = Rect(x: Theme.margin, y: bottom - height, width: width, height: height)
  }
}

extension Color {
  /// A scene's colour.
  init(scene color: SceneRGBA) {
    self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
  }
}
