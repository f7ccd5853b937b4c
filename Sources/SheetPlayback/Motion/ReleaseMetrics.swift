/// What one release of a drag did, in the numbers a motion designer reads (docs/MOTION.md,
/// "Release metrics" defines each exactly): kept per release in version 3 recordings, so a
/// test that fails can say "overshoot 12.3 -> 18.1 pt; settles 0.42 -> 0.61 s" rather than
/// only that a state differs.
///
/// Every value comes from ``SheetEngine/RuntimeInspection`` and the engine's state, which a
/// live session and its replay produce identically, so the numbers are exact, not sampled.
public struct ReleaseMetrics: Hashable, Sendable {
  /// The first frame simulated with the pointer up again.
  public var frame: Int
  /// What the release moved: the followed element in the last frame the pointer was down,
  /// e.g. "text.y" (a sheet's top edge) or "page-2.x".
  public var element: String
  /// The pointer's tracked velocity along the element's axis in the last frame the pointer
  /// was down, points per second (positive: down or right).
  public var velocity: Double
  /// "dismissed", "popped", "cancelled", "detent medium" (the detent it rests at) or
  /// "stayed".
  public var decision: String
  /// Points from where the element was at the release to where it came to rest.
  public var travel: Double
  /// Points the element went past its resting place in the direction it travelled (0 when
  /// it did not).
  public var overshoot: Double
  /// Simulated seconds from the release to the last frame the element moved.
  public var settleSeconds: Double
  /// The largest change of the element's on-screen velocity from one frame to the next,
  /// from the last frame with the pointer down to the rest, points per second.
  public var velocityJump: Double

  public init(
    frame: Int, element: String, velocity: Double, decision: String, travel: Double,
    overshoot: Double, settleSeconds: Double, velocityJump: Double
  ) {
    self.frame = frame
    self.element = element
    self.velocity = velocity
    self.decision = decision
    self.travel = travel
    self.overshoot = overshoot
    self.settleSeconds = settleSeconds
    self.velocityJump = velocityJump
  }

  /// Whether a recording can hold these values: finite numbers, none negative but the
  /// velocity, names of 1 to 100 bytes (what the reader accepts).
  var isWithinFormatLimits: Bool {
    let amounts = [travel, overshoot, settleSeconds, velocityJump]
    return velocity.isFinite && amounts.allSatisfy { $0.isFinite && $0 >= 0 }
      && [element, decision].allSatisfy { !$0.isEmpty && $0.utf8.count <= 100 }
  }
}
