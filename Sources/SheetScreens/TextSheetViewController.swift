import SheetEngine

/// The text sheet's first page: a title with a **Next** button beside it, a few paragraphs
/// of wrapped text and a Close button, sized to fit them (measured with the real font in
/// the app). It lives in the sheet's navigation stack (see
/// ``PlaygroundScreens/presentTextSheet(from:configuration:)``); Next pushes the second page.
///
/// Next sits in the title's line rather than below the text, so the page is exactly as tall
/// as the text sheet was before it could navigate, and the recordings made then still
/// replay onto the same places.
@MainActor
public final class TextSheetViewController: ViewController {
  private let nextLink = TextSheetLinkButton(title: "Next", chevron: .trailing)
  public let closeButton = SheetTextStack.makeCloseButton()

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
    let titleRow = TextSheetTitleRow(title: SheetTextStack.makeTitle(title), trailing: nextLink)
    return TextSheetPageView(
      content: SheetTextStack.make(
        topInset: 28, header: [(titleRow, 16)], paragraphs: Self.paragraphs,
        closeButton: closeButton))
  }

  /// The page's scroll view while its text is taller than the sheet can be.
  public var trackedScrollView: ScrollView? {
    (isViewLoaded ? view as? TextSheetPageView : nil)?.scrollView
  }

  public override func viewDidLoad() {
    nextButton.onTap = { [weak self] in
      self?.navigationController?.pushViewController(
        TextSheetDetailViewController(), animated: true)
    }
    closeButton.onTap = { [weak self] in self?.dismiss(animated: true) }
  }
}

/// The sheet shares its drags with the page's scroll view once the text scrolls.
extension TextSheetViewController: BottomSheetContent {}
