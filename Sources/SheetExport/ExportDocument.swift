import SheetTuning

/// A tuning exported for one platform: the text and, for each spring and curve in it, how
/// far the platform's own model of that motion is from our engine's.
///
/// Pure: no files, no clock. `playground export` writes ``text`` and prints ``summaryLines``;
/// the studio's "Copy as" menu calls ``text(for:target:device:)``.
public struct ExportDocument: Hashable, Sendable {
  public var target: ExportTarget
  public var text: String
  /// One entry per exported spring or curve form, in the order they appear in the text.
  public var fidelity: [Fidelity]
  /// The travel the errors are measured over, points.
  public var travel: Double

  public init(tuning: Tuning, target: ExportTarget, device: ExportDevice = .playground) {
    let context = ExportContext(inventory: MotionInventory(tuning), device: device, target: target)
    let rendered: RenderedExport =
      switch target {
      case .swiftui: SwiftUIExport.render(context)
      case .uikit: UIKitExport.render(context)
      case .compose: ComposeExport.render(context)
      case .android: AndroidExport.render(context)
      case .flutter: FlutterExport.render(context)
      case .css: CSSExport.render(context)
      case .json: JSONExport.render(context)
      case .figma: FigmaExport.render(context)
      case .framer: FramerExport.render(context)
      case .origami: OrigamiExport.render(context)
      }
    self.target = target
    text = rendered.text
    fidelity = rendered.fidelity
    travel = device.sheetTravel
  }

  /// The export's text: what the studio's "Copy as" menu puts on the clipboard.
  public static func text(
    for tuning: Tuning, target: ExportTarget, device: ExportDevice = .playground
  ) -> String {
    ExportDocument(tuning: tuning, target: target, device: device).text
  }

  /// The worst error over every form, points (0 for a target without motion models).
  public var worstError: Double { fidelity.map(\.worstError).max() ?? 0 }

  /// One line per measured form, `motion  form  max error …`, for the command's summary.
  public var summaryLines: [String] {
    let width = fidelity.map { $0.motion.count + $0.form.count + 2 }.max() ?? 0
    return fidelity.map { entry in
      let label = "\(entry.motion)  \(entry.form)"
      let pad = String(repeating: " ", count: max(0, width - label.count))
      return "\(label)\(pad)  \(entry.comment(travel: travel))"
    }
  }
}

extension ExportDevice {
  /// The playground window's default device: 390 x 844 points, 47 points of top inset.
  public static let playground = ExportDevice(width: 390, height: 844, topInset: 47)
}

/// What one target's renderer produces.
struct RenderedExport {
  var text: String
  var fidelity: [Fidelity]
}

/// What a target's renderer reads: the inventory, the device and the shared measurements.
struct ExportContext {
  let inventory: MotionInventory
  let device: ExportDevice
  let target: ExportTarget

  var travel: Double { device.sheetTravel }
  var measures: MotionMeasures { MotionMeasures(travel: travel) }

  /// The header every export starts with, before the target's comment syntax is applied.
  var headerLines: [String] {
    let tuning = inventory.tuning
    let overrides = tuning.overrides
    let overrideText =
      overrides.isEmpty
      ? "no overrides"
      : overrides.keys.sorted().map { "\($0) = \(ExportNumber.short(overrides[$0]!))" }
        .joined(separator: ", ")
    let size = "\(ExportNumber.short(device.width)) x \(ExportNumber.short(device.height)) pt"
    return [
      "Sheet Playground tuning for \(target.rawValue) (playground export --as \(target.rawValue)).",
      "Preset \(tuning.presetName), \(overrideText).",
      "Each spring and curve states its measured error: the worst position difference between",
      "this platform's model of it and the playground's engine, sampled at 4 kHz over a",
      "full-height sheet's travel (\(ExportNumber.short(travel)) pt on a \(size) device);",
      "springs start at rest and are compared until the engine settles (1e-4 of the travel),",
      "curves with the exact Bezier of the tuning's control points.",
    ] + (target == .css || target == .json ? [] : releaseLines)
  }

  /// The errors from a release, for the headers of the targets that state them.
  var releaseLines: [String] {
    [
      "Springs are measured a second time from \(releaseName) toward the target (velocity",
      "\(ExportNumber.short(measures.releaseVelocity)) of the travel per second), the same velocity given to both.",
    ]
  }

  /// Measures a spring's `model` from the release as well, records it as `FORM from a release
  /// at 1500 pt/s`, and returns its comment.
  func releaseComment(
    _ spring: ExportedSpring, form: String, model: OscillatorModel, loss: String? = nil,
    code: inout CodeLines
  ) -> String {
    code.measured(
      spring.name, form: "\(form) from \(releaseName)",
      error: measures.springFromRelease(spring, model), loss: loss, travel: travel)
  }

  /// `a release at 1500 pt/s`.
  var releaseName: String {
    "a release at \(ExportNumber.short(MotionMeasures.releaseSpeed)) pt/s"
  }

  /// What a spring is and where it comes from, one sentence.
  func summary(of spring: ExportedSpring) -> String {
    "\(spring.summary.capitalizedFirst): \(origin(of: spring))."
  }

  /// What a curve is and where it comes from, one sentence.
  func summary(of curve: ExportedCurve) -> String {
    "\(curve.summary.capitalizedFirst): \(origin(of: curve))."
  }

  /// A spring's origin for its comment: `springs.sheetResponse 0.4 s, springs.sheetDamping 1`.
  func origin(of spring: ExportedSpring) -> String {
    "response \(ExportNumber.short(spring.parameters.response)) s, damping ratio "
      + ExportNumber.short(spring.parameters.dampingRatio) + " ("
      + spring.keys.joined(separator: ", ") + ")"
  }

  /// A curve's origin for its comment, with how far the engine's own solver strays from
  /// the exact curve (the errors below are measured against the exact curve).
  func origin(of curve: ExportedCurve) -> String {
    let points = curve.controlPoints.map(ExportNumber.short).joined(separator: ", ")
    let deviation = ExportNumber.short(measures.engineDeviation(curve))
    return "\(ExportNumber.short(curve.duration)) s, bezier (\(points)) ("
      + curve.keys.joined(separator: ", ") + "; the engine's solver is within \(deviation) pt"
      + " of it)"
  }
}
