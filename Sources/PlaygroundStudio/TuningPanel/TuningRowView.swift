import SheetEngine
import SheetTuning

/// One parameter in the tuning panel: its name and value with unit on the first line, then
/// a slider (or a switch for booleans) and a Reset button that returns it to the base
/// preset's value (dimmed while the value already is the preset's), then what it changes
/// and a line of facts: its unit, whether it applies to what is on screen now or from the
/// next interaction, and the springs that share its key (``RowFacts``).
@MainActor
final class TuningRowView: View {
  /// The name, value and controls; the description and facts lines come below.
  static let controlsHeight = 58.0
  package static let fontSize = 13.0
  static let detailFontSize = 11.0
  static let resetSize = Size(width: 52, height: 24)

  let parameter: TuningParameter
  /// The group the row is listed under.
  let group: TuningGroup
  package let scale: SliderScale
  let nameLabel: Label
  let valueLabel: Label
  /// What the parameter changes (its one-line summary, wrapped).
  let descriptionLabel: Label
  /// Its unit, when it applies, and who shares its key (``RowFacts``).
  let factsLabel: Label
  let slider: TuningSlider?
  package let toggle: TuningToggle?
  let resetButton: Button
  /// Called when the value is pressed: typing a value starts (not for a switch's row).
  var onPressValue: (() -> Void)?
  /// The value's press target: the value and a few points around it.
  private let valueTarget = PressTarget()
  /// While a value is typed: the range, or why a key or value was refused, in the name's
  /// place, so the reason is beside the field and nothing else in the panel moves.
  let hintLabel = Label(text: "", fontSize: 12, textColor: OverlayStyle.secondaryText)
  /// The selection behind typed text that the next character replaces.
  private let selection = View()
  /// Called with a change the row asks for: a dragged value (snapped, not yet clamped), a
  /// flipped switch or a reset. The panel turns these into valid tuning changes.
  var onEdit: ((Edit) -> Void)?

  /// What the person did to the row.
  enum Edit: Equatable {
    case drag(Double)
    case toggle
    case reset
  }

  package init(parameter: TuningParameter, group: TuningGroup) {
    self.parameter = parameter
    self.group = group
    scale = SliderScale(parameter: parameter)
    nameLabel = Label(
      text: Self.displayName(of: parameter.key, in: group), fontSize: Self.fontSize,
      textColor: OverlayStyle.text)
    valueLabel = Label(text: "", fontSize: Self.fontSize, textColor: OverlayStyle.secondaryText)
    descriptionLabel = Label(
      text: parameter.summary, fontSize: Self.detailFontSize, textColor: OverlayStyle.secondaryText)
    factsLabel = Label(
      text: RowFacts(parameter: parameter).text, fontSize: Self.detailFontSize,
      textColor: parameter.appliesNow ? OverlayStyle.accent : OverlayStyle.secondaryText)
    if parameter.kind == .bool {
      slider = nil
      toggle = TuningToggle(isOn: false)
    } else {
      slider = TuningSlider(scale: scale, value: parameter.defaultValue(for: .standard))
      toggle = nil
    }
    resetButton = Button(
      title: "Reset", fontSize: 12, titleColor: OverlayStyle.accent,
      normalColor: OverlayStyle.control, highlightedColor: OverlayStyle.controlPressed)
    super.init()
    resetButton.cornerRadii = CornerRadii(all: 6)
    resetButton.preferredHeight = Self.resetSize.height
    accessibilityIdentifier = parameter.key
    selection.backgroundColor = OverlayStyle.accent.withAlpha(0.2)
    selection.cornerRadii = CornerRadii(all: 3)
    selection.isUserInteractionEnabled = false
    selection.isHidden = true
    hintLabel.isHidden = true
    for view in [
      selection, nameLabel, hintLabel, valueLabel, resetButton, descriptionLabel, factsLabel,
    ] as [View] {
      addSubview(view)
    }
    if let slider {
      addSubview(slider)
      slider.onDrag = { [unowned self] value in onEdit?(.drag(value)) }
    }
    if let toggle {
      addSubview(toggle)
      toggle.onToggle = { [unowned self] in onEdit?(.toggle) }
    }
    resetButton.onTap = { [unowned self] in onEdit?(.reset) }
    if parameter.kind != .bool {
      addSubview(valueTarget)
      valueTarget.onPress = { [unowned self] in onPressValue?() }
    }
  }

  /// The row's name: its full key, in every section the same way ("sheet.duration",
  /// "springs.sheetResponse"), the name files, recordings and `/` find use.
  package nonisolated static func displayName(of key: String, in group: TuningGroup) -> String {
    key
  }

  /// Why the tuning shown does not use this row's key (``Tuning/unusedReason(forKey:)``),
  /// or nil while it does: the row then reads "unused" on a grey ground, its control dimmed,
  /// and the reason in its facts line.
  package private(set) var unusedReason: String?

  private func showUse(_ reason: String?) {
    guard reason != unusedReason else { return }
    unusedReason = reason
    let unused = reason != nil
    nameLabel.text = parameter.key + (unused ? "  (unused)" : "")
    nameLabel.textColor = unused ? OverlayStyle.secondaryText : OverlayStyle.text
    backgroundColor = unused ? OverlayStyle.unusedBackground : .clear
    cornerRadii = CornerRadii(all: 6)
    slider?.alpha = unused ? 0.35 : 1
    toggle?.alpha = unused ? 0.35 : 1
    factsLabel.text =
      reason.map { "not used: \($0)" } ?? RowFacts(parameter: parameter).text
    factsLabel.textColor =
      unused
      ? OverlayStyle.unusedText
      : (parameter.appliesNow ? OverlayStyle.accent : OverlayStyle.secondaryText)
    setNeedsLayout()
    superview?.setNeedsLayout()
  }

  /// What is being typed into the row (a click on the value starts typing), in place of the
  /// value until Return or Escape; nil when nothing is.
  var typing: Typing? {
    didSet {
      guard typing != oldValue else { return }
      valueLabel.textColor = typing == nil ? OverlayStyle.secondaryText : OverlayStyle.accent
      if let typing { valueLabel.text = typing.shownText }
      selection.isHidden = typing?.isSelected != true
      nameLabel.isHidden = typing != nil
      hintLabel.isHidden = typing == nil
      hintLabel.text = typing?.hint ?? ""
      hintLabel.textColor =
        typing?.isError == true ? OverlayStyle.error : OverlayStyle.secondaryText
      setNeedsLayout()
    }
  }

  /// The typed text as the row shows it, and the line beside it.
  struct Typing: Equatable {
    package var text: String
    var isSelected: Bool
    var hint: String
    var isError = false

    /// Selected text shows highlighted; otherwise a caret follows it.
    var shownText: String { isSelected ? text : text + "\u{258F}" }
  }

  /// The typed text so far (nil when not typing), for tests.
  var typedText: String? { typing?.text }

  /// Shows `tuning`'s value for this row's parameter.
  package func show(_ tuning: Tuning) {
    let value = tuning.value(forKey: parameter.key) ?? 0
    valueLabel.text = typing?.shownText ?? scale.text(for: value)
    slider?.value = value
    toggle?.isOn = value != 0
    let preset = tuning.presetValue(of: parameter)
    resetButton.isEnabled = value.bitPattern != preset.bitPattern
    showUse(tuning.unusedReason(forKey: parameter.key))
    setNeedsLayout()
  }

  override func sizeThatFits(_ size: Size) -> Size {
    let details = detailsHeight(width: size.width)
    return Size(width: size.width, height: Self.controlsHeight + details)
  }

  /// The description (wrapped at `width`) and the facts line, with the gap between them.
  private func detailsHeight(width: Double) -> Double {
    let unbounded = Size(width: width, height: .infinity)
    return descriptionLabel.sizeThatFits(unbounded).height + 1
      + factsLabel.sizeThatFits(unbounded).height + 4
  }

  /// The name's size: the row's, smaller (down to 9 points) where the full key (and
  /// "(unused)") would not fit its line, as `adjustsFontSizeToFitWidth` does.
  static func nameFontSize(_ text: String, width: Double, measurer: TextMeasuring?) -> Double {
    guard let measurer else { return fontSize }
    var size = fontSize
    while size > 9, measurer.width(of: text, fontSize: size) * 1.04 + 2 > width {
      size -= 0.5
    }
    return size
  }

  package override func layoutSubviews() {
    let width = bounds.width
    let measurer = window?.textMeasurer
    let lineHeight = measurer?.lineHeight(fontSize: Self.fontSize) ?? Self.fontSize
    // Room for the font's hinting at 2x and 3x, a little wider than at 1x.
    let valueWidth =
      ((measurer?.width(of: valueLabel.text, fontSize: Self.fontSize) ?? 0) * 1.04)
      .rounded(.up) + 2
    valueLabel.frame = Rect(x: width - valueWidth, y: 4, width: valueWidth, height: lineHeight)
    valueTarget.frame = valueLabel.frame.insetBy(dx: -6, dy: -4)
    let nameWidth = max(width - valueWidth - 8, 0)
    nameLabel.fontSize = Self.nameFontSize(
      nameLabel.text, width: nameWidth, measurer: measurer)
    nameLabel.frame = Rect(x: 0, y: 4, width: nameWidth, height: lineHeight)
    hintLabel.frame = nameLabel.frame
    selection.frame = valueLabel.frame.insetBy(dx: -2, dy: -1)
    let controlsY = 4 + lineHeight + 6
    let reset = Self.resetSize
    resetButton.frame = Rect(
      x: width - reset.width, y: controlsY + 1, width: reset.width, height: reset.height)
    slider?.frame = Rect(
      x: -2, y: controlsY, width: max(width - reset.width - 10, 0), height: 26)
    toggle?.frame = Rect(origin: Point(x: 0, y: controlsY), size: TuningToggle.size)
    let unbounded = Size(width: width, height: .infinity)
    let description = descriptionLabel.sizeThatFits(unbounded).height
    descriptionLabel.frame = Rect(
      x: 0, y: Self.controlsHeight - 4, width: width, height: description)
    factsLabel.frame = Rect(
      x: 0, y: descriptionLabel.frame.maxY + 1, width: width,
      height: factsLabel.sizeThatFits(unbounded).height)
  }
}

/// An invisible view that reports the press of the left button on it.
@MainActor
final class PressTarget: View {
  var onPress: (() -> Void)?

  override func pointerBegan(at point: Point) {
    onPress?()
  }
}
