import PlaygroundSessions
import SheetEngine

/// The motion plot's axes: time across, position and velocity up (or down, for an element
/// whose position grows downwards, so the curve moves as the element does on screen).
package struct PlotScale {
  /// Where the curves go, in the plot's coordinates.
  let area: Rect
  package let time: ClosedRange<Double>
  package let position: ClosedRange<Double>
  /// The largest speed shown: it reaches the plot's top or bottom edge.
  let peakVelocity: Double
  /// Whether larger positions are drawn lower (a `.y` element).
  let flips: Bool

  package func x(_ time: Double) -> Double {
    area.minX + (time - self.time.lowerBound) / (self.time.upperBound - self.time.lowerBound)
      * area.width
  }

  package func y(position: Double) -> Double {
    let fraction =
      (position - self.position.lowerBound) / (self.position.upperBound - self.position.lowerBound)
    return flips ? area.minY + fraction * area.height : area.maxY - fraction * area.height
  }

  /// Velocity about the middle line, its sign drawn as the position's direction.
  package func y(velocity: Double) -> Double {
    area.midY + (flips ? 1 : -1) * velocity / peakVelocity * area.height / 2
  }

  /// A sample's position at its time.
  func positionPoint(_ sample: MotionSample) -> Point {
    Point(x: x(sample.time), y: y(position: sample.position))
  }
}
