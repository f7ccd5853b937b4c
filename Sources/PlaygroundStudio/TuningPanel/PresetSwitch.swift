import SheetEngine
import SheetTuning

/// The segmented switch between the built-in presets (ios26 / ios18 / classic). The selected segment is
/// the tuning's base preset; a "custom" tuning (overrides on top) keeps it selected, and
/// tapping it drops the overrides, which is what a person comparing presets wants.
@MainActor
final class PresetSwitch: View {
  package static let height = 30.0

  /// Called with the preset tapped.
  var onSelect: ((TuningPreset) -> Void)?
  private(set) var segments: [(preset: TuningPreset, button: Button)] = []
  private var selected: TuningPreset?

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
    select(.standard)
  }

  package func select(_ preset: TuningPreset) {
    guard preset != selected else { return }
    selected = preset
    for (candidate, button) in segments {
      let isSelected = candidate == preset
      button.normalColor = isSelected ? OverlayStyle.accent : .clear
      button.highlightedColor =
        isSelected ? OverlayStyle.accentPressed : OverlayStyle.controlPressed
      button.titleLabel.textColor = isSelected ? .white : OverlayStyle.text
    }
  }

  override func sizeThatFits(_ size: Size) -> Size {
    Size(width: size.width, height: Self.height)
  }

  package override func layoutSubviews() {
    let count = Double(max(segments.count, 1))
    let width = (bounds.width - 4) / count
    for (index, segment) in segments.enumerated() {
      segment.button.frame = Rect(
        x: 2 + Double(index) * width, y: 2, width: width, height: bounds.height - 4)
    }
  }
}
