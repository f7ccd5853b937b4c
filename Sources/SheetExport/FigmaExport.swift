import SheetJSON

/// Figma prototypes: each spring as the Plugin API's `Easing` of type `CUSTOM_SPRING`
/// (`easingFunctionSpring`: mass, stiffness, damping, initialVelocity), the numbers of the
/// prototype panel's custom spring; each curve as `CUSTOM_CUBIC_BEZIER` with its duration.
/// JSON has no comments, so the measured errors and summaries are fields.
enum FigmaExport {
  static func render(_ context: ExportContext) -> RenderedExport {
    var code = CodeLines()
    code.add("{")
    let about =
      context.headerLines + [
        "Each easing is a Figma Plugin API Easing: set it as a reaction's transition.easing, or",
        "type mass, stiffness and damping into the prototype panel's custom spring.",
        "Figma documents no unit for initialVelocity; the errors from a release assume progress",
        "per second (1 = the whole transition per second), as UIKit's relative velocity.",
      ]
    code.add("  \"about\": [")
    code.add(
      about.enumerated().map { "    \(JSONText.string($1))\($0 < about.count - 1 ? "," : "")" })
    code.add("  ],")
    addSprings(context, &code)
    addCurves(context, &code)
    addConstants(context, &code)
    code.add(["  }", "}"])
    return code.rendered
  }

  /// Each spring as `CUSTOM_SPRING`, with its errors from rest and from the release.
  private static func addSprings(_ context: ExportContext, _ code: inout CodeLines) {
    code.add("  \"springs\": {")
    let springs = context.inventory.springs
    for (index, spring) in springs.enumerated() {
      let form = DesignToolSpring(spring, context, &code, form: "CUSTOM_SPRING")
      code.add([
        "    \(JSONText.string(spring.name)): {",
        "      \"summary\": \(JSONText.string(context.summary(of: spring))),",
        "      \"easing\": {",
        "        \"type\": \"CUSTOM_SPRING\",",
        "        \"easingFunctionSpring\": {",
        "          \"mass\": 1.0, \"stiffness\": \(form.stiffness), \"damping\": \(form.damping),",
        "          \"initialVelocity\": 0.0",
        "        }",
        "      },",
        "      \"errorFromRest\": \(JSONText.string(form.restComment)),",
        "      \"errorFromRelease\": \(JSONText.string(form.releaseComment))",
        "    }\(index < springs.count - 1 ? "," : "")",
      ])
    }
    code.add("  },")
  }

  /// Each curve as `CUSTOM_CUBIC_BEZIER` with its duration and measured error.
  private static func addCurves(_ context: ExportContext, _ code: inout CodeLines) {
    code.add("  \"curves\": {")
    let curves = context.inventory.curves
    for (index, curve) in curves.enumerated() {
      let points = curve.controlPoints.map(ExportNumber.double)
      let duration = ExportNumber.double(curve.duration)
      let error = context.measures.exactCurve(
        curve, points: points, duration: ExportNumber.parse(duration))
      let comment = code.measured(
        curve.name, form: "CUSTOM_CUBIC_BEZIER", error: error, travel: context.travel)
      code.add([
        "    \(JSONText.string(curve.name)): {",
        "      \"summary\": \(JSONText.string(context.summary(of: curve))),",
        "      \"easing\": {",
        "        \"type\": \"CUSTOM_CUBIC_BEZIER\",",
        "        \"easingFunctionCubicBezier\": {",
        "          \"x1\": \(points[0]), \"y1\": \(points[1]), \"x2\": \(points[2]), \"y2\": \(points[3])",
        "        }",
        "      },",
        "      \"duration\": \(duration),",
        "      \"error\": \(JSONText.string(comment))",
        "    }\(index < curves.count - 1 ? "," : "")",
      ])
    }
    code.add("  },")
  }

  /// The constants no easing takes, each with its summary.
  private static func addConstants(_ context: ExportContext, _ code: inout CodeLines) {
    code.add("  \"constants\": {")
    let constants = context.inventory.constants
    for (index, constant) in constants.enumerated() {
      code.add(
        "    \(JSONText.string(constant.name)): { \"value\": \(constant.literal), "
          + "\"summary\": \(JSONText.string(constant.comment)) }"
          + (index < constants.count - 1 ? "," : ""))
    }
  }
}

/// A spring for a designers' tool that takes mass, stiffness and damping (Figma, Framer
/// Motion), measured from rest and from the release.
struct DesignToolSpring {
  let stiffness: String
  let damping: String
  let restComment: String
  let releaseComment: String

  init(_ spring: ExportedSpring, _ context: ExportContext, _ code: inout CodeLines, form: String) {
    let physical = context.measures.physicalSpring(spring)
    stiffness = physical.stiffness
    damping = physical.damping
    let model = OscillatorModel(
      mass: 1, stiffness: ExportNumber.parse(stiffness), damping: ExportNumber.parse(damping))
    restComment = code.measured(
      spring.name, form: form, error: physical.error, travel: context.travel)
    releaseComment = code.measured(
      spring.name, form: "\(form) from \(context.releaseName)",
      error: context.measures.springFromRelease(spring, model), travel: context.travel)
  }
}
