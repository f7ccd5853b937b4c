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
}

/// Jetpack Compose: `spring(dampingRatio, stiffness)` and `tween(durationMillis, easing =
/// CubicBezierEasing(...))`, all `Float`.
enum ComposeExport {
  static func render(_ context: ExportContext) -> RenderedExport {
    var code = CodeLines()
    code.add(context.headerLines.map { "// " + $0 })
    code.add([
      "import androidx.compose.animation.core.CubicBezierEasing",
      "import androidx.compose.animation.core.spring",
      "import androidx.compose.animation.core.tween", "", "object SheetTuning {",
      "    // Springs (mass 1)", "",
    ])
    for spring in context.inventory.springs {
      let texts = KotlinExport.floatTexts(spring)
      let error = context.measures.spring(
        spring, KotlinExport.floatSpring(stiffness: texts.stiffness, dampingRatio: texts.ratio))
      let comment = code.measured(
        spring.name, form: "spring(dampingRatio, stiffness)", error: error,
        loss: KotlinExport.floatLoss(spring, texts), travel: context.travel)
      code.add([
        "    /** \(spring.summary.capitalizedFirst): \(context.origin(of: spring)).",
        "     *  \(comment) */",
        "    val \(spring.name) = spring<Float>(dampingRatio = \(texts.ratio)f, "
          + "stiffness = \(texts.stiffness)f)", "",
      ])
    }
    code.add(["    // Curves", ""])
    for curve in context.inventory.curves {
      let floats = curve.controlPoints.map(ExportNumber.float)
      let millis = KotlinExport.milliseconds(curve.duration)
      let error = context.measures.floatCurve(
        curve, points: floats, duration: Double(millis.value) / 1000)
      let comment = code.measured(
        curve.name, form: "tween(CubicBezierEasing)", error: error,
        loss: KotlinExport.losses("Float", millis.loss), travel: context.travel)
      code.add([
        "    /** \(curve.summary.capitalizedFirst): \(context.origin(of: curve)).",
        "     *  \(comment) */",
        "    val \(curve.name) = tween<Float>(",
        "        durationMillis = \(millis.value),",
        "        easing = CubicBezierEasing(\(floats.map { $0 + "f" }.joined(separator: ", "))),",
        "    )", "",
      ])
    }
    code.add(KotlinExport.constantLines(context.inventory.constants))
    code.add("}")
    return code.rendered
  }
}
