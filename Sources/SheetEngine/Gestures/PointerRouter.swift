/// Delivers one pointer sequence (press, moves, release) the way UIKit delivers a touch:
/// the press is hit-tested once; the hit view and the recognizers attached to it and its
/// ancestors (deepest first) all see the sequence; the first recognizer that begins or
/// recognizes takes the pointer, cancelling the others (unless their delegates allow
/// simultaneous recognition) and, when it `cancelsPointerInView`, the hit view's press.
/// As UIKit's `delaysTouchesEnded`, recognizers see the release before the hit view does.
///
/// Failure requirements are enforced here: a recognizer that requires another to fail
/// waits in `.possible` while that one is undecided, goes ahead as soon as it fails, and
/// fails as soon as it recognizes.
///
/// The host captures the mouse while a button is held, so moves and the release may lie
/// outside the window (negative or beyond its size); they are delivered all the same.
@MainActor
public final class PointerRouter {
  public private(set) var isPointerDown = false
  public private(set) weak var hitView: View?
  private var recognizers: [GestureRecognizer] = []
  private var deliversToView = false
  /// The first recognizer of the sequence to begin or recognize.
  private var winner: GestureRecognizer?
  private var isResolving = false
  /// Recognizers that have not yet seen the event being delivered: one released from
  /// waiting is resumed only after it has, so it begins at the event's location.
  private var awaitingEvent: Set<ObjectIdentifier> = []
  private var needsResolving = false
  /// The previous press, to count the clicks of a double-click on the input's own clock.
  private var lastPress: (location: Point, timestamp: Double, count: Int)?

  /// Desktop double-click interval (milliseconds of input time) and slop (points).
  public nonisolated static let multiClickInterval = 500.0
  public nonisolated static let multiClickDistance = 10.0
  /// Where the pans this router delivers to count their translation from when they begin:
  /// the press (UIKit, the default) or the point the slop was crossed (Flutter, Android).
  public var dragStart = DragStart.press

  public init() {}

  /// 1 for a single press, 2 for the second click of a double-click, and so on: presses
  /// within ``multiClickInterval`` ms and ``multiClickDistance`` pt of the one before, as
  /// `UITouch.tapCount` and AppKit's `clickCount`. Measured on the events' timestamps, so
  /// slow motion does not stretch it.
  public private(set) var clickCount = 1

  /// The recognizers competing for the current sequence, deepest first.
  public var trackingRecognizers: [GestureRecognizer] { recognizers }

  public func pointerDown(at location: Point, timestamp: Double, in root: View) {
    guard !isPointerDown else { return }
    isPointerDown = true
    clickCount = Self.clickCount(after: lastPress, at: location, timestamp: timestamp)
    lastPress = (location, timestamp, clickCount)
    let hit = root.hitTest(location)
    hitView = hit
    recognizers = Self.recognizerChain(from: hit)
    for recognizer in recognizers {
      recognizer.hitView = hit
      recognizer.router = self
    }
    for recognizer in recognizers where recognizer.isLive {
      if recognizer.delegate?.gestureRecognizer(recognizer, shouldReceivePressAt: location) == false
      {
        recognizer.state = .failed
        continue
      }
      recognizer.delegate?.gestureRecognizer(recognizer, didReceivePressAt: location)
      recognizer.pointerBegan(at: location, timestamp: timestamp)
    }
    deliversToView = hit != nil
    if let hit, let local = hit.convertFromWindow(location) { hit.pointerBegan(at: local) }
    resolveCompetition()
  }

  public func pointerMoved(to location: Point, timestamp: Double) {
    guard isPointerDown else { return }
    deliver(
      toRecognizers: { $0.pointerMoved(to: location, timestamp: timestamp) },
      toHitView: { $0.pointerMoved(to: $1) }, at: location)
  }

  public func pointerUp(at location: Point, timestamp: Double) {
    guard isPointerDown else { return }
    deliver(
      toRecognizers: { $0.pointerEnded(at: location, timestamp: timestamp) },
      toHitView: { $0.pointerEnded(at: $1) }, at: location)
    finishSequence()
  }

  /// A move or the release: each live recognizer sees it and the competition is settled
  /// after each one; then the hit view sees it (recognizers first, as `delaysTouchesEnded`).
  private func deliver(
    toRecognizers send: (GestureRecognizer) -> Void, toHitView sendToView: (View, Point) -> Void,
    at location: Point
  ) {
    awaitingEvent = Set(recognizers.map(ObjectIdentifier.init))
    for recognizer in recognizers where recognizer.isLive {
      send(recognizer)
      awaitingEvent.remove(ObjectIdentifier(recognizer))
      resolveCompetition()
    }
    awaitingEvent = []
    if deliversToView, let hit = hitView, let local = hit.convertFromWindow(location) {
      sendToView(hit, local)
    }
  }

  private static func clickCount(
    after previous: (location: Point, timestamp: Double, count: Int)?, at location: Point,
    timestamp: Double
  ) -> Int {
    guard let previous, timestamp - previous.timestamp <= multiClickInterval else { return 1 }
    let dx = location.x - previous.location.x
    let dy = location.y - previous.location.y
    let near = dx * dx + dy * dy <= multiClickDistance * multiClickDistance
    return near ? previous.count + 1 : 1
  }

  /// Focus was lost or the pointer was taken away: everything in flight is cancelled
  /// (began or changed -> cancelled, possible -> failed) and the hit view's press too.
  public func cancel() {
    guard isPointerDown else { return }
    for recognizer in recognizers where recognizer.isLive { recognizer.pointerCancelled() }
    if deliversToView { hitView?.pointerCancelled() }
    finishSequence()
  }

  private func finishSequence() {
    let finished = recognizers
    recognizers = []
    winner = nil
    hitView = nil
    deliversToView = false
    isPointerDown = false
    for recognizer in finished {
      recognizer.router = nil
      recognizer.delegate?.gestureRecognizerPressDidEnd(recognizer)
      recognizer.reset()
    }
  }

  // MARK: - Competition

  /// Where a recognizer stands with the recognizers it requires to fail.
  enum FailureRequirementStatus {
    /// None of them takes part, or all have failed.
    case satisfied
    /// One of them is still `.possible`.
    case pending
    /// One of them began or recognized.
    case unsatisfiable
  }

  func failureRequirementStatus(of recognizer: GestureRecognizer) -> FailureRequirementStatus {
    var status = FailureRequirementStatus.satisfied
    for other in recognizers where other !== recognizer && recognizer.requiresFailure(of: other) {
      switch other.state {
      case .began, .changed, .ended, .cancelled: return .unsatisfiable
      case .possible: status = .pending
      case .failed: break
      }
    }
    return status
  }

  /// Settles the sequence after any state change, until nothing changes: waiting
  /// recognizers go ahead or fail with their requirements, the first active recognizer
  /// wins and cancels the rest unless simultaneous recognition is allowed, and the hit
  /// view's press is cancelled when an active recognizer says so. Re-entrant calls (a
  /// state change made while settling) are folded into the running pass.
  func resolveCompetition() {
    if isResolving {
      needsResolving = true
      return
    }
    isResolving = true
    defer { isResolving = false }
    repeat {
      needsResolving = false
      applyFailureRequirements()
      cancelLosers()
    } while needsResolving
    cancelViewPressIfNeeded()
  }

  private func applyFailureRequirements() {
    for recognizer in recognizers where recognizer.state == .possible {
      switch failureRequirementStatus(of: recognizer) {
      case .unsatisfiable:
        recognizer.state = .failed
        needsResolving = true
      case .satisfied
      where recognizer.isWaitingForFailure
        && !awaitingEvent.contains(ObjectIdentifier(recognizer)):
        recognizer.resumeAfterRequiredFailures()
        needsResolving = true
      default:
        break
      }
    }
  }

  private func cancelLosers() {
    if winner == nil { winner = recognizers.first { $0.isActive } }
    guard let winner else { return }
    for other in recognizers where other !== winner && other.isLive {
      if Self.allowsSimultaneous(winner, other) { continue }
      other.pointerCancelled()
      needsResolving = true
    }
  }

  private func cancelViewPressIfNeeded() {
    guard deliversToView,
      recognizers.contains(where: { $0.isActive && $0.cancelsPointerInView })
    else { return }
    deliversToView = false
    hitView?.pointerCancelled()
  }

  private static func allowsSimultaneous(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
    (a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) ?? false)
      || (b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) ?? false)
  }

  private static func recognizerChain(from view: View?) -> [GestureRecognizer] {
    var chain: [GestureRecognizer] = []
    var current = view
    while let candidate = current {
      chain.append(contentsOf: candidate.gestureRecognizers.filter(\.isEnabled))
      current = candidate.superview
    }
    return chain
  }
}
