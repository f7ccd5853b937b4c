import SheetEngine

/// The measurements every target shares: a target's model of a spring or a curve, built from
/// the numbers as printed, against our engine's motion over the travel.
struct MotionMeasures {
  let travel: Double

  /// A target spring model (mass, stiffness, damping as the target computes them) against
  /// our spring from rest, until our engine settles and snaps to the target.
  func spring(_ spring: ExportedSpring, _ model: OscillatorModel) -> Double {
    FidelityMeasure.worstError(
      span: spring.runDuration, travel: travel, includingEnd: false,
      ours: spring.progress(at:), theirs: { model.progress(at: $0) })
  }

  /// A spring in the physical form (mass 1, stiffness, damping) as printed, and how far the
  /// oscillator those printed numbers make is from ours: UIKit's and Flutter's
  /// `(mass:stiffness:damping:)` forms both print and measure this.
  func physicalSpring(
    _ spring: ExportedSpring
  ) -> (stiffness: String, damping: String, error: Double) {
    let stiffness = ExportNumber.double(spring.physical.stiffness)
    let damping = ExportNumber.double(spring.physical.damping)
    let model = OscillatorModel(
      mass: 1, stiffness: ExportNumber.parse(stiffness), damping: ExportNumber.parse(damping))
    return (stiffness, damping, self.spring(spring, model))
  }

  /// A target curve model over its own duration (`duration`, as printed) against our curve
  /// over ours, through the longer of the two runs (each rests at 1 after its end).
  ///
  /// Ours is the Bézier our control points define, solved exactly: the engine's solver
  /// (WebKit's, to 1e-7 of the time) is reported apart by ``engineDeviation(_:)``, so an exact
  /// form reads as exact and the engine's own rounding is still said.
  func curve(
    _ curve: ExportedCurve, duration: Double, _ model: @escaping (Double) -> Double
  ) -> Double {
    let points = curve.controlPoints
    return FidelityMeasure.worstError(
      span: max(curve.duration, duration), travel: travel,
      ours: { curve.duration > 0 ? BezierModels.exact(points, at: $0 / curve.duration) : 1 },
      theirs: { duration > 0 ? model(min($0 / duration, 1)) : 1 })
  }

  /// How far the engine's frames of `curve` are from the exact Bézier, points.
  func engineDeviation(_ curve: ExportedCurve) -> Double {
    let points = curve.controlPoints
    return FidelityMeasure.worstError(
      span: curve.duration, travel: travel, ours: curve.progress(at:),
      theirs: { curve.duration > 0 ? BezierModels.exact(points, at: $0 / curve.duration) : 1 })
  }

  /// The exact Bézier with control points as printed, in `Double`.
  func exactCurve(_ curve: ExportedCurve, points: [String], duration: Double) -> Double {
    let values = points.map(ExportNumber.parse)
    return self.curve(curve, duration: duration) { BezierModels.exact(values, at: $0) }
  }

  /// The exact Bézier with control points as printed, evaluated in `Float` (Core Animation,
  /// Compose).
  func floatCurve(_ curve: ExportedCurve, points: [String], duration: Double) -> Double {
    let values = points.map { Float(ExportNumber.parse($0)) }
    return self.curve(curve, duration: duration) {
      Double(BezierModels.exact(values, at: Float($0)))
    }
  }
}

extension ExportedSpring {
  /// Apple's duration and bounce for this spring: duration = response, bounce = 1 − ζ below
  /// critical, else 1 / ζ − 1.
  var durationBounce: (duration: Double, bounce: Double) {
    let ratio = parameters.dampingRatio
    return (parameters.response, ratio < 1 ? 1 - ratio : 1 / ratio - 1)
  }

  /// Stiffness and damping with mass 1, by SwiftUI's response form.
  var physical: (stiffness: Double, damping: Double) {
    SpringForms.physical(
      response: parameters.response, dampingFraction: parameters.dampingRatio)
  }
}

extension MotionMeasures {
  /// The release the "from a release" errors start from: 1500 pt/s toward the target with the
  /// whole travel to go (a brisk flick; the flick speed of every preset is 300 pt/s).
  static let releaseSpeed = 1500.0

  /// ``releaseSpeed`` as UIKit's relative velocity: progress per second.
  var releaseVelocity: Double { Self.releaseSpeed / travel }

  /// A target spring model started with the release's velocity (`velocity`, progress per
  /// second, as the target's printed numbers turn it into one; by default the release
  /// unchanged) against our spring started with it, until ours settles and snaps.
  ///
  /// Both springs carry the same velocity, so what this measures is the target's numbers:
  /// a conversion that is close from rest can drift apart once the spring starts fast.
  func springFromRelease(
    _ spring: ExportedSpring, _ model: OscillatorModel, velocity: Double? = nil
  ) -> Double {
    let ours = Spring(
      response: spring.parameters.response, dampingRatio: spring.parameters.dampingRatio,
      initialVelocity: releaseVelocity)
    let theirs = velocity ?? releaseVelocity
    return FidelityMeasure.worstError(
      span: ours.settlingDuration(tolerance: Spring.animationTolerance), travel: travel,
      includingEnd: false, ours: ours.value(at:),
      theirs: { model.progress(at: $0, velocity: theirs) })
  }
}
