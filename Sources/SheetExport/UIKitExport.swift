/// UIKit and Core Animation: each spring as `UISpringTimingParameters(duration:bounce:
/// initialVelocity:)` (iOS 17), as `(mass:stiffness:damping:initialVelocity:)` and as
/// `CASpringAnimation(perceptualDuration:bounce:)`; each curve as `UICubicTimingParameters`
/// (CGFloat: exact) and `CAMediaTimingFunction(controlPoints:)` (Float: measured); the list
/// sheet's detents, corner radius, undimmed detent and grabber set on a
/// `UISheetPresentationController` (``SheetPresentationExport``).
enum UIKitExport {
  static func render(_ context: ExportContext) -> RenderedExport {
    var code = CodeLines()
    code.add(context.headerLines.map { "// " + $0 })
    code.add([
      "// Not exported: UISpringTimingParameters(dampingRatio:) with an animator's duration. It",
      "// drops the response, and UIKit derives stiffness from the duration by a rule it does",
      "// not document, so the error of that form cannot be measured; the forms below keep both.",
      "import QuartzCore", "import UIKit", "", "enum SheetTuning {",
    ])
    code.add(velocityHelper)
    code.add(["  // MARK: Springs", ""])
    for spring in context.inventory.springs { addSpring(spring, context, &code) }
    code.add(["  // MARK: Curves", ""])
    for curve in context.inventory.curves { addCurve(curve, context, &code) }
    let presentation = SheetPresentationExport(
      tuning: context.inventory.tuning, device: context.device)
    code.add(presentation.uiKitLines)
    code.add(
      SwiftConstants.lines(
        context.inventory.constants, platform: "UIKit", user: "configure(_:)"))
    code.add("}")
    return code.rendered
  }

  private static let velocityHelper = [
    "  /// UIKit's and Core Animation's initial velocity is relative: points per second over the",
    "  /// distance still to travel (a release at 1200 pt/s with 400 pt to go is 3).",
    "  static func relativeVelocity(_ pointsPerSecond: CGFloat, remaining: CGFloat) -> CGVector {",
    "    let relative = remaining == 0 ? 0 : pointsPerSecond / remaining",
    "    return CGVector(dx: relative, dy: relative)",
    "  }", "",
  ]

  private static func addSpring(
    _ spring: ExportedSpring, _ context: ExportContext, _ code: inout CodeLines
  ) {
    let (duration, bounce) = spring.durationBounce
    let apple = [ExportNumber.double(duration), ExportNumber.double(bounce)]
    let appleModel = SwiftUIExport.appleSpring(duration: apple[0], bounce: apple[1])
    let appleError = context.measures.spring(spring, appleModel)
    let physical = context.measures.physicalSpring(spring)
    let physicalModel = OscillatorModel(
      mass: 1, stiffness: ExportNumber.parse(physical.stiffness),
      damping: ExportNumber.parse(physical.damping))
    let physicalError = physical.error
    let name = spring.name
    let travel = context.travel
    let appleComment = code.measured(
      name, form: "UISpringTimingParameters(duration:bounce:)", error: appleError, travel: travel)
    let appleRelease = context.releaseComment(
      spring, form: "UISpringTimingParameters(duration:bounce:)", model: appleModel, code: &code)
    let physicalComment = code.measured(
      name, form: "UISpringTimingParameters(mass:stiffness:damping:)", error: physicalError,
      travel: travel)
    let physicalRelease = context.releaseComment(
      spring, form: "UISpringTimingParameters(mass:stiffness:damping:)", model: physicalModel,
      code: &code)
    let layerComment = code.measured(
      name, form: "CASpringAnimation(perceptualDuration:bounce:)", error: appleError,
      travel: travel)
    let layerRelease = context.releaseComment(
      spring, form: "CASpringAnimation(perceptualDuration:bounce:)", model: appleModel,
      code: &code)
    let release = "From \(context.releaseName) (initialVelocity, relative)"

    code.add([
      "  /// \(spring.summary.capitalizedFirst): \(context.origin(of: spring)).",
      "  /// iOS 17: \(appleComment)",
      "  /// \(release): \(appleRelease)",
      "  static func \(name)(initialVelocity: CGVector = .zero) -> UISpringTimingParameters {",
      "    UISpringTimingParameters(",
      "      duration: \(apple[0]), bounce: \(apple[1]), initialVelocity: initialVelocity)", "  }",
      "  /// The same spring, mass 1: \(physicalComment)",
      "  /// \(release): \(physicalRelease)",
      "  static func \(name)Physical(initialVelocity: CGVector = .zero) -> UISpringTimingParameters {",
      "    UISpringTimingParameters(",
      "      mass: 1.0, stiffness: \(physical.stiffness), damping: \(physical.damping),",
      "      initialVelocity: initialVelocity)", "  }",
      "  /// Core Animation, iOS 17 (its duration is the settling time): \(layerComment)",
      "  /// \(release): \(layerRelease)",
      "  static func \(name)Layer(keyPath: String) -> CASpringAnimation {",
      "    let animation = CASpringAnimation(perceptualDuration: \(apple[0]), bounce: \(apple[1]))",
      "    animation.keyPath = keyPath",
      "    animation.duration = animation.settlingDuration",
      "    return animation", "  }", "",
    ])
  }

  private static func addCurve(
    _ curve: ExportedCurve, _ context: ExportContext, _ code: inout CodeLines
  ) {
    let points = curve.controlPoints.map(ExportNumber.double)
    let floats = curve.controlPoints.map(ExportNumber.float)
    let duration = ExportNumber.double(curve.duration)
    let seconds = ExportNumber.parse(duration)
    let cubicError = context.measures.exactCurve(curve, points: points, duration: seconds)
    let mediaError = context.measures.floatCurve(curve, points: floats, duration: seconds)
    let floatLoss = floats.map(ExportNumber.parse) == curve.controlPoints ? nil : "Float points"
    let cubicComment = code.measured(
      curve.name, form: "UICubicTimingParameters", error: cubicError, travel: context.travel)
    let mediaComment = code.measured(
      curve.name, form: "CAMediaTimingFunction", error: mediaError,
      loss: floatLoss ?? "evaluated in Float", travel: context.travel)
    code.add([
      "  /// \(curve.summary.capitalizedFirst): \(context.origin(of: curve)).",
      "  static let \(curve.name)Duration: TimeInterval = \(duration)",
      "  /// \(cubicComment)",
      "  static let \(curve.name) = UICubicTimingParameters(",
      "    controlPoint1: CGPoint(x: \(points[0]), y: \(points[1])),",
      "    controlPoint2: CGPoint(x: \(points[2]), y: \(points[3])))",
      "  /// Core Animation (Float control points): \(mediaComment)",
      "  static let \(curve.name)MediaTiming = CAMediaTimingFunction(",
      "    controlPoints: \(floats.joined(separator: ", ")))", "",
    ])
  }
}
