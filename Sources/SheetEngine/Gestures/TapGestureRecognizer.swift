/// Recognizes a press and release without much movement, as `UITapGestureRecognizer` with
/// one tap: it fails once the pointer strays more than `allowableMovement` from the press.
/// Recognizing on release goes through the base state machine, so the hit view and the
/// delegate are asked first and a required failure is waited for.
@MainActor
public final class TapGestureRecognizer: GestureRecognizer {
  /// How far (points) the pointer may move before this is no longer a tap.
  public var allowableMovement: Double = 10
  private var start: Point?

  public override func pointerBegan(at location: Point, timestamp: Double) {
    super.pointerBegan(at: location, timestamp: timestamp)
    start = location
  }

  public override func pointerMoved(to location: Point, timestamp: Double) {
    super.pointerMoved(to: location, timestamp: timestamp)
    guard state == .possible, let start else { return }
    let dx = location.x - start.x
    let dy = location.y - start.y
    if dx * dx + dy * dy > allowableMovement * allowableMovement { state = .failed }
  }

  public override func pointerEnded(at location: Point, timestamp: Double) {
    super.pointerEnded(at: location, timestamp: timestamp)
    guard state == .possible else { return }
    state = .recognized
  }

  public override func reset() {
    super.reset()
    start = nil
  }
}
