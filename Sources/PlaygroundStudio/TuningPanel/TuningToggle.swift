import SheetEngine
import SheetTuning

/// An on/off switch for a boolean tuning parameter, drawn like iOS's: a pill that turns
/// green with the knob on the right. It flips on release inside, as a button fires.
@MainActor
final class TuningToggle: View {
  package static let size = Size(width: 44, height: 26)

  var isOn: Bool {
    didSet { if isOn != oldValue { updateAppearance() } }
  }
  /// Called on release inside.
  var onToggle: (() -> Void)?
  private let knob = View()
  private var isTracking = false

  package init(isOn: Bool) {
    self.isOn = isOn
    super.init()
    cornerRadii = CornerRadii(all: Self.size.height / 2)
    knob.backgroundColor = .white
    knob.cornerRadii = CornerRadii(all: (Self.size.height - 4) / 2)
    knob.shadow = ViewShadow(opacity: 0.25, radius: 2, offset: Point(x: 0, y: 1))
    knob.isUserInteractionEnabled = false
    addSubview(knob)
    updateAppearance()
  }

  override func sizeThatFits(_ size: Size) -> Size { Self.size }

  package override func layoutSubviews() {
    let diameter = bounds.height - 4
    knob.frame = Rect(
      x: isOn ? bounds.width - 2 - diameter : 2, y: 2, width: diameter, height: diameter)
  }

  override func pointerBegan(at point: Point) {
    isTracking = true
  }

  override func pointerEnded(at point: Point) {
    guard isTracking else { return }
    isTracking = false
    if bounds.contains(point) { onToggle?() }
  }

  override func pointerCancelled() {
    isTracking = false
  }

  private func updateAppearance() {
    backgroundColor = isOn ? OverlayStyle.switchOn : OverlayStyle.control
    setNeedsLayout()
  }
}
