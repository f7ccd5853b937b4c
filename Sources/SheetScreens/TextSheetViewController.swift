import SheetEngine

/// The text sheet: a title, a few paragraphs of wrapped text and a Close button, in a
/// bottom sheet sized to fit them (measured with the real font in the app).
@MainActor
public final class TextSheetViewController: ViewController {
  public let closeButton = Button(
    title: "Close", normalColor: Theme.accent, highlightedColor: Theme.accentPressed)

  public init() {
    super.init(screenID: "text", title: "Text sheet")
  }

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
    let titleLabel = Label(text: title, fontSize: 24, textColor: Theme.primaryText)
    stack.addArrangedSubview(titleLabel)
    stack.setCustomSpacing(16, after: titleLabel)
    for paragraph in Self.paragraphs {
      stack.addArrangedSubview(Label(text: paragraph, fontSize: 16, textColor: Theme.secondaryText))
    }
    closeButton.preferredHeight = 50
    stack.setCustomSpacing(24, after: stack.arrangedSubviews[stack.arrangedSubviews.count - 1])
    stack.addArrangedSubview(closeButton)
    return SheetContentView(content: stack)
  }

  public override func viewDidLoad() {
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
