/// Follows the moving elements through each step for ``RuntimeInspection``: where each one
/// started the frame (so even an element's first row has its velocity) and the simulated
/// time, counted from frames (so 108 frames read 1.8 s, not the 1.7999999999999985 that
/// adding 1/60 108 times gives).
///
/// It only observes: nothing in the simulation reads it.
struct MotionProbe {
  private(set) var time = 0.0
  private(set) var timeStep = 0.0
  private var rate = 1.0
  private var timeAtRateChange = 0.0
  /// Frames' worth of time run at ``rate`` since it was set (a paused single step at 90 Hz
  /// runs a frame and a half over two frames).
  private var framesAtRate = 0.0
  private var positionsAtFrameEnd: [String: Double] = [:]
  /// Where each element present after this frame's input started the frame.
  private var startPositions: [String: Double] = [:]

  /// After a frame's input, before its animations advance.
  mutating func inputApplied(_ elements: [MovingElement]) {
    startPositions = [:]
    for element in elements {
      startPositions[element.name] = positionsAtFrameEnd[element.name] ?? element.position
    }
  }

  /// After the animations advanced by `delta` simulated seconds at `rate`; `elements` are
  /// where things are at the frame's end.
  mutating func advanced(
    by delta: Double, rate newRate: Double, framesPerSecond: Int, elements: [MovingElement]
  ) {
    timeStep = delta
    if delta > 0 {
      if newRate != rate {
        timeAtRateChange = time
        framesAtRate = 0
        rate = newRate
      }
      // Whole frames count exactly; a part-frame (the end of a single step) to 1/360 frame.
      framesAtRate += (delta * Double(framesPerSecond) / rate * 360).rounded() / 360
      time = timeAtRateChange + framesAtRate * rate / Double(framesPerSecond)
    }
    positionsAtFrameEnd = [:]
    for element in elements where positionsAtFrameEnd[element.name] == nil {
      positionsAtFrameEnd[element.name] = element.position
    }
  }

  /// `elements` with the positions they started the frame at.
  func withStartPositions(_ elements: [MovingElement]) -> [MovingElement] {
    elements.map { element in
      var started = element
      started.startPosition = startPositions[element.name]
      return started
    }
  }
}
