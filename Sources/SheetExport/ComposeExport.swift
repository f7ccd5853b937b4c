/// Jetpack Compose: `spring(dampingRatio, stiffness)` and `tween(durationMillis, easing =
/// CubicBezierEasing(...))`, all `Float`; constants in points as `Dp`, fractions and alphas as
/// `Float`.
enum ComposeExport {
  static func render(_ context: ExportContext) -> RenderedExport {
    var code = CodeLines()
    code.add(context.headerLines.map { "// " + $0 })
    code.add([
      "import androidx.compose.animation.core.CubicBezierEasing",
      "import androidx.compose.animation.core.spring",
      "import androidx.compose.animation.core.tween", "import androidx.compose.ui.unit.Dp",
      "import androidx.compose.ui.unit.dp", "", "object SheetTuning {",
      "    // Springs (mass 1)", "",
    ])
    for spring in context.inventory.springs {
      let texts = KotlinExport.floatTexts(spring)
      let model = KotlinExport.floatSpring(stiffness: texts.stiffness, dampingRatio: texts.ratio)
      let error = context.measures.spring(spring, model)
      let comment = code.measured(
        spring.name, form: "spring(dampingRatio, stiffness)", error: error,
        loss: KotlinExport.floatLoss(spring, texts), travel: context.travel)
      let release = context.releaseComment(
        spring, form: "spring(dampingRatio, stiffness)", model: model,
        loss: KotlinExport.floatLoss(spring, texts), code: &code)
      code.add([
        "    /** \(spring.summary.capitalizedFirst): \(context.origin(of: spring)).",
        "     *  \(comment)",
        "     *  From \(context.releaseName): \(release) */",
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
    code.add(KotlinExport.composeConstantLines(context.inventory.constants))
    code.add("}")
    return code.rendered
  }
}
