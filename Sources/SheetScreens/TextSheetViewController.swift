import SheetEngine

/// The text sheet's first page: a title with a **Next** button beside it, a few paragraphs
/// of wrapped text and a Close button, sized to fit them (measured with the real font in
/// the app). It lives in the sheet's navigation stack (see
/// ``PlaygroundScreens/presentTextSheet(from:)``); Next pushes the second page.
///
/// Next sits in the title's line rather than below the text, so the page is exactly as tall
/// as the text sheet was before it could navigate, and the recordings made then still
/// replay onto the same places.
@MainActor
public final class TextSheetViewController: ViewController {
  private let nextLink = TextSheetLinkButton(title: "Next", chevron: .trailing)
  public let closeButton = Button(
    title: "Close", normalColor: Theme.accent, highlightedColor: Theme.accentPressed)

  public init() {
    super.init(screenID: "text", title: "Text sheet")
  }

  /// Pushes the second page onto the sheet's navigation stack.
  public var nextButton: Button { nextLink.button }

  static let paragraphs = [
    "This sheet is as tall as its content: the presentation controller asks the view how "
      + "tall it wants to be at the window's width, adds the bottom safe area, and pins it "
      + "to the bottom edge.",
    "It slides up in 0.35 seconds along a curve that starts five times faster than average "
      + "and comes to rest gently, while the dim behind it fades in alongside.",
    "Tap the dim, press Escape or use the button below to close it.",
  ]

  public override func loadView() -> View {
    let stack = StackView(spacing: 12, insets: EdgeInsets(top: 28, left: 24, bottom: 16, right: 24))
    let titleRow = TextSheetTitleRow(
      title: Label(text: title, fontSize: 24, textColor: Theme.primaryText), trailing: nextLink)
    stack.addArrangedSubview(titleRow)
    stack.setCustomSpacing(16, after: titleRow)
    for paragraph in Self.paragraphs {
      stack.addArrangedSubview(Label(text: paragraph, fontSize: 16, textColor: Theme.secondaryText))
    }
    closeButton.preferredHeight = 50
    stack.setCustomSpacing(24, after: stack.arrangedSubviews[stack.arrangedSubviews.count - 1])
    stack.addArrangedSubview(closeButton)
    return TextSheetPageView(content: stack)
  }

  public override func viewDidLoad() {
    nextButton.onTap = { [weak self] in
      self?.navigationController?.pushViewController(
        TextSheetDetailViewController(), animated: true)
    }
    closeButton.onTap = { [weak self] in self?.dismiss(animated: true) }
  }
}

/// A sheet's root view: white, with its content stacked from the top; asks the content how
/// tall it is so the sheet can fit it.
@MainActor
final class SheetContentView: View {
  let content: View

  init(content: View) {
    self.content = content
    super.init()
    backgroundColor = .white
    addSubview(content)
  }

  override func sizeThatFits(_ size: Size) -> Size {
    content.sizeThatFits(size)
  }

  override func layoutSubviews() {
    let height = content.sizeThatFits(Size(width: bounds.width, height: .infinity)).height
    content.frame = Rect(x: 0, y: 0, width: bounds.width, height: height)
  }
}
