import SheetEngine

/// The text sheet's second page ("text-2"), pushed by Next: a Back button, a Form link to
/// the form (the third page), a title, more
/// paragraphs than the first page (so the sheet grows as it arrives and shrinks on the way
/// back) and a Close button that closes the whole sheet.
@MainActor
public final class TextSheetDetailViewController: ViewController {
  private let backLink = TextSheetLinkButton(title: "Back", chevron: .leading)
  private let formLink = TextSheetLinkButton(title: "Form", chevron: .trailing)
  public let closeButton = SheetTextStack.makeCloseButton()

  public init() {
    super.init(screenID: "text-2", title: "Inside the sheet")
  }

  /// Pushes the form (``FormSheetViewController``).
  public var formButton: Button { formLink.button }

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
    TextSheetPageView(
      content: SheetTextStack.make(
        topInset: 20,
        header: [
          (TextSheetButtonRow(link: backLink, trailing: formLink), 8),
          (SheetTextStack.makeTitle(title), 16),
        ],
        paragraphs: Self.paragraphs, closeButton: closeButton))
  }

  /// The page's scroll view while its text is taller than the sheet can be.
  public var trackedScrollView: ScrollView? {
    (isViewLoaded ? view as? TextSheetPageView : nil)?.scrollView
  }

  public override func viewDidLoad() {
    backButton.onTap = { [weak self] in
      self?.navigationController?.popViewController(animated: true)
    }
    formButton.onTap = { [weak self] in
      self?.navigationController?.pushViewController(FormSheetViewController(), animated: true)
    }
    closeButton.onTap = { [weak self] in self?.dismiss(animated: true) }
  }
}

/// The sheet shares its drags with the page's scroll view once the text scrolls.
extension TextSheetDetailViewController: BottomSheetContent {}
