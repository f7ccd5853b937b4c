/// Records which views an animation block changes and what they looked like before, the
/// way UIKit's animation blocks pick up property changes: views report their first change
/// while a capture is open.
@MainActor
final class AnimationCapture {
  private static var current: AnimationCapture?
  private var before: [(view: View, state: ViewAnimatableState)] = []
  private var seen: Set<ObjectIdentifier> = []

  /// Runs `changes` and returns, for each view it changed, the state before and after;
  /// the views are put back to their before state, for an animator to move them.
  static func capture(_ changes: () -> Void) -> [ViewTrack] {
    let capture = AnimationCapture()
    let outer = current
    current = capture
    changes()
    current = outer
    return capture.before.compactMap { view, state in
      let after = ViewAnimatableState(of: view)
      state.apply(to: view)
      return state == after ? nil : ViewTrack(view: view, from: state, to: after)
    }
  }

  /// Called by a view before one of its animatable properties changes.
  static func willChange(_ view: View) {
    guard let capture = current, capture.seen.insert(ObjectIdentifier(view)).inserted else {
      return
    }
    capture.before.append((view, ViewAnimatableState(of: view)))
  }
}

/// One view moving between two states. Only the properties that differ are written, so
/// layout may keep setting the others (a window resize re-pins a sliding sheet's frame).
@MainActor
struct ViewTrack {
  let view: View
  let from: ViewAnimatableState
  let to: ViewAnimatableState

  func apply(_ progress: Double) {
    let state =
      progress == 1 ? to : progress == 0 ? from : from.interpolated(to: to, progress)
    let outer = AnimationCapture.suspend()
    state.apply(to: view, changedFrom: from, to: to)
    AnimationCapture.resume(outer)
  }
}

extension AnimationCapture {
  /// Closes the open capture while an animator applies values, so animating inside an
  /// animation block is not mistaken for the block's own changes.
  static func suspend() -> AnimationCapture? {
    let outer = current
    current = nil
    return outer
  }

  static func resume(_ outer: AnimationCapture?) {
    current = outer
  }
}
