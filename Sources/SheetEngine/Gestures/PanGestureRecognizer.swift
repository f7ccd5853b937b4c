/// Recognizes a drag, as `UIPanGestureRecognizer`: it begins once the pointer has moved more
/// than ``minimumDistance`` from the press, changes with every move, and ends on release;
/// released before that it fails.
///
/// Translation counts from the press, as in UIKit, so content that follows it catches up in
/// the frame the slop is crossed and the grabbed point stays under the pointer; the
/// router's ``PointerRouter/dragStart`` set to ``DragStart/slop`` restarts it at zero when
/// the gesture begins instead (Flutter, Android: the content lags by the crossing distance).
/// While the delegate and the hit view are asked whether to begin, translation is always the
/// whole movement since the press, so a direction rule ("only downward, more vertical than
/// horizontal") can read it; ``velocity(in:)`` is available then too.
///
/// Velocity comes from a ``VelocityTracker`` fed with the events' own timestamps, including
/// the moves inside the slop, so it is right from the first `.began`. The release is not a
/// sample (as on Android and in Flutter): a button-up repeats the last position, and as a
/// sample it would read as a stop and kill every flick. It does set the time velocity is
/// read at, so a pointer held still for 40 ms before the release has none.
///
/// Translation and velocity are vectors: converting them to a view applies its scale but
/// not its position, so `translation(in: view)` stays right while the pan moves `view`.
@MainActor
open class PanGestureRecognizer: GestureRecognizer {
  /// How far (points) the pointer must move from the press before the pan begins.
  public var minimumDistance: Double = 10

  private var tracker = VelocityTracker()
  private var pressLocation: Point?
  /// Where translation is measured from, in window coordinates.
  private var translationOrigin = Point.zero
  /// The newest event time, the "now" of velocity queries.
  private var lastTimestamp = 0.0

  public override init() {
    super.init()
  }

  /// The pointer's movement since the press (or since the pan began, with
  /// ``DragStart/slop``; or since ``setTranslation(_:in:)``), in `view`'s scale; window
  /// points when `view` is `nil`.
  public func translation(in view: View?) -> Point {
    Self.convert(
      Point(
        x: lastWindowLocation.x - translationOrigin.x,
        y: lastWindowLocation.y - translationOrigin.y),
      fromWindowTo: view)
  }

  /// Makes the current translation read `translation` in `view`, so a client can consume
  /// the movement incrementally.
  public func setTranslation(_ translation: Point, in view: View?) {
    let scale = Self.scale(of: view)
    translationOrigin = Point(
      x: lastWindowLocation.x - translation.x * scale.x,
      y: lastWindowLocation.y - translation.y * scale.y)
  }

  /// The pointer's velocity in points per second of `view`'s scale, as of the latest event.
  public func velocity(in view: View?) -> Point {
    Self.convert(tracker.velocity(at: lastTimestamp), fromWindowTo: view)
  }

  /// Whether a press at `location` (window coordinates) may ever start this pan; a refusal
  /// fails it at once. An edge pan accepts only presses near its edge.
  open func canBegin(withPressAt location: Point) -> Bool { true }

  open override func pointerBegan(at location: Point, timestamp: Double) {
    super.pointerBegan(at: location, timestamp: timestamp)
    tracker.reset()
    record(location, at: timestamp)
    pressLocation = location
    translationOrigin = location
    if !canBegin(withPressAt: location) { state = .failed }
  }

  open override func pointerMoved(to location: Point, timestamp: Double) {
    super.pointerMoved(to: location, timestamp: timestamp)
    record(location, at: timestamp)
    switch state {
    case .possible:
      guard !isWaitingForFailure, let press = pressLocation else { return }
      let dx = location.x - press.x
      let dy = location.y - press.y
      if dx * dx + dy * dy > minimumDistance * minimumDistance { state = .began }
    case .began, .changed:
      state = .changed
    default:
      break
    }
  }

  open override func pointerEnded(at location: Point, timestamp: Double) {
    super.pointerEnded(at: location, timestamp: timestamp)
    lastTimestamp = timestamp  // the release is "now" for velocity, but not a sample
    switch state {
    case .possible: state = .failed
    case .began, .changed: state = .ended
    default: break
    }
  }

  open override func willBeginRecognizing() {
    super.willBeginRecognizing()
    if router?.dragStart == .slop { translationOrigin = lastWindowLocation }
  }

  open override func reset() {
    super.reset()
    tracker.reset()
    pressLocation = nil
  }

  private func record(_ location: Point, at timestamp: Double) {
    tracker.addPosition(location, at: timestamp)
    lastTimestamp = timestamp
  }

  /// The factor from `view`'s points to window points along each axis.
  private static func scale(of view: View?) -> Point {
    guard let view else { return Point(x: 1, y: 1) }
    let transform = view.transformToWindow
    guard transform.scaleX != 0, transform.scaleY != 0 else { return Point(x: 1, y: 1) }
    return Point(x: transform.scaleX, y: transform.scaleY)
  }

  private static func convert(_ vector: Point, fromWindowTo view: View?) -> Point {
    let scale = scale(of: view)
    return Point(x: vector.x / scale.x, y: vector.y / scale.y)
  }
}
