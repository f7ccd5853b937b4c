import SheetEngine
import SheetTuning

/// One spring of the tuning, as the export names it: what it moves, the keys it comes from,
/// and its parameters (mass 1).
public struct ExportedSpring: Hashable, Sendable {
  /// A lowerCamelCase name usable in every target language, e.g. `sheetFlick`.
  public var name: String
  /// One line: when the spring runs.
  public var summary: String
  /// The tuning keys that hold it (response, damping ratio).
  public var keys: [String]
  public var parameters: SpringParameters

  /// How long our engine runs it from rest before snapping to the target: until it stays
  /// within ``Spring/animationTolerance`` of it.
  public var runDuration: Double {
    parameters.spring.settlingDuration(tolerance: Spring.animationTolerance)
  }

  /// Our engine's progress at `time` seconds from rest: the motion every target is measured
  /// against.
  public func progress(at time: Double) -> Double { parameters.spring.value(at: time) }
}

/// One timing curve of the tuning: a cubic Bézier run over a duration.
public struct ExportedCurve: Hashable, Sendable {
  /// A lowerCamelCase name, e.g. `sheetPresent`.
  public var name: String
  public var summary: String
  public var keys: [String]
  /// Seconds.
  public var duration: Double
  public var curve: UnitBezier

  /// The control points, in CSS order x1, y1, x2, y2.
  public var controlPoints: [Double] {
    [curve.controlPoint1.x, curve.controlPoint1.y, curve.controlPoint2.x, curve.controlPoint2.y]
  }

  /// Our engine's progress at `time` seconds into the run.
  public func progress(at time: Double) -> Double {
    duration > 0 ? curve.value(at: time / duration) : 1
  }
}

/// One number of the tuning that is neither a spring nor a curve (a threshold, a size, a
/// switch), or one derived from them (the dismiss rule's projection in seconds).
public struct ExportedConstant: Hashable, Sendable {
  /// How a target declares it.
  public enum Kind: Hashable, Sendable {
    case double
    case int
    case bool
  }

  /// lowerCamelCase, e.g. `dismissThreshold`.
  public var name: String
  public var value: Double
  public var kind: Kind
  /// One line: what it changes, with its unit.
  public var comment: String
  /// The tuning key, or nil for a derived constant.
  public var key: String?
  /// The tuning key's unit (`pt`, `s`, `×`; empty for a plain number or a switch).
  public var unit: String = ""
}
