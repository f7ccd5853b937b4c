import SheetEngine

/// The text sheet's second page ("text-2"), pushed by Next: a Back button, a title, more
/// paragraphs than the first page (so the sheet grows as it arrives and shrinks on the way
/// back) and a Close button that closes the whole sheet.
@MainActor
public final class TextSheetDetailViewController: ViewController {
  private let backLink = TextSheetLinkButton(title: "Back", chevron: .leading)
  public let closeButton = Button(
    title: "Close", normalColor: Theme.accent, highlightedColor: Theme.accentPressed)

  public init() {
    super.init(screenID: "text-2", title: "Inside the sheet")
  }

  /// Pops back to the first page.
  public var backButton: Button { backLink.button }

  static let paragraphs = [
    "This page was pushed inside the same sheet: it slid in from the right edge while the "
      + "first page moved a third of the way left, and the sheet's height followed in the "
      + "same 0.35 seconds, along the same curve.",
    "Press Back, or drag the page to the right, to go back. While you drag, the sheet's "
      + "height follows the page under the pointer.",
    "The grabber and the rounded corners belong to the sheet, not to a page, so they stay "
      + "where they are while the pages move under them.",
    "Dragging down still closes the whole sheet, from this page as from the first.",
  ]

  public override func loadView() -> View {
    let stack = StackView(spacing: 12, insets: EdgeInsets(top: 20, left: 24, bottom: 16, right: 24))
    let backRow = TextSheetButtonRow(link: backLink)
    stack.addArrangedSubview(backRow)
    stack.setCustomSpacing(8, after: backRow)
    let titleLabel = Label(text: title, fontSize: 24, textColor: Theme.primaryText)
    stack.addArrangedSubview(titleLabel)
    stack.setCustomSpacing(16, after: titleLabel)
    for paragraph in Self.paragraphs {
      stack.addArrangedSubview(Label(text: paragraph, fontSize: 16, textColor: Theme.secondaryText))
    }
    closeButton.preferredHeight = 50
    stack.setCustomSpacing(24, after: stack.arrangedSubviews[stack.arrangedSubviews.count - 1])
    stack.addArrangedSubview(closeButton)
    return TextSheetPageView(content: stack)
  }

  public override func viewDidLoad() {
    backButton.onTap = { [weak self] in
      self?.navigationController?.popViewController(animated: true)
    }
    closeButton.onTap = { [weak self] in self?.dismiss(animated: true) }
  }
}
