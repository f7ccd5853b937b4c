import SheetEngine

/// One frame of one moving element's motion: what the motion plot draws and `--trace` writes.
///
/// Velocity is derived from where the element started and ended the frame rather than taken
/// from an animator, so it is the velocity a person sees on screen, whatever moved the
/// element (a finger, a curve, a spring or a jump), on its first frame too.
public struct MotionSample: Hashable, Sendable {
  /// Frames simulated when the sample was taken (``RuntimeInspection/frame``).
  public var frame: Int
  /// Simulated seconds (slow motion included), so curves keep their shape when slowed.
  public var time: Double
  /// What moves, e.g. "text.y" (a sheet's top edge) or "page-1.x".
  public var element: String
  /// The element's position along its axis, in window points.
  public var position: Double
  /// Points per simulated second; 0 when time did not advance.
  public var velocity: Double
  /// The running transition's progress, nil when none runs.
  public var progress: Double?
  /// Alpha of the topmost dimming view.
  public var dimAlpha: Double
  /// While a button is held, the pointer's coordinate along the element's axis (its x for
  /// an ".x" element, else its y), so the plot can draw the hand's path beside the element's.
  public var pointer: Double?

  public init(
    frame: Int, time: Double, element: String, position: Double, velocity: Double,
    progress: Double?, dimAlpha: Double, pointer: Double? = nil
  ) {
    self.frame = frame
    self.time = time
    self.element = element
    self.position = position
    self.velocity = velocity
    self.progress = progress
    self.dimAlpha = dimAlpha
    self.pointer = pointer
  }

  /// The sample of `element` (one of `inspection`'s elements), its velocity the distance
  /// it moved this frame (from its ``MovingElement/startPosition``) over the frame's
  /// simulated time. A paused frame (no time passed) or an element that appeared during
  /// the advance (no start) reads 0 rather than infinity or nonsense.
  public init(_ inspection: RuntimeInspection, element: MovingElement) {
    var velocity = 0.0
    if let start = element.startPosition, inspection.timeStep > 0 {
      velocity = (element.position - start) / inspection.timeStep
    }
    self.init(
      frame: inspection.frame, time: inspection.time, element: element.name,
      position: element.position, velocity: velocity,
      progress: inspection.transition?.progress, dimAlpha: inspection.dimAlpha,
      pointer: inspection.isPointerDown
        ? inspection.pointerLocation.map { element.name.hasSuffix(".x") ? $0.x : $0.y } : nil)
  }

  /// One sample per element of `inspection`, the followed element first.
  public static func samples(of inspection: RuntimeInspection) -> [MotionSample] {
    inspection.elements.map { MotionSample(inspection, element: $0) }
  }
}
