import SheetEngine

/// The form ("form"), the text sheet's third page, pushed by the second page's **Form**: a
/// title field, a multi-line note and a footer with **Done**, the sheet content people ask
/// bottom-sheet libraries for (text input, a footer that stays at the bottom of the visible
/// sheet: ``PinnedFooterView``). Once edited
/// it is modal in presentation: a drag resists, a dim tap or Escape does not close it, and
/// each attempt asks "Discard changes?" (``DiscardConfirmationViewController``).
///
/// It is a page of the text sheet rather than a fourth root button because a root button
/// would change the root's controls, and so the state, in every recording; a page behind
/// the second page's link changes only the states where that page shows.
@MainActor
public final class FormSheetViewController: ViewController {
  private let backLink = TextSheetLinkButton(title: "Back", chevron: .leading)
  public let titleField = TextField(name: "title", placeholder: "Title")
  public let noteField = TextField(name: "note", placeholder: "Note", isMultiline: true)
  public let doneButton = SheetTextStack.makeCloseButton()
  /// Whether a field's text was changed since the form opened.
  public private(set) var isEdited = false
  private var noteLines = 1

  public init() {
    super.init(screenID: "form", title: "New note")
    doneButton.title = "Done"
  }

  /// Pops back to the second page.
  public var backButton: Button { backLink.button }

  public override func loadView() -> View {
    let stack = StackView(
      spacing: 12,
      insets: EdgeInsets(top: 20, left: Theme.margin, bottom: 0, right: Theme.margin))
    let rows: [(View, Double)] = [
      (TextSheetButtonRow(link: backLink), 8), (SheetTextStack.makeTitle(title), 16),
      (titleField, 12), (noteField, 0),
    ]
    for (view, spacing) in rows {
      stack.addArrangedSubview(view)
      stack.setCustomSpacing(spacing, after: view)
    }
    return TextSheetPageView(content: PinnedFooterView(content: stack, footer: footer))
  }

  /// Done on white, 24 pt below the note at rest: opaque, since it covers the form while
  /// it stays at the bottom of a sheet partly off screen.
  private lazy var footer: View = {
    let footer = StackView(
      spacing: 0,
      insets: EdgeInsets(top: 24, left: Theme.margin, bottom: 16, right: Theme.margin))
    footer.backgroundColor = .white
    footer.addArrangedSubview(doneButton)
    return footer
  }()

  /// The page's scroll view while the form is taller than the sheet can be.
  public var trackedScrollView: ScrollView? {
    (isViewLoaded ? view as? TextSheetPageView : nil)?.scrollView
  }

  public override func viewDidLoad() {
    backButton.onTap = { [weak self] in
      self?.navigationController?.popViewController(animated: true)
    }
    doneButton.onTap = { [weak self] in self?.dismiss(animated: true) }
    for field in [titleField, noteField] {
      field.onChange = { [weak self] _ in self?.fieldChanged() }
    }
    // Return on the title hides the keyboard, as a keyboard's Done key does.
    titleField.onReturn = { field in field.window?.endEditing() }
  }

  /// A drag, a dim tap or Escape tried to close the edited form: the keyboard goes and the
  /// confirmation comes up over the sheet, with the sheet's own motion and dismiss rules.
  public override func presentationControllerDidAttemptToDismiss() {
    guard let sheet = navigationController, sheet.presentedViewController == nil,
      let tuned = sheet.transitioningDelegate as? BottomSheetTransitioningDelegate
    else { return }
    view.window?.endEditing()
    let confirmation = DiscardConfirmationViewController()
    confirmation.transitioningDelegate = BottomSheetTransitioningDelegate(
      style: tuned.style, dismissBehavior: tuned.dismissBehavior, slop: tuned.slop,
      crossFade: tuned.crossFade)
    confirmation.onDiscard = { [weak sheet] in
      (sheet?.presentationController as? BottomSheetPresentationController)?
        .dismissFromCurrentPosition()
    }
    sheet.present(confirmation, animated: true)
  }

  /// A change of the note's line count changes the form's height: the sheet re-fits along
  /// its curve with the bottom pinned, capped as every fitted sheet is (the list's row
  /// count does the same).
  private func fieldChanged() {
    isEdited = true
    isModalInPresentation = true
    let lines = noteField.lineCount
    guard lines != noteLines else { return }
    noteLines = lines
    view.setNeedsLayout()
    navigationController?.presentationController?.preferredContentSizeDidChange(animated: true)
  }
}

/// The sheet shares its drags with the page's scroll view once the form scrolls.
extension FormSheetViewController: BottomSheetContent {}
