import SheetEngine
import SheetTuning

/// The top of the tuning panel: the title with the tuning's name (ios26, ios18, classic or custom),
/// the preset switch, the Save button, a status line saying where Save writes, whether
/// it worked, or why not, and the "Copy as" menu.
@MainActor
final class TuningPanelHeader: View {
  let titleLabel = Label(text: "Tuning", fontSize: 20, textColor: OverlayStyle.text)
  let nameLabel = Label(
    text: TuningPreset.standard.name, fontSize: 14, textColor: OverlayStyle.secondaryText)
  let presetSwitch = PresetSwitch()
  let saveButton = Button(title: "Save", fontSize: 15)
  /// Where Save asks for a path (a compare side from a preset), under the button.
  let savePathField = SavePathField()
  let statusLabel = Label(text: "", fontSize: 12, textColor: OverlayStyle.secondaryText)
  let copyMenu = CopyAsMenu()
  let snapshotsMenu = SnapshotsMenu()
  /// A live compare session's input delay for the selected side (hidden otherwise).
  let inputDelayControl = InputDelayControl()
  /// Why the tuning file's last reload failed, while it does (``showProblem(_:)``).
  let problemLabel = Label(text: "", fontSize: 12, textColor: OverlayStyle.error)
  private let stack = StackView(spacing: 10)
  private let titleRow = TitleRow()

  package override init(frame: Rect = .zero) {
    super.init(frame: frame)
    saveButton.preferredHeight = 32
    saveButton.cornerRadii = CornerRadii(all: 8)
    titleRow.title = titleLabel
    titleRow.detail = nameLabel
    titleRow.addSubview(titleLabel)
    titleRow.addSubview(nameLabel)
    problemLabel.isHidden = true
    inputDelayControl.isHidden = true
    for view in [
      titleRow, problemLabel, presetSwitch, inputDelayControl, saveButton, savePathField,
      statusLabel, copyMenu, snapshotsMenu,
    ] as [View] {
      stack.addArrangedSubview(view)
    }
    stack.setCustomSpacing(6, after: saveButton)
    addSubview(stack)
  }

  /// The tuning's name ("ios26", "custom (from ios26)") beside the title, with "unsaved"
  /// in orange while its file does not hold it; the switch selects what runs.
  func show(_ tuning: Tuning, unsaved: Bool) {
    let isCustom = !tuning.overrides.isEmpty
    let name = PresetSwitch.text(preset: tuning.presetName, isCustom: isCustom)
    nameLabel.text = unsaved ? "\u{25CF} unsaved \u{00B7} " + name : name
    nameLabel.textColor = unsaved ? OverlayStyle.unsaved : OverlayStyle.secondaryText
    presetSwitch.select(tuning.basePreset, isCustom: isCustom, name: tuning.presetName)
    setNeedsLayout()
  }

  /// Shows the status line, in red when it reports a failure.
  func showStatus(_ text: String, isError: Bool) {
    statusLabel.text = text
    statusLabel.textColor = isError ? OverlayStyle.error : OverlayStyle.secondaryText
    setNeedsLayout()
  }

  /// Shows why a watched file (the tuning file, the scene file) does not load, naming it,
  /// or hides the line when it loads again.
  func showProblem(_ problem: String?) {
    let text = problem.map { "Not reloaded: \($0)" } ?? ""
    guard text != problemLabel.text else { return }
    problemLabel.text = text
    problemLabel.isHidden = problem == nil
    setNeedsLayout()
    superview?.setNeedsLayout()
  }

  override func sizeThatFits(_ size: Size) -> Size {
    stack.sizeThatFits(size)
  }

  package override func layoutSubviews() {
    stack.frame = bounds
  }

  /// The title on the left and the tuning's name on the right, on one line.
  private final class TitleRow: View {
    package var title: Label?
    package var detail: Label?

    override func sizeThatFits(_ size: Size) -> Size {
      Size(width: size.width, height: title?.sizeThatFits(size).height ?? 0)
    }

    package override func layoutSubviews() {
      guard let title, let detail else { return }
      let detailSize = detail.sizeThatFits(Size(width: bounds.width, height: .infinity))
      let detailWidth = detailSize.width.rounded(.up) + 1
      detail.frame = Rect(
        x: bounds.width - detailWidth, y: (bounds.height - detailSize.height) / 2 + 1,
        width: detailWidth, height: detailSize.height)
      title.frame = Rect(x: 0, y: 0, width: bounds.width - detailWidth - 8, height: bounds.height)
    }
  }
}
