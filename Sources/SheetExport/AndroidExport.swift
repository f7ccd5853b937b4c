/// Android views: `SpringForce` (stiffness, damping ratio; `Float`, mass 1), and each curve as
/// `SheetExactInterpolator` (an `Interpolator` written into the export that solves the Bézier
/// in `Double`: measured, under 0.01 pt) and as the platform's `PathInterpolator` (a path
/// flattened to 0.002, `Float`: measured, points off where the curve is steep), with a
/// whole-millisecond duration.
enum AndroidExport {
  static func render(_ context: ExportContext) -> RenderedExport {
    var code = CodeLines()
    code.add(context.headerLines.map { "// " + $0 })
    code.add([
      "import android.view.animation.Interpolator",
      "import android.view.animation.PathInterpolator",
      "import androidx.dynamicanimation.animation.SpringForce", "import kotlin.math.abs", "",
      "object SheetTuning {",
      "    // Springs (SpringForce, mass 1)", "",
    ])
    for spring in context.inventory.springs {
      let texts = KotlinExport.floatTexts(spring)
      let model = KotlinExport.floatSpring(stiffness: texts.stiffness, dampingRatio: texts.ratio)
      let error = context.measures.spring(spring, model)
      let comment = code.measured(
        spring.name, form: "SpringForce", error: error,
        loss: KotlinExport.floatLoss(spring, texts), travel: context.travel)
      let release = context.releaseComment(
        spring, form: "SpringForce", model: model,
        loss: KotlinExport.floatLoss(spring, texts), code: &code)
      code.add([
        "    /** \(spring.summary.capitalizedFirst): \(context.origin(of: spring)).",
        "     *  \(comment)",
        "     *  From \(context.releaseName): \(release) */",
        "    fun \(spring.name)(): SpringForce =",
        "        SpringForce().setStiffness(\(texts.stiffness)f).setDampingRatio(\(texts.ratio)f)",
        "",
      ])
    }
    code.add(["    // Curves (PathInterpolator with ValueAnimator.setDuration)", ""])
    for curve in context.inventory.curves { addCurve(curve, context, &code) }
    code.add(KotlinExport.constantLines(context.inventory.constants))
    code.add("}")
    code.add(exactInterpolatorClass)
    return code.rendered
  }

  private static func addCurve(
    _ curve: ExportedCurve, _ context: ExportContext, _ code: inout CodeLines
  ) {
    let points = curve.controlPoints.map(ExportNumber.double)
    let values = points.map(ExportNumber.parse)
    let floats = curve.controlPoints.map(ExportNumber.float)
    let millis = KotlinExport.milliseconds(curve.duration)
    let seconds = Double(millis.value) / 1000
    let model = PathInterpolatorModel(floats.map { Float(ExportNumber.parse($0)) })
    let exactError = context.measures.curve(curve, duration: seconds) {
      Double(Float(BezierModels.newtonBisection(values, at: Double(Float($0)))))
    }
    let pathError = context.measures.curve(curve, duration: seconds) {
      Double(model.value(at: Float($0)))
    }
    let exactComment = code.measured(
      curve.name, form: "SheetExactInterpolator", error: exactError,
      loss: KotlinExport.losses("Float fraction", millis.loss), travel: context.travel)
    let loss = KotlinExport.losses(
      "a path of \(model.xs.count - 1) line segments (precision 0.002)", millis.loss)
    let pathComment = code.measured(
      curve.name, form: "PathInterpolator", error: pathError, loss: loss, travel: context.travel)
    code.add([
      "    /** \(curve.summary.capitalizedFirst): \(context.origin(of: curve)).",
      "     *  \(exactComment) */",
      "    fun \(curve.name)(): Interpolator = SheetExactInterpolator(\(points.joined(separator: ", ")))",
      "    /** The platform's PathInterpolator: \(pathComment) */",
      "    fun \(curve.name)Path(): PathInterpolator =",
      "        PathInterpolator(\(floats.map { $0 + "f" }.joined(separator: ", ")))",
      "    const val \(curve.name)DurationMs = \(millis.value)L", "",
    ])
  }

  /// The exact interpolator, mirrored step for step (in `Double`, its `Float` in and out) by
  /// ``BezierModels/newtonBisection(_:at:)``.
  private static let exactInterpolatorClass = [
    "",
    "/** A cubic Bezier solved in Double to 1e-12 of the time, where PathInterpolator flattens",
    " *  the curve into segments within 0.002: up to 8 Newton steps on x(m) = t from m = t, or,",
    " *  if a step leaves 0..1 or the slope is under 1e-6, 60 halvings of 0..1; then y(m). */",
    "class SheetExactInterpolator(",
    "    private val a: Double,",
    "    private val b: Double,",
    "    private val c: Double,",
    "    private val d: Double,",
    ") : Interpolator {",
    "    private fun evaluate(p1: Double, p2: Double, m: Double) =",
    "        3 * p1 * (1 - m) * (1 - m) * m + 3 * p2 * (1 - m) * m * m + m * m * m",
    "",
    "    private fun slope(p1: Double, p2: Double, m: Double) =",
    "        3 * p1 * (1 - m) * (1 - m) + 6 * (p2 - p1) * (1 - m) * m + 3 * (1 - p2) * m * m",
    "",
    "    override fun getInterpolation(input: Float): Float {",
    "        val t = input.toDouble()",
    "        if (t <= 0.0 || t >= 1.0) return input.coerceIn(0f, 1f)",
    "        var m = t",
    "        for (i in 0 until 8) {",
    "            val error = evaluate(a, c, m) - t",
    "            if (abs(error) < 1e-12) return evaluate(b, d, m).toFloat()",
    "            val s = slope(a, c, m)",
    "            if (abs(s) < 1e-6) break",
    "            m -= error / s",
    "            if (m < 0 || m > 1) break",
    "        }",
    "        var start = 0.0",
    "        var end = 1.0",
    "        repeat(60) {",
    "            val midpoint = (start + end) / 2",
    "            if (evaluate(a, c, midpoint) < t) start = midpoint else end = midpoint",
    "        }",
    "        return evaluate(b, d, (start + end) / 2).toFloat()",
    "    }",
    "}",
  ]
}
