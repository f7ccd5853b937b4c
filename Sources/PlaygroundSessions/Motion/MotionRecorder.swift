import SheetEngine

/// Decides which frames the motion plot shows: a capture starts at each press (or at the
/// first movement while idle), marks the release, and stops one second (60 frames) after
/// the element and any transition came to rest, so the plot holds the curve just felt.
///
/// Earlier captures that moved are kept (the last few), so the plot can lay the current one
/// over the latest earlier one of the same element: the same push, or the same swipe, under
/// the other preset, even with a pop or another gesture in between.
public struct MotionRecorder: Hashable, Sendable {
  /// Frames of rest after which a capture ends, at 60 Hz: one second, which is
  /// `framesPerSecond` frames at the session's rate.
  public static let settleFrames = 60
  /// At most 20 s of samples per capture at 60 Hz (a long hold drops its oldest frames);
  /// 20 s at any rate.
  public static let maximumSamples = 1200

  /// Earlier captures kept for comparison.
  public static let keptCaptures = 8

  public private(set) var current: MotionCapture?
  /// Earlier captures that moved, oldest first.
  public private(set) var earlier: [MotionCapture] = []
  public private(set) var isCapturing = false
  /// How many captures have started: a new value means `current` is a new interaction.
  public private(set) var captureCount = 0
  private var wasPointerDown = false
  private var restingFrames = 0

  public init() {}

  /// The latest earlier capture that followed the same element as the current one.
  public var previous: MotionCapture? {
    guard let element = current?.element else { return nil }
    return earlier.last { $0.element == element }
  }

  /// Takes the frame the runtime just stepped; `tuningName` labels a capture that starts now.
  /// It is evaluated only then: naming a tuning compares every parameter with its preset,
  /// too much to do on each of an idle window's 60 frames a second.
  public mutating func update(
    _ inspection: RuntimeInspection, tuningName: @autoclosure () -> String
  ) {
    guard let followed = inspection.elements.first else { return }
    let sample = MotionSample(inspection, element: followed)
    let pressed = inspection.isPointerDown && !wasPointerDown
    let released = !inspection.isPointerDown && wasPointerDown
    wasPointerDown = inspection.isPointerDown
    let moving = sample.velocity != 0 || inspection.transition != nil
    if pressed || (!isCapturing && moving) {
      if let current, current.hasMotion {
        earlier.append(current)
        if earlier.count > Self.keptCaptures { earlier.removeFirst() }
      }
      current = MotionCapture(tuningName: tuningName())
      captureCount += 1
      isCapturing = true
      restingFrames = 0
    }
    guard isCapturing, var capture = current else { return }
    capture.samples.append(sample)
    let perStandardFrame = Double(inspection.framesPerSecond) / 60
    if Double(capture.samples.count) > Double(Self.maximumSamples) * perStandardFrame {
      capture.samples.removeFirst()
    }
    if released { capture.releaseFrame = sample.frame }
    if pressed { capture.pressFrame = sample.frame }
    if capture.slopFrame == nil, inspection.isPointerDown, inspection.activeGesture != nil,
      capture.pressFrame != nil
    {
      capture.slopFrame = sample.frame
    }
    current = capture
    if inspection.isPointerDown || moving {
      restingFrames = 0
    } else {
      restingFrames += 1
      if Double(restingFrames) >= Double(Self.settleFrames) * perStandardFrame {
        isCapturing = false
      }
    }
  }
}
