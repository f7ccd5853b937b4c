import SheetEngine

/// One frame of the moving element's motion: what the motion plot draws and `--trace` writes.
///
/// Velocity is derived here from consecutive frames rather than taken from an animator, so
/// it is the velocity a person sees on screen, whatever moved the element (a finger, a
/// curve, a spring or a jump).
public struct MotionSample: Hashable, Sendable {
  /// Frames simulated when the sample was taken (``RuntimeInspection/frame``).
  public var frame: Int
  /// Simulated seconds (slow motion included), so curves keep their shape when slowed.
  public var time: Double
  /// What moves, e.g. "text.y" (a sheet's top edge) or "page-1.x".
  public var element: String
  /// The element's position along its axis, in window points.
  public var position: Double
  /// Points per simulated second; 0 when time did not advance or the element changed.
  public var velocity: Double
  /// The running transition's progress, nil when none runs.
  public var progress: Double?
  /// Alpha of the topmost dimming view.
  public var dimAlpha: Double

  public init(
    frame: Int, time: Double, element: String, position: Double, velocity: Double,
    progress: Double?, dimAlpha: Double
  ) {
    self.frame = frame
    self.time = time
    self.element = element
    self.position = position
    self.velocity = velocity
    self.progress = progress
    self.dimAlpha = dimAlpha
  }

  /// The sample for `inspection`, its velocity the slope from `previous`. A paused frame (no
  /// time passed) or a change of element (the slope would be a jump between two different
  /// things) reads 0 rather than infinity or nonsense.
  public init(_ inspection: RuntimeInspection, previous: MotionSample?) {
    var velocity = 0.0
    if let previous, previous.element == inspection.element {
      let elapsed = inspection.time - previous.time
      if elapsed > 0 { velocity = (inspection.position - previous.position) / elapsed }
    }
    self.init(
      frame: inspection.frame, time: inspection.time, element: inspection.element,
      position: inspection.position, velocity: velocity,
      progress: inspection.transition?.progress, dimAlpha: inspection.dimAlpha)
  }
}
