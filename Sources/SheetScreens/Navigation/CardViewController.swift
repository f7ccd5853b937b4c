import SheetEngine

/// The card of the navigation demo (screen "card"): a title, a paragraph and a Close button,
/// shown in the seed's 2/3-height card over a 0.5 dim.
@MainActor
public final class CardViewController: ViewController {
  public let closeButton = SheetTextStack.makeCloseButton()

  public init() {
    super.init(screenID: "card", title: "Card")
  }

  static let text =
    "A card covers the lower two thirds of the screen whatever its content, over a dim at "
    + "half strength. Tap the dim, press Escape or use the button below to close it."

  public override func loadView() -> View {
    SheetContentView(
      content: SheetTextStack.make(
        topInset: 28, header: [(SheetTextStack.makeTitle(title), 16)], paragraphs: [Self.text],
        closeButton: closeButton))
  }

  public override func viewDidLoad() {
    closeButton.onTap = { [weak self] in self?.dismiss(animated: true) }
  }
}
