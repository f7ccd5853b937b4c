import SheetEngine

/// The card of the navigation demo (screen "card"): a title, a paragraph and a Close button,
/// shown in the seed's 2/3-height card over a 0.5 dim.
@MainActor
public final class CardViewController: ViewController {
  public let closeButton = Button(
    title: "Close", normalColor: Theme.accent, highlightedColor: Theme.accentPressed)

  public init() {
    super.init(screenID: "card", title: "Card")
  }

  static let text =
    "A card covers the lower two thirds of the screen whatever its content, over a dim at "
    + "half strength. Tap the dim, press Escape or use the button below to close it."

  public override func loadView() -> View {
    let stack = StackView(spacing: 12, insets: EdgeInsets(top: 28, left: 24, bottom: 16, right: 24))
    let titleLabel = Label(text: title, fontSize: 24, textColor: Theme.primaryText)
    stack.addArrangedSubview(titleLabel)
    stack.setCustomSpacing(16, after: titleLabel)
    let body = Label(text: Self.text, fontSize: 16, textColor: Theme.secondaryText)
    stack.addArrangedSubview(body)
    stack.setCustomSpacing(24, after: body)
    closeButton.preferredHeight = 50
    stack.addArrangedSubview(closeButton)
    return SheetContentView(content: stack)
  }

  public override func viewDidLoad() {
    closeButton.onTap = { [weak self] in self?.dismiss(animated: true) }
  }
}
