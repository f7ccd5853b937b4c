/// Android views: `SpringForce` (stiffness, damping ratio; `Float`, mass 1) and
/// `PathInterpolator` (a flattened path, `Float`) with a whole-millisecond duration.
enum AndroidExport {
  static func render(_ context: ExportContext) -> RenderedExport {
    var code = CodeLines()
    code.add(context.headerLines.map { "// " + $0 })
    code.add([
      "import android.view.animation.PathInterpolator",
      "import androidx.dynamicanimation.animation.SpringForce", "", "object SheetTuning {",
      "    // Springs (SpringForce, mass 1)", "",
    ])
    for spring in context.inventory.springs {
      let texts = KotlinExport.floatTexts(spring)
      let error = context.measures.spring(
        spring, KotlinExport.floatSpring(stiffness: texts.stiffness, dampingRatio: texts.ratio))
      let comment = code.measured(
        spring.name, form: "SpringForce", error: error,
        loss: KotlinExport.floatLoss(spring, texts), travel: context.travel)
      code.add([
        "    /** \(spring.summary.capitalizedFirst): \(context.origin(of: spring)).",
        "     *  \(comment) */",
        "    fun \(spring.name)(): SpringForce =",
        "        SpringForce().setStiffness(\(texts.stiffness)f).setDampingRatio(\(texts.ratio)f)",
        "",
      ])
    }
    code.add(["    // Curves (PathInterpolator with ValueAnimator.setDuration)", ""])
    for curve in context.inventory.curves { addCurve(curve, context, &code) }
    code.add(KotlinExport.constantLines(context.inventory.constants))
    code.add("}")
    return code.rendered
  }

  private static func addCurve(
    _ curve: ExportedCurve, _ context: ExportContext, _ code: inout CodeLines
  ) {
    let floats = curve.controlPoints.map(ExportNumber.float)
    let millis = KotlinExport.milliseconds(curve.duration)
    let model = PathInterpolatorModel(floats.map { Float(ExportNumber.parse($0)) })
    let error = context.measures.curve(curve, duration: Double(millis.value) / 1000) {
      Double(model.value(at: Float($0)))
    }
    let loss = KotlinExport.losses(
      "a path of \(model.xs.count - 1) line segments (precision 0.002)", millis.loss)
    let comment = code.measured(
      curve.name, form: "PathInterpolator", error: error, loss: loss, travel: context.travel)
    code.add([
      "    /** \(curve.summary.capitalizedFirst): \(context.origin(of: curve)).",
      "     *  \(comment) */",
      "    fun \(curve.name)(): PathInterpolator =",
      "        PathInterpolator(\(floats.map { $0 + "f" }.joined(separator: ", ")))",
      "    const val \(curve.name)DurationMs = \(millis.value)L", "",
    ])
  }
}
