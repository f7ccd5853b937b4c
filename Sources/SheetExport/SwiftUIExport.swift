/// SwiftUI: springs as `Spring(duration:bounce:)` (exact: mass 1, the same closed form),
/// curves as `Animation.timingCurve(_:_:_:_:duration:)`, constants as `static let`.
enum SwiftUIExport {
  static func render(_ context: ExportContext) -> RenderedExport {
    var code = CodeLines()
    code.add(context.headerLines.map { "// " + $0 })
    code.add(["import SwiftUI", "", "enum SheetTuning {", "  // MARK: Springs", ""])
    for spring in context.inventory.springs {
      let (duration, bounce) = spring.durationBounce
      let texts = [ExportNumber.double(duration), ExportNumber.double(bounce)]
      let model = appleSpring(duration: texts[0], bounce: texts[1])
      let error = context.measures.spring(spring, model)
      let comment = code.measured(
        spring.name, form: "Spring(duration:bounce:)", error: error, travel: context.travel)
      code.add([
        "  /// \(spring.summary.capitalizedFirst): \(context.origin(of: spring)).",
        "  /// \(comment)",
        "  static let \(spring.name) = Spring(duration: \(texts[0]), bounce: \(texts[1]))", "",
      ])
    }
    code.add(["  // MARK: Curves", ""])
    for curve in context.inventory.curves {
      let points = curve.controlPoints.map(ExportNumber.double)
      let duration = ExportNumber.double(curve.duration)
      let error = context.measures.exactCurve(
        curve, points: points, duration: ExportNumber.parse(duration))
      let comment = code.measured(
        curve.name, form: ".timingCurve", error: error, travel: context.travel)
      code.add([
        "  /// \(curve.summary.capitalizedFirst): \(context.origin(of: curve)).",
        "  /// \(comment)",
        "  static let \(curve.name) = Animation.timingCurve(",
        "    \(points.joined(separator: ", ")), duration: \(duration))", "",
      ])
    }
    code.add(SwiftConstants.lines(context.inventory.constants))
    code.add("}")
    return code.rendered
  }

  /// Apple's documented duration-and-bounce spring, from the printed numbers.
  static func appleSpring(duration: String, bounce: String) -> OscillatorModel {
    let (stiffness, damping) = SpringForms.physical(
      duration: ExportNumber.parse(duration), bounce: ExportNumber.parse(bounce))
    return OscillatorModel(mass: 1, stiffness: stiffness, damping: damping)
  }
}

/// The constants block both Swift targets share.
enum SwiftConstants {
  static func lines(_ constants: [ExportedConstant]) -> [String] {
    var lines = ["  // MARK: Constants", ""]
    for constant in constants {
      let type =
        switch constant.kind {
        case .bool: "Bool"
        case .int: "Int"
        case .double: "Double"
        }
      lines.append("  /// \(constant.comment)")
      lines.append("  static let \(constant.name): \(type) = \(constant.literal)")
    }
    return lines
  }
}

extension String {
  /// The text with its first letter uppercased, for a comment that starts a sentence.
  var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
