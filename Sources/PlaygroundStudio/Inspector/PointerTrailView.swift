import SheetEngine

/// Draws the pointer trail over the whole window: the last half second of positions as a
/// line that fades with age (drags strong, hovering faint), a dot at the pointer while a
/// button is held, and the tracker's velocity as a red line covering 100 ms of travel, the
/// way Android's "Pointer location" developer option shows a touch.
@MainActor
final class PointerTrailView: View {
  /// Seconds of travel the velocity line shows: long enough to read, short enough to stay
  /// near the pointer (1000 pt/s draws 100 pt).
  static let velocityHorizon = 0.1

  var trail = PointerTrail()

  package override init(frame: Rect = .zero) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
    accessibilityIdentifier = "pointer-trail"
  }

  package override func appendContent(to list: inout DisplayList, context: RenderContext) {
    let samples = trail.samples
    for (older, newer) in zip(samples, samples.dropFirst()) {
      let strength = newer.isPressed ? 0.9 : 0.35
      OverlayDrawing.appendLine(
        [older.location, newer.location], width: newer.isPressed ? 2.5 : 1.5,
        color: OverlayStyle.trail.withAlpha(strength * trail.freshness(of: newer)),
        context: context, to: &list)
    }
    for sample in samples where sample.isPressed {
      OverlayDrawing.appendDot(
        at: sample.location, diameter: 4,
        color: OverlayStyle.trail.withAlpha(trail.freshness(of: sample)),
        context: context, to: &list)
    }
    guard let location = trail.location else { return }
    if trail.isPressed {
      OverlayDrawing.appendDot(
        at: location, diameter: 14, color: OverlayStyle.trail.withAlpha(0.35),
        context: context, to: &list)
    }
    let velocity = trail.velocity
    guard velocity != .zero else { return }
    let tip = Point(
      x: location.x + velocity.x * Self.velocityHorizon,
      y: location.y + velocity.y * Self.velocityHorizon)
    OverlayDrawing.appendLine(
      [location, tip], width: 2, color: OverlayStyle.trailVelocity, context: context, to: &list)
    OverlayDrawing.appendDot(
      at: tip, diameter: 5, color: OverlayStyle.trailVelocity, context: context, to: &list)
  }
}
