/// The base of every gesture recognizer, with `UIGestureRecognizer`'s state machine:
/// discrete recognizers go possible -> recognized (or failed); continuous ones go
/// possible -> began -> changed* -> ended (or cancelled, or failed before beginning).
///
/// The ``PointerRouter`` feeds it pointer events in window coordinates and resets it to
/// `.possible` once the pointer is up and the gesture is over.
///
/// As in UIKit, a subclass only sets `state`; leaving `.possible` for `.began` or
/// `.recognized` is then checked here: while a recognizer this one requires to fail is
/// still undecided the transition waits (the state stays `.possible`), if that one
/// recognizes this one fails, and otherwise the hit view and the delegate are asked
/// ``shouldBegin(hitView:)`` and a refusal fails it.
@MainActor
open class GestureRecognizer {
  /// UIKit's states; `.recognized` is `.ended` for discrete gestures.
  public enum State: String, Sendable {
    case possible, began, changed, ended, cancelled, failed
    public static let recognized = State.ended
  }

  public internal(set) weak var view: View?
  public weak var delegate: GestureRecognizerDelegate?
  /// Disabled recognizers do not take part in new pointer sequences; disabling one during a
  /// sequence cancels it (began or changed -> cancelled, possible -> failed) as UIKit does,
  /// which is how an outer gesture takes a drag over from this one.
  public var isEnabled = true {
    didSet {
      guard oldValue, !isEnabled, let router else { return }
      pointerCancelled()
      router.resolveCompetition()
    }
  }
  /// Whether the hit view's pointer delivery is cancelled when this recognizes.
  public var cancelsPointerInView = true

  public var state: State {
    get { currentState }
    set { transition(to: newValue) }
  }
  private var currentState = State.possible
  /// The state a transition out of `.possible` is waiting to enter.
  private var pendingState: State?
  private var actions: [(GestureRecognizer) -> Void] = []
  private var failureRequirements: [WeakGestureRecognizer] = []
  /// The router delivering the current pointer sequence, which knows the competitors.
  weak var router: PointerRouter?

  /// Which click of a multi-click the current press is (1 for a single press); see
  /// ``PointerRouter/clickCount``.
  public var clickCount: Int { router?.clickCount ?? 1 }

  public init() {}

  /// Adds an action called on every state change past `.possible` (and on each `.changed`).
  public func addAction(_ action: @escaping (GestureRecognizer) -> Void) {
    actions.append(action)
  }

  /// Whether the recognizer has begun or recognized and so owns the pointer.
  public var isActive: Bool { state == .began || state == .changed || state == .ended }

  /// Whether it still takes part in the current pointer sequence (not failed or cancelled).
  public var isLive: Bool { state != .failed && state != .cancelled }

  /// Whether it would have begun or recognized but waits, still `.possible`, for a
  /// recognizer it requires to fail.
  public var isWaitingForFailure: Bool { pendingState != nil }

  /// UIKit's `require(toFail:)`: this recognizer does not begin or recognize until `other`
  /// has failed, and fails if `other` recognizes. Held weakly.
  public func require(toFail other: GestureRecognizer) {
    failureRequirements.removeAll { $0.recognizer == nil || $0.recognizer === other }
    failureRequirements.append(WeakGestureRecognizer(recognizer: other))
  }

  /// Whether this must wait for `other` to fail: set by ``require(toFail:)`` or by either
  /// delegate (`shouldRequireFailureOf`, `shouldBeRequiredToFailBy`).
  public func requiresFailure(of other: GestureRecognizer) -> Bool {
    if failureRequirements.contains(where: { $0.recognizer === other }) { return true }
    if delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true { return true }
    return other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true
  }

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

  /// Called once the recognizer is allowed to leave `.possible` for `.began` or
  /// `.recognized`, just before the state changes and the actions run: a pan starts its
  /// translation here.
  open func willBeginRecognizing() {}

  /// Asks the view and the delegate whether this may leave `.possible`. The state machine
  /// asks it on every transition to `.began` or `.recognized`; subclasses inside the engine
  /// may override it to add their own condition (a scroll view's pan refuses sideways drags).
  public func shouldBegin(hitView: View?) -> Bool {
    if let hitView, !hitView.gestureRecognizerShouldBegin(self) { return false }
    return delegate?.gestureRecognizerShouldBegin(self) ?? true
  }

  /// Lets a transition that waited for other recognizers to fail go ahead.
  func resumeAfterRequiredFailures() {
    guard currentState == .possible, let target = pendingState else { return }
    pendingState = nil
    transition(to: target)
  }

  private func transition(to newValue: State) {
    if currentState == .possible, newValue == .began || newValue == .ended {
      switch router?.failureRequirementStatus(of: self) ?? .satisfied {
      case .pending:
        pendingState = newValue
        return
      case .unsatisfiable:
        setState(.failed)
        return
      case .satisfied:
        break
      }
      guard shouldBegin(hitView: hitView) else {
        setState(.failed)
        return
      }
      willBeginRecognizing()
    }
    setState(newValue)
  }

  private func setState(_ newValue: State) {
    let oldValue = currentState
    currentState = newValue
    pendingState = nil
    guard newValue != oldValue || newValue == .changed else { return }
    if newValue != .possible, newValue != .failed {
      for action in actions { action(self) }
    }
  }
}

/// A recognizer reference that does not keep it alive.
@MainActor
private struct WeakGestureRecognizer {
  weak var recognizer: GestureRecognizer?
}
