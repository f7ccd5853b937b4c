/// CSS: custom properties on `:root`, curves as `cubic-bezier()` (exact) and springs as
/// `linear()` (the fewest stops under 0.5 pt), durations in milliseconds.
enum CSSExport {
  static func render(_ context: ExportContext) -> RenderedExport {
    var code = CodeLines()
    code.add("/*")
    code.add(context.headerLines.map { " * " + $0 })
    code.add([" */", ":root {", "  /* Springs: linear() easings with their durations */", ""])
    for spring in context.inventory.springs {
      let easing = CSSLinearEasing(spring, travel: context.travel)
      let comment = code.measured(
        spring.name, form: "linear()", error: easing.worstError,
        loss: "\(easing.stops.count) stops", travel: context.travel)
      let property = kebab(spring.name)
      code.add([
        "  /* \(spring.summary.capitalizedFirst): \(context.origin(of: spring)).",
        "     \(comment) */",
        "  --\(property)-spring: \(easing.text);",
        "  --\(property)-spring-duration: \(easing.durationMilliseconds)ms;", "",
      ])
    }
    code.add(["  /* Curves */", ""])
    for curve in context.inventory.curves {
      let points = curve.controlPoints.map(ExportNumber.double)
      let milliseconds = ExportNumber.fixed(curve.duration * 1000, places: 3)
      let error = context.measures.exactCurve(
        curve, points: points, duration: ExportNumber.parse(milliseconds) / 1000)
      let comment = code.measured(
        curve.name, form: "cubic-bezier()", error: error, travel: context.travel)
      let property = kebab(curve.name)
      code.add([
        "  /* \(curve.summary.capitalizedFirst): \(context.origin(of: curve)).",
        "     \(comment) */",
        "  --\(property)-easing: cubic-bezier(\(points.joined(separator: ", ")));",
        "  --\(property)-duration: \(milliseconds)ms;", "",
      ])
    }
    code.add(["  /* Constants */", ""])
    for constant in context.inventory.constants {
      let value =
        switch constant.kind {
        case .bool: constant.value != 0 ? "1" : "0"
        case .int: String(Int(constant.value))
        case .double: constant.value.description
        }
      code.add("  --\(kebab(constant.name)): \(value); /* \(constant.comment) */")
    }
    code.add("}")
    return code.rendered
  }

  /// `sheetFlick` → `sheet-flick`.
  static func kebab(_ name: String) -> String {
    name.map { $0.isUppercase ? "-" + $0.lowercased() : String($0) }.joined()
  }
}
