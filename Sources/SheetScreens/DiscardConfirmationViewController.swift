import SheetEngine

/// "Discard changes?" ("discard"): what the form shows, as a sheet over its sheet, when a
/// person tries to dismiss it with unsaved changes (a drag, a dim tap, Escape). **Discard**
/// closes the form from where its sheet is; **Keep editing**, Escape, a dim tap or a drag
/// down close only this. Keyboard operable as every screen: it takes the focus ring's page
/// (Tab, Space, Return).
@MainActor
public final class DiscardConfirmationViewController: ViewController {
  public let discardButton = Button(
    title: "Discard", normalColor: Color(hex: 0xFF3B30), highlightedColor: Color(hex: 0xC4281F))
  public let keepEditingButton = Button(
    title: "Keep editing", titleColor: Theme.accent, normalColor: Theme.background,
    highlightedColor: Color(hex: 0xD1D1D6))
  /// Called once the person chose Discard (after this sheet is gone).
  var onDiscard: (() -> Void)?

  public init() {
    super.init(screenID: "discard", title: "Discard changes?")
  }

  public override func loadView() -> View {
    let stack = StackView(
      spacing: 12,
      insets: EdgeInsets(top: 28, left: Theme.margin, bottom: 16, right: Theme.margin))
    let message = Label(
      text: "The note you started will be lost.", fontSize: 16, textColor: Theme.secondaryText)
    for button in [discardButton, keepEditingButton] { button.preferredHeight = 50 }
    let rows: [(View, Double)] = [
      (SheetTextStack.makeTitle(title), 8), (message, 24), (discardButton, 12),
      (keepEditingButton, 0),
    ]
    for (view, spacing) in rows {
      stack.addArrangedSubview(view)
      stack.setCustomSpacing(spacing, after: view)
    }
    return TextSheetPageView(content: stack)
  }

  public override func viewDidLoad() {
    discardButton.onTap = { [weak self] in
      guard let self else { return }
      // This sheet goes at once, so the form's goes from where it is, not behind this one.
      dismiss(animated: false)
      onDiscard?()
    }
    keepEditingButton.onTap = { [weak self] in self?.dismiss(animated: true) }
  }
}
