import SheetEngine

/// What `playground fuzz` checks every frame, each by a name a report and a test use, and
/// each as a pure check of what was observed, so a test can hand it a violation.
public enum FuzzInvariant: String, CaseIterable, Sendable {
  /// A sheet held by a drag keeps the point pressed under the pointer (to 1e-9 pt: nothing
  /// but rounding), as UIKit's pans count from the press (docs/MOTION.md, "Drag start and
  /// slop"), also while its height changes (docs/MOTION.md, "Grab during a height change").
  case grabUnderPointer = "grab-under-pointer"
  /// A released sheet finished by a spring starts at the pointer's release velocity.
  case springKeepsReleaseVelocity = "spring-keeps-release-velocity"
  /// Nothing rests outside the window: presented screens never leave it sideways and, once
  /// everything has settled, lie inside it; the keyboard never passes its height.
  case staysInBounds = "stays-in-bounds"
  /// A tap at the centre of a control listed in the state, once everything has settled,
  /// activates that control.
  case tapReachesTarget = "tap-reaches-target"
  /// The state after every frame of the live run equals a replay's of its recording.
  case liveEqualsReplay = "live-equals-replay"
}

/// One broken invariant: which, in which frame, and what was seen.
public struct FuzzViolation: Error, Equatable, CustomStringConvertible, Sendable {
  public var invariant: FuzzInvariant
  public var frame: Int
  public var detail: String

  public var description: String { "\(invariant.rawValue) at frame \(frame): \(detail)" }
}

extension FuzzInvariant {
  /// The grabbed point is `offset` below the sheet's top when pressed; now the pointer is at
  /// `pointerY` and the sheet's top at `sheetTop`.
  static func checkGrab(pointerY: Double, sheetTop: Double, offset: Double, frame: Int)
    -> FuzzViolation?
  {
    let drift = pointerY - sheetTop - offset
    guard abs(drift) > 1e-9 else { return nil }
    return FuzzViolation(
      invariant: .grabUnderPointer, frame: frame,
      detail: "the point pressed is \(drift) pt from the pointer (sheet top "
        + "\(format(sheetTop)), pointer y \(format(pointerY)), pressed \(format(offset)) below "
        + "the top)")
  }

  /// The sheet's top at the release (`tops[0]`) and after the next three frames: its speed
  /// at the release, by the third-order one-sided difference
  /// (−11 x0 + 18 x1 − 9 x2 + 2 x3) / (6 dt), must be the pointer's `velocity` within 10 %
  /// and 50 pt/s (what is left of the spring's pull in the difference; a spring started from
  /// rest, or at another speed, is off by the difference of the speeds).
  static func checkSpring(velocity: Double, tops: [Double], frame: Int) -> FuzzViolation? {
    guard tops.count == 4 else { return nil }
    let dt = SimulationRate.standard.frameDuration
    let start = (-11 * tops[0] + 18 * tops[1] - 9 * tops[2] + 2 * tops[3]) / (6 * dt)
    guard abs(start - velocity) > 0.1 * abs(velocity) + 50 else { return nil }
    return FuzzViolation(
      invariant: .springKeepsReleaseVelocity, frame: frame,
      detail: "released at \(format(velocity)) pt/s, the sheet started at \(format(start)) pt/s")
  }

  /// Presented screens never leave the window sideways; when `settled`, every one lies inside
  /// it; the keyboard's inset stays within 0 and `keyboardHeight`. The zoom is the exception
  /// while it moves: dragged, it follows the finger both ways as iOS's does (docs/MOTION.md,
  /// "Zoom interactive dismissal"), so only where it comes to rest is judged.
  static func checkBounds(
    _ state: StateSnapshot, window: Size, keyboardHeight: Double, settled: Bool
  ) -> FuzzViolation? {
    func violation(_ detail: String) -> FuzzViolation {
      FuzzViolation(invariant: .staysInBounds, frame: state.frame, detail: detail)
    }
    for screen in state.presented {
      let frame = screen.frame
      let followsFinger = screen.screen == "zoom" && !settled
      if !followsFinger, frame.minX < -0.5 || frame.maxX > window.width + 0.5 {
        return violation("\(screen.screen) is at x \(format(frame.minX)) to \(format(frame.maxX))")
      }
      if settled, frame.minY < -0.5 || frame.maxY > window.height + 0.5 {
        return violation(
          "\(screen.screen) rests at y \(format(frame.minY)) to \(format(frame.maxY)), "
            + "outside the window's 0 to \(format(window.height))")
      }
    }
    if state.keyboardInset < 0 || state.keyboardInset > keyboardHeight + 1e-9 {
      return violation("the keyboard's inset is \(format(state.keyboardInset))")
    }
    return nil
  }

  /// A tap on `title` at its centre: `after` must count one more activation, of it.
  static func checkTap(title: String, before: StateSnapshot, after: StateSnapshot)
    -> FuzzViolation?
  {
    guard after.activationCount != before.activationCount + 1 || after.lastActivated != title
    else { return nil }
    return FuzzViolation(
      invariant: .tapReachesTarget, frame: after.frame,
      detail: "a tap on '\(title)' at its centre activated "
        + (after.activationCount == before.activationCount
          ? "nothing" : "'\(after.lastActivated ?? "")'"))
  }

  /// The digests after every frame, live and replayed, must be equal.
  static func checkReplay(live: [UInt32], replayed: [UInt32]) -> FuzzViolation? {
    let common = min(live.count, replayed.count)
    guard
      let first = (0..<common).first(where: { live[$0] != replayed[$0] })
        ?? (live.count == replayed.count ? nil : common)
    else { return nil }
    return FuzzViolation(
      invariant: .liveEqualsReplay, frame: first + 1,
      detail: "the replay's state first differs after frame \(first + 1)")
  }

  package static func format(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }
}
