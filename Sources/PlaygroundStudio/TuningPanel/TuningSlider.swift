import SheetEngine
import SheetTuning

/// A horizontal slider for one tuning number: a track, the filled part up to the value, and
/// a round thumb. Pressing anywhere on it jumps the value there and dragging follows the
/// pointer, as desktop sliders do; the new values go out through `onDrag` and come back as
/// `value` once the runtime has applied them, so the thumb always shows the value in force.
@MainActor
final class TuningSlider: View {
  static let thumbDiameter = 18.0
  static let trackHeight = 4.0

  package let scale: SliderScale
  /// The value shown; set from the tuning in force.
  package var value: Double {
    didSet { if value != oldValue { setNeedsLayout() } }
  }
  /// Called with the snapped (not yet clamped) value under the pointer.
  var onDrag: ((Double) -> Void)?
  private(set) var isTracking = false

  private let track = View()
  private let fill = View()
  private let thumb = View()

  package init(scale: SliderScale, value: Double) {
    self.scale = scale
    self.value = value
    super.init()
    track.backgroundColor = OverlayStyle.control
    fill.backgroundColor = OverlayStyle.accent
    thumb.backgroundColor = .white
    thumb.shadow = ViewShadow(opacity: 0.3, radius: 2, offset: Point(x: 0, y: 1))
    for part in [track, fill, thumb] {
      part.isUserInteractionEnabled = false
      addSubview(part)
    }
    track.cornerRadii = CornerRadii(all: Self.trackHeight / 2)
    fill.cornerRadii = CornerRadii(all: Self.trackHeight / 2)
    thumb.cornerRadii = CornerRadii(all: Self.thumbDiameter / 2)
  }

  /// The thumb centre's travel, inset by half a thumb so the thumb stays inside.
  private var travel: (start: Double, length: Double) {
    let radius = Self.thumbDiameter / 2
    return (radius, max(bounds.width - 2 * radius, 1))
  }

  package override func layoutSubviews() {
    let (start, length) = travel
    let midY = bounds.height / 2
    let thumbX = start + scale.fraction(of: value) * length
    track.frame = Rect(
      x: start, y: midY - Self.trackHeight / 2, width: length, height: Self.trackHeight)
    fill.frame = Rect(
      x: start, y: track.frame.minY, width: thumbX - start, height: Self.trackHeight)
    thumb.frame = Rect(
      x: thumbX - Self.thumbDiameter / 2, y: midY - Self.thumbDiameter / 2,
      width: Self.thumbDiameter, height: Self.thumbDiameter)
  }

  override func pointerBegan(at point: Point) {
    isTracking = true
    drag(to: point)
  }

  override func pointerMoved(to point: Point) {
    guard isTracking else { return }
    drag(to: point)
  }

  override func pointerEnded(at point: Point) {
    guard isTracking else { return }
    drag(to: point)
    isTracking = false
  }

  override func pointerCancelled() {
    isTracking = false
  }

  private func drag(to point: Point) {
    let (start, length) = travel
    onDrag?(scale.value(atFraction: (point.x - start) / length))
  }
}
