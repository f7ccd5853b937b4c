/// The base of every gesture recognizer, with `UIGestureRecognizer`'s state machine:
/// discrete recognizers go possible -> recognized (or failed); continuous ones go
/// possible -> began -> changed* -> ended (or cancelled, or failed before beginning).
///
/// The ``PointerRouter`` feeds it pointer events in window coordinates and resets it to
/// `.possible` once the pointer is up and the gesture is over.
@MainActor
open class GestureRecognizer {
  /// UIKit's states; `.recognized` is `.ended` for discrete gestures.
  public enum State: String, Sendable {
    case possible, began, changed, ended, cancelled, failed
    public static let recognized = State.ended
  }

  public internal(set) weak var view: View?
  public weak var delegate: GestureRecognizerDelegate?
  public var isEnabled = true
  /// Whether the hit view's pointer delivery is cancelled when this recognizes.
  public var cancelsPointerInView = true

  public var state: State = .possible {
    didSet {
      guard state != oldValue || state == .changed else { return }
      if state != .possible, state != .failed {
        for action in actions { action(self) }
      }
    }
  }
  private var actions: [(GestureRecognizer) -> Void] = []

  public init() {}

  /// Adds an action called on every state change past `.possible` (and on each `.changed`).
  public func addAction(_ action: @escaping (GestureRecognizer) -> Void) {
    actions.append(action)
  }

  /// Whether the recognizer has begun or recognized and so owns the pointer.
  public var isActive: Bool { state == .began || state == .changed || state == .ended }

  /// Whether it still takes part in the current pointer sequence (not failed or cancelled).
  public var isLive: Bool { state != .failed && state != .cancelled }

  /// Where the pointer is in `view`'s coordinates.
  public func location(in view: View?) -> Point {
    guard let view else { return lastWindowLocation }
    return view.convertFromWindow(lastWindowLocation) ?? lastWindowLocation
  }

  /// The last pointer location in window coordinates.
  public internal(set) var lastWindowLocation: Point = .zero
  /// The view the current press hit; it is asked `gestureRecognizerShouldBegin`.
  public internal(set) weak var hitView: View?

  // MARK: - Pointer input, in window coordinates; subclasses override and call super.

  open func pointerBegan(at location: Point, timestamp: Double) {
    lastWindowLocation = location
  }

  open func pointerMoved(to location: Point, timestamp: Double) {
    lastWindowLocation = location
  }

  open func pointerEnded(at location: Point, timestamp: Double) {
    lastWindowLocation = location
  }

  /// The pointer was taken away (focus lost, another recognizer won).
  open func pointerCancelled() {
    switch state {
    case .began, .changed: state = .cancelled
    case .possible: state = .failed
    default: break
    }
  }

  /// Back to `.possible` for the next pointer sequence.
  open func reset() {
    state = .possible
  }

  /// Asks the view and the delegate whether this may leave `.possible`; call before
  /// setting `.began` or `.recognized`.
  public func shouldBegin(hitView: View?) -> Bool {
    if let hitView, !hitView.gestureRecognizerShouldBegin(self) { return false }
    return delegate?.gestureRecognizerShouldBegin(self) ?? true
  }
}

/// UIKit's `UIGestureRecognizerDelegate`, with the same defaults.
@MainActor
public protocol GestureRecognizerDelegate: AnyObject {
  func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool
  func gestureRecognizer(
    _ recognizer: GestureRecognizer,
    shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool
  func gestureRecognizer(
    _ recognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool
}

extension GestureRecognizerDelegate {
  public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { true }
  public func gestureRecognizer(
    _ recognizer: GestureRecognizer,
    shouldRecognizeSimultaneouslyWith other: GestureRecognizer
  ) -> Bool { false }
  public func gestureRecognizer(
    _ recognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer
  ) -> Bool { false }
}
