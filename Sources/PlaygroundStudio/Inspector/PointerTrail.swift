import SheetEngine

/// The pointer's recent path for the trail overlay, like Android's "Pointer location":
/// positions from the last half second, with the velocity the engine's tracker reports.
///
/// Ages are measured in host frames (1/60 s each at 60 Hz, 1/120 s at 120 Hz) rather than simulated time, because the
/// hand moves in real time: under slow motion or pause the trail must still fade as the
/// pointer moves on.
public struct PointerTrail: Hashable, Sendable {
  /// How long a position stays on the trail, in seconds.
  public static let lifetime = 0.5

  /// A position and the time it was seen, in seconds of frames.
  public struct Sample: Hashable, Sendable {
    public var time: Double
    public var location: Point
    /// Whether a button was held: drags draw stronger than hovering.
    public var isPressed: Bool
  }

  /// Positions on the trail, oldest first.
  public private(set) var samples: [Sample] = []
  /// The time of the latest update, in seconds of frames.
  public private(set) var now = 0.0
  /// The pointer's latest location and tracker velocity (points per second).
  public private(set) var location: Point?
  public private(set) var velocity = Point.zero
  public private(set) var isPressed = false

  public init() {}

  /// Takes the frame just stepped: adds the pointer's position when it moved, and forgets
  /// positions older than ``lifetime``.
  public mutating func update(_ inspection: RuntimeInspection) {
    now = Double(inspection.frame) / Double(inspection.framesPerSecond)
    location = inspection.pointerLocation
    velocity = inspection.pointerVelocity
    isPressed = inspection.isPointerDown
    if let location, samples.last?.location != location || samples.last?.isPressed != isPressed {
      samples.append(Sample(time: now, location: location, isPressed: isPressed))
    }
    samples.removeAll { now - $0.time > Self.lifetime }
  }

  /// 1 for a position seen now, falling linearly to 0 at ``lifetime``.
  public func freshness(of sample: Sample) -> Double {
    max(0, min(1, 1 - (now - sample.time) / Self.lifetime))
  }
}
