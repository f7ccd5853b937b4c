import SheetEngine
import SheetTuning

/// One parameter in the tuning panel: its name and value with unit on the first line, then
/// a slider (or a switch for booleans) and a Reset button that returns it to the base
/// preset's value. Reset is dimmed while the value already is the preset's.
@MainActor
final class TuningRowView: View {
  static let height = 58.0
  static let fontSize = 13.0
  static let resetSize = Size(width: 52, height: 24)

  let parameter: TuningParameter
  let scale: SliderScale
  let nameLabel: Label
  let valueLabel: Label
  let slider: TuningSlider?
  let toggle: TuningToggle?
  let resetButton: Button
  /// Called when the value is pressed: typing a value starts (not for a switch's row).
  var onPressValue: (() -> Void)?
  /// The value's press target: the value and a few points around it.
  private let valueTarget = PressTarget()
  /// Called with a change the row asks for: a dragged value (snapped, not yet clamped), a
  /// flipped switch or a reset. The panel turns these into valid tuning changes.
  var onEdit: ((Edit) -> Void)?

  /// What the person did to the row.
  enum Edit: Equatable {
    case drag(Double)
    case toggle
    case reset
  }

  init(parameter: TuningParameter, group: TuningGroup) {
    self.parameter = parameter
    scale = SliderScale(parameter: parameter)
    nameLabel = Label(
      text: Self.displayName(of: parameter.key, in: group), fontSize: Self.fontSize,
      textColor: OverlayStyle.text)
    valueLabel = Label(text: "", fontSize: Self.fontSize, textColor: OverlayStyle.secondaryText)
    if parameter.kind == .bool {
      slider = nil
      toggle = TuningToggle(isOn: false)
    } else {
      slider = TuningSlider(scale: scale, value: parameter.seedValue)
      toggle = nil
    }
    resetButton = Button(
      title: "Reset", fontSize: 12, titleColor: OverlayStyle.accent,
      normalColor: OverlayStyle.control, highlightedColor: OverlayStyle.controlPressed)
    super.init()
    resetButton.cornerRadii = CornerRadii(all: 6)
    resetButton.preferredHeight = Self.resetSize.height
    accessibilityIdentifier = parameter.key
    for view in [nameLabel, valueLabel, resetButton] as [View] { addSubview(view) }
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

  /// The key without its group's prefix ("sheet.duration" under Sheet is "duration"), but
  /// whole where the prefix names something else ("card.dimAlpha" under Sheet), so two rows
  /// of a group never share a name.
  static func displayName(of key: String, in group: TuningGroup) -> String {
    let prefix = group.rawValue + "."
    return key.hasPrefix(prefix) ? String(key.dropFirst(prefix.count)) : key
  }

  /// What is being typed into the value (a click on the value starts typing), shown with a
  /// caret in place of the value until Return or Escape.
  var typedText: String? {
    didSet {
      valueLabel.textColor = typedText == nil ? OverlayStyle.secondaryText : OverlayStyle.accent
      if let typedText { valueLabel.text = typedText + "\u{258F}" }
      setNeedsLayout()
    }
  }

  /// Shows `tuning`'s value for this row's parameter.
  func show(_ tuning: Tuning) {
    let value = tuning.value(forKey: parameter.key) ?? 0
    valueLabel.text = typedText.map { $0 + "\u{258F}" } ?? scale.text(for: value)
    slider?.value = value
    toggle?.isOn = value != 0
    let preset = parameter.defaultValue(for: tuning.basePreset)
    resetButton.isEnabled = value.bitPattern != preset.bitPattern
    setNeedsLayout()
  }

  override func sizeThatFits(_ size: Size) -> Size {
    Size(width: size.width, height: Self.height)
  }

  override func layoutSubviews() {
    let width = bounds.width
    let measurer = window?.textMeasurer
    let lineHeight = measurer?.lineHeight(fontSize: Self.fontSize) ?? Self.fontSize
    let valueWidth =
      (measurer?.width(of: valueLabel.text, fontSize: Self.fontSize) ?? 0)
      .rounded(.up) + 1
    valueLabel.frame = Rect(x: width - valueWidth, y: 4, width: valueWidth, height: lineHeight)
    valueTarget.frame = valueLabel.frame.insetBy(dx: -6, dy: -4)
    nameLabel.frame = Rect(
      x: 0, y: 4, width: max(width - valueWidth - 8, 0), height: lineHeight)
    let controlsY = 4 + lineHeight + 6
    let reset = Self.resetSize
    resetButton.frame = Rect(
      x: width - reset.width, y: controlsY + 1, width: reset.width, height: reset.height)
    slider?.frame = Rect(
      x: -2, y: controlsY, width: max(width - reset.width - 10, 0), height: 26)
    toggle?.frame = Rect(origin: Point(x: 0, y: controlsY), size: TuningToggle.size)
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
