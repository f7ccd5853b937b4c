import SheetEngine
import SheetTuning

/// The segmented switch between the built-in presets (ios26 / ios18 / classic). A tuning
/// that is exactly a preset has that segment selected; a "custom" one (changes on top of a
/// preset) selects a fourth segment saying so, "custom (from ios26)", so no preset looks
/// chosen that is not what runs. Tapping the base preset's segment drops the changes, which
/// is what a person comparing presets wants.
@MainActor
final class PresetSwitch: View {
  package static let height = 30.0

  /// Called with the preset tapped.
  var onSelect: ((TuningPreset) -> Void)?
  private(set) var segments: [(preset: TuningPreset, button: Button)] = []
  /// The segment shown while the tuning is custom: selected, saying which preset it is from.
  let customSegment = Button(title: "custom", fontSize: 11)
  private var selected: (preset: TuningPreset, isCustom: Bool)?
  private var shownName = ""

  package override init(frame: Rect = .zero) {
    super.init(frame: frame)
    backgroundColor = OverlayStyle.control
    cornerRadii = CornerRadii(all: 8)
    for preset in TuningPreset.allCases {
      let button = Button(title: preset.name, fontSize: 14)
      button.cornerRadii = CornerRadii(all: 6)
      button.onTap = { [unowned self] in onSelect?(preset) }
      segments.append((preset, button))
      addSubview(button)
    }
    customSegment.cornerRadii = CornerRadii(all: 6)
    customSegment.isUserInteractionEnabled = false
    customSegment.isHidden = true
    addSubview(customSegment)
    select(.standard)
  }

  /// The tuning's text in the switch and the header: its preset's name, or "custom (from
  /// ios26)" with changes on top.
  package nonisolated static func text(preset: String, isCustom: Bool) -> String {
    isCustom ? "custom (from \(preset))" : preset
  }

  /// Selects `preset`'s segment, or with changes on top (`isCustom`) the custom one, naming
  /// the preset as the tuning does (`name`: an old name such as "seed" where it was chosen by it).
  package func select(_ preset: TuningPreset, isCustom: Bool = false, name: String? = nil) {
    let name = name ?? preset.name
    guard selected?.preset != preset || selected?.isCustom != isCustom || shownName != name
    else { return }
    selected = (preset, isCustom)
    shownName = name
    for (candidate, button) in segments {
      style(button, selected: candidate == preset && !isCustom)
    }
    customSegment.isHidden = !isCustom
    customSegment.title = Self.text(preset: name, isCustom: true)
    style(customSegment, selected: true)
    setNeedsLayout()
  }

  /// Whether a preset's segment shows selected (none does while the tuning is custom).
  package func isSelected(_ preset: TuningPreset) -> Bool {
    selected?.preset == preset && selected?.isCustom == false
  }

  private func style(_ button: Button, selected isSelected: Bool) {
    button.normalColor = isSelected ? OverlayStyle.accent : .clear
    button.highlightedColor = isSelected ? OverlayStyle.accentPressed : OverlayStyle.controlPressed
    button.titleLabel.textColor = isSelected ? .white : OverlayStyle.text
  }

  override func sizeThatFits(_ size: Size) -> Size {
    Size(width: size.width, height: Self.height)
  }

  /// Equal segments; with the custom one, each preset keeps what its name needs, the custom
  /// segment takes what its title needs of the rest, and what is left is shared.
  package override func layoutSubviews() {
    let inner = bounds.width - 4
    let count = Double(max(segments.count, 1))
    var widths = segments.map { _ in inner / count }
    if !customSegment.isHidden {
      // A button pads its title by 8 points a side.
      let unbounded = Size(width: inner, height: .infinity)
      let needs = segments.map {
        $0.button.titleLabel.sizeThatFits(unbounded).width.rounded(.up) + 18
      }
      let title = customSegment.titleLabel.sizeThatFits(unbounded).width.rounded(.up) + 24
      let customWidth = max(min(title, inner - needs.reduce(0, +)), inner / 4)
      let extra = max(inner - customWidth - needs.reduce(0, +), 0) / count
      widths = needs.map { $0 + extra }
      customSegment.frame = Rect(
        x: 2 + inner - customWidth, y: 2, width: customWidth, height: bounds.height - 4)
    }
    var x = 2.0
    for (index, segment) in segments.enumerated() {
      segment.button.frame = Rect(x: x, y: 2, width: widths[index], height: bounds.height - 4)
      x += widths[index]
    }
  }
}
