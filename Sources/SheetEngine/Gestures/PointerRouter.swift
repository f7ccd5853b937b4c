/// Delivers one pointer sequence (press, moves, release) the way UIKit delivers a touch:
/// the press is hit-tested once; the hit view and the recognizers attached to it and its
/// ancestors (deepest first) all see the sequence; the first recognizer that begins or
/// recognizes takes the pointer, cancelling the others (unless their delegates allow
/// simultaneous recognition) and, when it `cancelsPointerInView`, the hit view's press.
/// As UIKit's `delaysTouchesEnded`, recognizers see the release before the hit view does.
@MainActor
public final class PointerRouter {
  public private(set) var isPointerDown = false
  public private(set) var hitView: View?
  private var recognizers: [GestureRecognizer] = []
  private var deliversToView = false

  public init() {}

  /// The recognizers competing for the current sequence, deepest first.
  public var trackingRecognizers: [GestureRecognizer] { recognizers }

  public func pointerDown(at location: Point, timestamp: Double, in root: View) {
    guard !isPointerDown else { return }
    isPointerDown = true
    let hit = root.hitTest(location)
    hitView = hit
    recognizers = Self.recognizerChain(from: hit)
    for recognizer in recognizers {
      recognizer.hitView = hit
      recognizer.pointerBegan(at: location, timestamp: timestamp)
    }
    deliversToView = hit != nil
    if let hit, let local = hit.convertFromWindow(location) { hit.pointerBegan(at: local) }
    resolveCompetition()
  }

  public func pointerMoved(to location: Point, timestamp: Double) {
    guard isPointerDown else { return }
    for recognizer in recognizers where recognizer.isLive {
      recognizer.pointerMoved(to: location, timestamp: timestamp)
      resolveCompetition()
    }
    if deliversToView, let hit = hitView, let local = hit.convertFromWindow(location) {
      hit.pointerMoved(to: local)
    }
  }

  public func pointerUp(at location: Point, timestamp: Double) {
    guard isPointerDown else { return }
    for recognizer in recognizers where recognizer.isLive {
      recognizer.pointerEnded(at: location, timestamp: timestamp)
      resolveCompetition()
    }
    if deliversToView, let hit = hitView, let local = hit.convertFromWindow(location) {
      hit.pointerEnded(at: local)
    }
    finishSequence()
  }

  /// Focus was lost or the pointer was taken away: everything in flight is cancelled.
  public func cancel() {
    guard isPointerDown else { return }
    for recognizer in recognizers where recognizer.isLive { recognizer.pointerCancelled() }
    if deliversToView { hitView?.pointerCancelled() }
    finishSequence()
  }

  private func finishSequence() {
    for recognizer in recognizers { recognizer.reset() }
    recognizers = []
    hitView = nil
    deliversToView = false
    isPointerDown = false
  }

  /// Lets the first active recognizer win: the rest fail or are cancelled unless allowed to
  /// recognize simultaneously, and the view's press is cancelled if the winner says so.
  private func resolveCompetition() {
    guard let winner = recognizers.first(where: { $0.isActive }) else { return }
    for other in recognizers where other !== winner {
      guard other.isLive else { continue }
      if Self.allowsSimultaneous(winner, other) { continue }
      other.pointerCancelled()
    }
    if winner.cancelsPointerInView, deliversToView {
      deliversToView = false
      hitView?.pointerCancelled()
    }
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
