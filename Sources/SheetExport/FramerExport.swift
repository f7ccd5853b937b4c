/// Framer Motion (and Framer's own transitions): each spring as `{ type: "spring", stiffness,
/// damping, mass }` with rest thresholds small enough not to cut the motion short, each curve
/// as `{ duration, ease: exactCubicBezier(...) }` (a function written into the export that
/// solves the Bézier: under 0.01 pt) and beside it as Motion's `ease: [x1, y1, x2, y2]`
/// (12 halvings at most: measured), constants as numbers, all in one exported object.
enum FramerExport {
  static func render(_ context: ExportContext) -> RenderedExport {
    var code = CodeLines()
    code.add(context.headerLines.map { "// " + $0 })
    code.add([
      "//",
      "// A spring is a transition; hand a release's velocity on in the value's units per second:",
      "//   animate(y, 0, { ...SheetTuning.sheet, velocity: releaseVelocity })",
      "// restDelta and restSpeed are 0.01, for values in points or pixels: Motion's defaults for",
      "// values over 5 apart (0.5 and 2 per second) end a spring up to half a point early. For a",
      "// 0-to-1 progress use 0.0001, the engine's own tolerance.",
      "",
    ])
    code.add(exactBezierFunction)
    code.add(["", "export const SheetTuning = {", "  // Springs (mass 1)", ""])
    for spring in context.inventory.springs {
      let form = DesignToolSpring(spring, context, &code, form: "type: \"spring\"")
      code.add([
        "  /** \(context.summary(of: spring))",
        "   *  From rest: \(form.restComment).",
        "   *  From \(context.releaseName): \(form.releaseComment). */",
        "  \(spring.name): {",
        "    type: \"spring\", stiffness: \(form.stiffness), damping: \(form.damping), mass: 1,",
        "    restDelta: 0.01, restSpeed: 0.01,",
        "  },", "",
      ])
    }
    addCurves(context, &code)
    code.add(["  // Constants", ""])
    for constant in context.inventory.constants {
      code.add("  /** \(constant.comment) */")
      code.add("  \(constant.name): \(constant.literal),")
    }
    code.add("};")
    return code.rendered
  }

  /// Each curve twice: with the exact easing function, and as Motion's bezier array, each
  /// with its measured error.
  private static func addCurves(_ context: ExportContext, _ code: inout CodeLines) {
    code.add(["  // Curves (duration in seconds)", ""])
    for curve in context.inventory.curves {
      let points = curve.controlPoints.map(ExportNumber.double)
      let values = points.map(ExportNumber.parse)
      let duration = ExportNumber.double(curve.duration)
      let seconds = ExportNumber.parse(duration)
      let exactError = context.measures.curve(curve, duration: seconds) {
        BezierModels.newtonBisection(values, at: $0)
      }
      let arrayError = context.measures.curve(curve, duration: seconds) {
        BezierModels.framerMotion(values, at: $0)
      }
      let exactComment = code.measured(
        curve.name, form: "ease: exactCubicBezier()", error: exactError, travel: context.travel)
      let arrayComment = code.measured(
        curve.name, form: "ease: [x1, y1, x2, y2]", error: arrayError,
        loss: "Motion halves the time 12 times at most", travel: context.travel)
      let list = points.joined(separator: ", ")
      code.add([
        "  /** \(context.summary(of: curve))",
        "   *  \(exactComment). */",
        "  \(curve.name): { duration: \(duration), ease: exactCubicBezier(\(list)) },",
        "  /** Motion's own bezier array (and Framer's curve fields): \(arrayComment);",
        "   *  exact where Motion hands it to the browser as cubic-bezier(). */",
        "  \(curve.name)Array: { duration: \(duration), ease: [\(list)] },", "",
      ])
    }
  }

  /// The exact easing, mirrored step for step by ``BezierModels/newtonBisection(_:at:)``.
  private static let exactBezierFunction = [
    "/** A cubic Bezier easing solved to 1e-12 of the time, where Motion's [x1, y1, x2, y2]",
    " *  stops after 12 halvings: up to 8 Newton steps on x(m) = t from m = t, or, if a step",
    " *  leaves 0..1 or the slope is under 1e-6, 60 halvings of 0..1; then y(m). */",
    "export function exactCubicBezier(a, b, c, d) {",
    "  const evaluate = (p1, p2, m) =>",
    "    3 * p1 * (1 - m) * (1 - m) * m + 3 * p2 * (1 - m) * m * m + m * m * m;",
    "  const slope = (p1, p2, m) =>",
    "    3 * p1 * (1 - m) * (1 - m) + 6 * (p2 - p1) * (1 - m) * m + 3 * (1 - p2) * m * m;",
    "  return (t) => {",
    "    if (t === 0 || t === 1) return t;",
    "    let m = t;",
    "    for (let i = 0; i < 8; i++) {",
    "      const error = evaluate(a, c, m) - t;",
    "      if (Math.abs(error) < 1e-12) return evaluate(b, d, m);",
    "      const s = slope(a, c, m);",
    "      if (Math.abs(s) < 1e-6) break;",
    "      m -= error / s;",
    "      if (m < 0 || m > 1) break;",
    "    }",
    "    let start = 0;",
    "    let end = 1;",
    "    for (let i = 0; i < 60; i++) {",
    "      const midpoint = (start + end) / 2;",
    "      if (evaluate(a, c, midpoint) < t) start = midpoint;",
    "      else end = midpoint;",
    "    }",
    "    return evaluate(b, d, (start + end) / 2);",
    "  };",
    "}",
  ]
}
