/// What the two Kotlin targets share: `Float` springs (stiffness and damping ratio, mass 1),
/// whole-millisecond durations and the constants block.
enum KotlinExport {
  /// The spring Compose's `spring()` and Android's `SpringForce` run: stiffness and damping
  /// ratio as `Float`s (as printed), mass 1, solved in `Double`.
  static func floatSpring(stiffness: String, dampingRatio: String) -> OscillatorModel {
    let stiffness = ExportNumber.parse(stiffness)
    let ratio = ExportNumber.parse(dampingRatio)
    return OscillatorModel(
      mass: 1, stiffness: stiffness, damping: 2 * ratio * stiffness.squareRoot())
  }

  /// A spring's stiffness and damping ratio as Kotlin `Float` literals (without `f`).
  static func floatTexts(_ spring: ExportedSpring) -> (stiffness: String, ratio: String) {
    (
      ExportNumber.float(spring.physical.stiffness),
      ExportNumber.float(spring.parameters.dampingRatio)
    )
  }

  /// Why a Float spring is not exact, or nil when both numbers survive `Float`.
  static func floatLoss(_ spring: ExportedSpring, _ texts: (stiffness: String, ratio: String))
    -> String?
  {
    ExportNumber.parse(texts.stiffness) == spring.physical.stiffness
      && ExportNumber.parse(texts.ratio) == spring.parameters.dampingRatio ? nil : "Float stiffness"
  }

  /// A duration in whole milliseconds, as Compose's `durationMillis` and Android's
  /// `setDuration` take it, and why that loses time when it does.
  static func milliseconds(_ seconds: Double) -> (value: Int, loss: String?) {
    let value = Int((seconds * 1000).rounded())
    let loss = Double(value) / 1000 == seconds ? nil : "whole milliseconds"
    return (value, loss)
  }

  /// Joins losses, nil when there is none.
  static func losses(_ parts: String?...) -> String? {
    let present = parts.compactMap { $0 }
    return present.isEmpty ? nil : present.joined(separator: ", ")
  }

  static func constantLines(_ constants: [ExportedConstant]) -> [String] {
    var lines = ["    // Constants", ""]
    for constant in constants {
      lines.append("    /** \(constant.comment) */")
      lines.append("    const val \(constant.name) = \(constant.literal)")
    }
    return lines
  }

  /// Compose's constants in the types its APIs take: points as `Dp` (`16.0.dp`: a point is a
  /// density-independent pixel), unitless fractions, alphas and scales as `Float`
  /// (`Modifier.alpha`, `graphicsLayer`, `fillMaxHeight(fraction)`), the rest as before.
  static func composeConstantLines(_ constants: [ExportedConstant]) -> [String] {
    var lines = [
      "    // Constants: points as Dp, fractions and alphas as Float, seconds and rates as Double",
      "",
    ]
    for constant in constants {
      lines.append("    /** \(constant.comment) */")
      switch (constant.kind, constant.unit) {
      case (.double, "pt"):
        lines.append("    val \(constant.name): Dp = \(ExportNumber.double(constant.value)).dp")
      case (.double, ""), (.double, "×"):
        lines.append(
          "    const val \(constant.name): Float = \(ExportNumber.float(constant.value))f")
      default:
        lines.append("    const val \(constant.name) = \(constant.literal)")
      }
    }
    return lines
  }
}
