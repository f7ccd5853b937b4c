/// SwiftUI: springs as `Spring(duration:bounce:)` (exact: mass 1, the same closed form),
/// curves as `Animation.timingCurve(_:_:_:_:duration:)`, constants as `static let`, and the
/// list sheet's detents, corner radius, background interaction and grabber as the
/// `presentation…` modifiers that take them (``SheetPresentationExport``).
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
      let release = context.releaseComment(
        spring, form: "Spring(duration:bounce:)", model: model, code: &code)
      code.add([
        "  /// \(spring.summary.capitalizedFirst): \(context.origin(of: spring)).",
        "  /// \(comment)",
        "  /// From \(context.releaseName): \(release)",
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
    code.add(
      SwiftConstants.lines(
        context.inventory.constants, platform: "SwiftUI", user: "sheetTuningPresentation()"))
    code.add("}")
    let presentation = SheetPresentationExport(
      tuning: context.inventory.tuning, device: context.device)
    code.add(presentation.swiftUILines)
    return code.rendered
  }

  /// Apple's documented duration-and-bounce spring, from the printed numbers.
  static func appleSpring(duration: String, bounce: String) -> OscillatorModel {
    let (stiffness, damping) = SpringForms.physical(
      duration: ExportNumber.parse(duration), bounce: ExportNumber.parse(bounce))
    return OscillatorModel(mass: 1, stiffness: stiffness, damping: damping)
  }
}

/// The constants block both Swift targets share: first those the sheet presentation reads,
/// then, under a comment that says so, those no API of the platform takes.
enum SwiftConstants {
  static func lines(_ constants: [ExportedConstant], platform: String, user: String) -> [String] {
    let homed = constants.filter { $0.key.map(SheetPresentationExport.homedKeys.contains) ?? false }
    let homeless = constants.filter { !homed.contains($0) }
    var lines = [
      "  // MARK: Constants the sheet presentation is written from", "",
      "  // \(user) sets these in \(platform)'s own API: detents, corner radius, background",
      "  // interaction and scrolling.",
    ]
    lines += homed.flatMap(declaration)
    lines += [
      "", "  // MARK: Constants with no home in \(platform)", "",
      "  // \(platform) has no API that takes these: the system sheet's dim, shadow, grabber size,",
      "  // floating inset and card stack, its dismiss rule and gesture slop, the list's physics",
      "  // and the navigation transition are its own and cannot be set. They are the playground's",
      "  // numbers for code that reimplements that behaviour (a custom sheet, transition or",
      "  // gesture); pasted alone they change nothing.",
    ]
    lines += homeless.flatMap(declaration)
    return lines
  }

  private static func declaration(_ constant: ExportedConstant) -> [String] {
    let type =
      switch constant.kind {
      case .bool: "Bool"
      case .int: "Int"
      case .double: "Double"
      }
    return [
      "  /// \(constant.comment)",
      "  static let \(constant.name): \(type) = \(constant.literal)",
    ]
  }
}

extension String {
  /// The text with its first letter uppercased, for a comment that starts a sentence.
  var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
