/// Flutter: each spring as `SpringDescription(mass:stiffness:damping:)` (exact) and as
/// `SpringDescription.withDurationAndBounce` (which reads its duration in whole milliseconds:
/// measured), each curve as `Cubic` (solved by bisection to 0.001 of the time: measured) with a
/// microsecond `Duration`.
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
    return code.rendered
  }

  private static func addSpring(
    _ spring: ExportedSpring, _ context: ExportContext, _ code: inout CodeLines
  ) {
    let physical = context.measures.physicalSpring(spring)
    let exactError = physical.error
    let (duration, bounce) = spring.durationBounce
    let millis = Int((duration * 1000).rounded())
    let bounceText = ExportNumber.double(bounce)
    let roundedError = context.measures.spring(
      spring, withDurationAndBounce(milliseconds: millis, bounce: ExportNumber.parse(bounceText)))
    let travel = context.travel
    let exactComment = code.measured(
      spring.name, form: "SpringDescription", error: exactError, travel: travel)
    let durationLoss = Double(millis) / 1000 == duration ? nil : "whole milliseconds"
    let roundedComment = code.measured(
      spring.name, form: "withDurationAndBounce", error: roundedError, loss: durationLoss,
      travel: travel)
    code.add([
      "  /// \(spring.summary.capitalizedFirst): \(context.origin(of: spring)).",
      "  /// \(exactComment)",
      "  static const SpringDescription \(spring.name) = SpringDescription(",
      "    mass: 1.0, stiffness: \(physical.stiffness), damping: \(physical.damping));",
      "  /// Duration and bounce: \(roundedComment)",
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
    let error = context.measures.curve(curve, duration: Double(micros) / 1_000_000) {
      BezierModels.flutterCubic(values, at: $0)
    }
    let durationLoss = Double(micros) / 1_000_000 == curve.duration ? nil : "whole microseconds"
    let comment = code.measured(
      curve.name, form: "Cubic", error: error,
      loss: KotlinExport.losses("Cubic solves to 0.001 of the time", durationLoss),
      travel: context.travel)
    code.add([
      "  /// \(curve.summary.capitalizedFirst): \(context.origin(of: curve)).",
      "  /// \(comment)",
      "  static const Cubic \(curve.name) = Cubic(\(points.joined(separator: ", ")));",
      "  static const Duration \(curve.name)Duration = Duration(microseconds: \(micros));", "",
    ])
  }
}
