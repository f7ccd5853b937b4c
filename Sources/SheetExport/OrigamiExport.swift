/// Origami Studio: each spring as a Pop Animation patch's Bounciness and Speed (converted by
/// Rebound's published formulas, ``OrigamiForms``), each curve as a Cubic Bezier Animation
/// patch's duration and control points. Origami has no file to paste into, so this is a text
/// block to type from.
enum OrigamiExport {
  static func render(_ context: ExportContext) -> RenderedExport {
    var code = CodeLines()
    code.add(context.headerLines)
    code.add([
      "Pop Animation springs run as Rebound's: bounciness and speed become a spring of mass 1 by",
      "Rebound's BouncyConversion and OrigamiValueConverter; a spring damped past Rebound's",
      "no-bounce friction needs a negative bounciness. Curves assume Origami solves the Bezier",
      "exactly (it does not say how it does).", "", "SPRINGS (Pop Animation patch)", "",
    ])
    for spring in context.inventory.springs { addSpring(spring, context, &code) }
    code.add(["CURVES (Cubic Bezier Animation patch)", ""])
    for curve in context.inventory.curves {
      let points = curve.controlPoints.map(ExportNumber.double)
      let duration = ExportNumber.double(curve.duration)
      let error = context.measures.exactCurve(
        curve, points: points, duration: ExportNumber.parse(duration))
      let comment = code.measured(
        curve.name, form: "Cubic Bezier Animation", error: error, travel: context.travel)
      code.add([
        "\(curve.name): \(context.summary(of: curve))",
        "  Duration        \(duration) s",
        "  Control points  \(points.joined(separator: ", "))",
        "  \(comment)", "",
      ])
    }
    code.add(["CONSTANTS", ""])
    for constant in context.inventory.constants {
      code.add("\(constant.name) = \(constant.literal)  (\(constant.comment))")
    }
    return code.rendered
  }

  private static func addSpring(
    _ spring: ExportedSpring, _ context: ExportContext, _ code: inout CodeLines
  ) {
    let physical = spring.physical
    let pop = OrigamiForms.bouncinessSpeed(
      stiffness: physical.stiffness, damping: physical.damping)
    let texts = (ExportNumber.double(pop.bounciness), ExportNumber.double(pop.speed))
    let runs = OrigamiForms.physical(
      bounciness: ExportNumber.parse(texts.0), speed: ExportNumber.parse(texts.1))
    let model = OscillatorModel(mass: 1, stiffness: runs.stiffness, damping: runs.damping)
    let restComment = code.measured(
      spring.name, form: "Pop Animation", error: context.measures.spring(spring, model),
      travel: context.travel)
    let releaseComment = code.measured(
      spring.name, form: "Pop Animation from \(context.releaseName)",
      error: context.measures.springFromRelease(spring, model), travel: context.travel)
    code.add([
      "\(spring.name): \(context.summary(of: spring))",
      "  Bounciness  \(texts.0)",
      "  Speed       \(texts.1)",
      "  (Rebound: tension \(ExportNumber.short(runs.stiffness)), friction "
        + "\(ExportNumber.short(runs.damping)); Spring Converter patch: response "
        + "\(ExportNumber.short(spring.parameters.response)), damping fraction "
        + "\(ExportNumber.short(spring.parameters.dampingRatio)))",
      "  From rest: \(restComment)",
      "  From \(context.releaseName): \(releaseComment)", "",
    ])
  }
}
