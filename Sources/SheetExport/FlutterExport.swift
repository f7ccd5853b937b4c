/// Flutter: each spring as `SpringDescription(mass:stiffness:damping:)` (exact) and as
/// `SpringDescription.withDurationAndBounce` (which reads its duration in whole milliseconds:
/// measured), each curve as `SheetExactCubic` (a `Curve` written into the export that solves
/// the Bézier by Newton's method and bisection: measured, under 0.01 pt) and as Flutter's own
/// `Cubic` (solved by bisection to 0.001 of the time: measured, points off where the curve is
/// steep) with a microsecond `Duration`.
enum FlutterExport {
  static func render(_ context: ExportContext) -> RenderedExport {
    var code = CodeLines()
    code.add(context.headerLines.map { "// " + $0 })
    code.add([
      "import 'package:flutter/animation.dart';", "import 'package:flutter/physics.dart';", "",
      "abstract final class SheetTuning {", "  // Springs", "",
    ])
    for spring in context.inventory.springs { addSpring(spring, context, &code) }
    code.add(["  // Curves", ""])
    for curve in context.inventory.curves { addCurve(curve, context, &code) }
    code.add(["  // Constants", ""])
    for constant in context.inventory.constants {
      let type =
        switch constant.kind {
        case .bool: "bool"
        case .int: "int"
        case .double: "double"
        }
      code.add("  /// \(constant.comment)")
      code.add("  static const \(type) \(constant.name) = \(constant.literal);")
    }
    code.add("}")
    code.add(exactCubicClass)
    return code.rendered
  }

  /// The exact curve class, mirrored step for step by ``BezierModels/newtonBisection(_:at:)``.
  private static let exactCubicClass = [
    "",
    "/// A cubic Bezier timing curve solved to 1e-12 of the time, where Flutter's `Cubic` stops",
    "/// within 0.001 of it: up to 8 Newton steps on x(m) = t from m = t, or, if a step leaves",
    "/// 0...1 or the slope is under 1e-6, 60 halvings of 0...1; then y(m).",
    "class SheetExactCubic extends Curve {",
    "  const SheetExactCubic(this.a, this.b, this.c, this.d);",
    "",
    "  final double a;",
    "  final double b;",
    "  final double c;",
    "  final double d;",
    "",
    "  static double _evaluate(double p1, double p2, double m) =>",
    "      3 * p1 * (1 - m) * (1 - m) * m + 3 * p2 * (1 - m) * m * m + m * m * m;",
    "",
    "  static double _slope(double p1, double p2, double m) =>",
    "      3 * p1 * (1 - m) * (1 - m) + 6 * (p2 - p1) * (1 - m) * m + 3 * (1 - p2) * m * m;",
    "",
    "  @override",
    "  double transformInternal(double t) {",
    "    var m = t;",
    "    for (var i = 0; i < 8; i++) {",
    "      final error = _evaluate(a, c, m) - t;",
    "      if (error.abs() < 1e-12) return _evaluate(b, d, m);",
    "      final slope = _slope(a, c, m);",
    "      if (slope.abs() < 1e-6) break;",
    "      m -= error / slope;",
    "      if (m < 0 || m > 1) break;",
    "    }",
    "    var start = 0.0;",
    "    var end = 1.0;",
    "    for (var i = 0; i < 60; i++) {",
    "      final midpoint = (start + end) / 2;",
    "      if (_evaluate(a, c, midpoint) < t) {",
    "        start = midpoint;",
    "      } else {",
    "        end = midpoint;",
    "      }",
    "    }",
    "    return _evaluate(b, d, (start + end) / 2);",
    "  }",
    "}",
  ]

  private static func addSpring(
    _ spring: ExportedSpring, _ context: ExportContext, _ code: inout CodeLines
  ) {
    let physical = context.measures.physicalSpring(spring)
    let exactError = physical.error
    let (duration, bounce) = spring.durationBounce
    let millis = Int((duration * 1000).rounded())
    let bounceText = ExportNumber.double(bounce)
    let roundedModel = withDurationAndBounce(
      milliseconds: millis, bounce: ExportNumber.parse(bounceText))
    let roundedError = context.measures.spring(spring, roundedModel)
    let exactModel = OscillatorModel(
      mass: 1, stiffness: ExportNumber.parse(physical.stiffness),
      damping: ExportNumber.parse(physical.damping))
    let travel = context.travel
    let exactComment = code.measured(
      spring.name, form: "SpringDescription", error: exactError, travel: travel)
    let durationLoss = Double(millis) / 1000 == duration ? nil : "whole milliseconds"
    let exactRelease = context.releaseComment(
      spring, form: "SpringDescription", model: exactModel, code: &code)
    let roundedComment = code.measured(
      spring.name, form: "withDurationAndBounce", error: roundedError, loss: durationLoss,
      travel: travel)
    let roundedRelease = context.releaseComment(
      spring, form: "withDurationAndBounce", model: roundedModel, loss: durationLoss, code: &code)
    let release = "From \(context.releaseName) (SpringSimulation's velocity)"

    code.add([
      "  /// \(spring.summary.capitalizedFirst): \(context.origin(of: spring)).",
      "  /// \(exactComment)",
      "  /// \(release): \(exactRelease)",
      "  static const SpringDescription \(spring.name) = SpringDescription(",
      "    mass: 1.0, stiffness: \(physical.stiffness), damping: \(physical.damping));",
      "  /// Duration and bounce: \(roundedComment)",
      "  /// \(release): \(roundedRelease)",
      "  static final SpringDescription \(spring.name)DurationBounce =",
      "    SpringDescription.withDurationAndBounce(",
      "      duration: const Duration(milliseconds: \(millis)), bounce: \(bounceText));", "",
    ])
  }

  /// Flutter's `withDurationAndBounce`: `duration.inMilliseconds / 1000` seconds,
  /// k = 4π²m / d², ζ = 1 − bounce for bounce > 0 else 1 / (bounce + 1), c = 2ζ√(mk).
  static func withDurationAndBounce(milliseconds: Int, bounce: Double) -> OscillatorModel {
    let seconds = Double(milliseconds) / 1000
    let stiffness = 4 * Double.pi * Double.pi / (seconds * seconds)
    let ratio = bounce > 0 ? 1 - bounce : 1 / (bounce + 1)
    return OscillatorModel(
      mass: 1, stiffness: stiffness, damping: ratio * 2 * stiffness.squareRoot())
  }

  private static func addCurve(
    _ curve: ExportedCurve, _ context: ExportContext, _ code: inout CodeLines
  ) {
    let points = curve.controlPoints.map(ExportNumber.double)
    let values = points.map(ExportNumber.parse)
    let micros = Int((curve.duration * 1_000_000).rounded())
    let seconds = Double(micros) / 1_000_000
    let exactError = context.measures.curve(curve, duration: seconds) {
      BezierModels.newtonBisection(values, at: $0)
    }
    let cubicError = context.measures.curve(curve, duration: seconds) {
      BezierModels.flutterCubic(values, at: $0)
    }
    let durationLoss = seconds == curve.duration ? nil : "whole microseconds"
    let exactComment = code.measured(
      curve.name, form: "SheetExactCubic", error: exactError, loss: durationLoss,
      travel: context.travel)
    let cubicComment = code.measured(
      curve.name, form: "Cubic", error: cubicError,
      loss: KotlinExport.losses("Cubic solves to 0.001 of the time", durationLoss),
      travel: context.travel)
    let list = points.joined(separator: ", ")
    code.add([
      "  /// \(curve.summary.capitalizedFirst): \(context.origin(of: curve)).",
      "  /// \(exactComment)",
      "  static const SheetExactCubic \(curve.name) = SheetExactCubic(\(list));",
      "  /// Flutter's own Cubic, where a `Cubic` is required: \(cubicComment)",
      "  static const Cubic \(curve.name)Cubic = Cubic(\(list));",
      "  static const Duration \(curve.name)Duration = Duration(microseconds: \(micros));", "",
    ])
  }
}
