import SheetEngine
import SheetScene

/// A screen a scene describes (its screen id is the scene's name for it): the title, the
/// content blocks and the buttons stacked from the top, laid out for its kind. A sheet or
/// card is the sheets' white content that the sheet fits; a page starts under the
/// navigation bar; a zoom fills the screen from the top safe area.
@MainActor
final class SceneScreenViewController: ViewController {
  let buttons: [Button]
  /// A sheet's buttons on its top edge (``SceneSheetStyle/accessories``), in their view.
  let accessoryButtons: [Button]
  private let accessories: SheetAccessoryView?
  private let screen: SceneScreen
  private let imageSize: (String) -> Size

  init(screen: SceneScreen, imageSize: @escaping (String) -> Size) {
    self.screen = screen
    self.imageSize = imageSize
    buttons = screen.body.buttons.map { _ in SheetTextStack.makeCloseButton() }
    for (button, model) in zip(buttons, screen.body.buttons) { button.title = model.title }
    if case .sheet(let style) = screen.kind, !style.accessories.isEmpty {
      accessoryButtons = style.accessories.map { Self.makeAccessoryButton($0.title) }
      let view = SheetAccessoryView()
      if let fade = style.accessoryFade { view.fadeDistance = fade }
      for button in accessoryButtons { view.addSubview(button) }
      accessories = view
    } else {
      accessoryButtons = []
      accessories = nil
    }
    super.init(screenID: screen.name, title: screen.body.title ?? "")
  }

  override func loadView() -> View {
    let isPage = screen.kind == .page
    let stack = SceneContentStack.make(
      body: screen.body, showsTitle: !isPage, topInset: isPage ? 24 : 28, buttons: buttons,
      imageSize: imageSize)
    let view: View
    switch screen.kind {
    case .page, .zoom:
      let page = ScenePageView(stack: stack)
      if isPage {
        page.contentTop = { [weak self, weak page] in
          let safeTop = page?.window?.safeAreaInsets.top ?? 0
          guard let self else { return safeTop }
          return navigationController?.contentTop(for: self) ?? safeTop
        }
      } else {
        page.contentTop = { [weak page] in page?.window?.safeAreaInsets.top ?? 0 }
      }
      view = page
    case .sheet, .card, .builtin:
      view = SheetContentView(content: stack)
    }
    view.backgroundColor = screen.body.background.map(Color.init(scene:)) ?? .white
    return view
  }
}

/// A page's or zoom's view: the content stack from `contentTop`, full width.
@MainActor
final class ScenePageView: View {
  var contentTop: () -> Double = { 0 }
  private let stack: View

  init(stack: View) {
    self.stack = stack
    super.init()
    addSubview(stack)
  }

  override func layoutSubviews() {
    let height = stack.sizeThatFits(Size(width: bounds.width, height: .infinity)).height
    stack.frame = Rect(x: 0, y: contentTop(), width: bounds.width, height: height)
  }
}

/// A scene sheet's buttons on its top edge (docs/MOTION.md, "Accessories on the edge").
extension SceneScreenViewController: BottomSheetContent {
  var sheetAccessoryView: SheetAccessoryView? { accessories }

  /// A floating button as Maps draws one over its sheet: white, rounded, shadowed, its
  /// title in the accent colour, at least 44 pt square.
  static func makeAccessoryButton(_ title: String) -> Button {
    let button = Button(
      title: title, titleColor: Theme.accent, normalColor: .white,
      highlightedColor: Color(hex: 0xE5E5EA))
    button.cornerRadii = CornerRadii(all: 12)
    button.preferredHeight = 44
    button.shadow = ViewShadow(opacity: 0.18, radius: 8, offset: Point(x: 0, y: 2))
    return button
  }
}
