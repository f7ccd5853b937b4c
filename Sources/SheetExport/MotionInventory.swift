import SheetEngine
import SheetTuning

/// Everything of a tuning that an export carries: its springs, its timing curves and the rest
/// of its numbers as named constants, each key exactly once (a test checks that every key of
/// `Tuning.parameters` appears in one of them, so a new parameter cannot be left behind).
public struct MotionInventory: Hashable, Sendable {
  public var tuning: Tuning
  public var springs: [ExportedSpring]
  public var curves: [ExportedCurve]
  public var constants: [ExportedConstant]

  public init(_ tuning: Tuning) {
    self.tuning = tuning
    springs = Self.springs(of: tuning)
    curves = Self.curves(of: tuning)
    let covered = Set(springs.flatMap(\.keys) + curves.flatMap(\.keys))
    constants =
      Tuning.parameters.filter { !covered.contains($0.key) }.map { Self.constant($0, tuning) }
      + Self.derivedConstants(of: tuning)
  }

  /// The keys the springs and curves hold; every other key is a constant.
  public var coveredKeys: Set<String> {
    Set(springs.flatMap(\.keys) + curves.flatMap(\.keys) + constants.compactMap(\.key))
  }

  private static let springNames: [String: (name: String, summary: String)] = [
    "Sheet": ("sheet", "a sheet released slowly snaps or dismisses (dismiss.useSpring, detents)"),
    "Sheet flick": ("sheetFlick", "the sheet spring after a release faster than the flick speed"),
    "Navigation": ("navigation", "push and pop when navigation.useSpring is on"),
    "List bounce": ("listBounce", "an overscrolled list returns to its edge"),
    "Sheet stretch": ("sheetStretch", "a rubber-banded sheet lets go of its stretch"),
    "Sheet bounce": ("sheetDip", "the sheet's dip when a list's fling reaches its top"),
  ]

  private static func springs(of tuning: Tuning) -> [ExportedSpring] {
    Tuning.editableSprings.map { spring in
      let naming = springNames[spring.title] ?? (camelCase(spring.title), spring.title)
      return ExportedSpring(
        name: naming.name, summary: naming.summary,
        keys: [spring.responseKey, spring.dampingKey], parameters: tuning.parameters(of: spring))
    }
  }

  private static func curves(of tuning: Tuning) -> [ExportedCurve] {
    let sheetCurveKeys = Tuning.keys(
      \.sheet.curveX1, \.sheet.curveY1, \.sheet.curveX2, \.sheet.curveY2)
    let zoomKeys = Tuning.keys(
      \.zoom.duration, \.zoom.curveX1, \.zoom.curveY1, \.zoom.curveX2, \.zoom.curveY2)
    return [
      ExportedCurve(
        name: "sheetPresent", summary: "present and dismiss of the bottom sheet and the card",
        keys: Tuning.keys(\.sheet.duration) + sheetCurveKeys, duration: tuning.sheet.duration,
        curve: tuning.sheet.curve),
      ExportedCurve(
        name: "push", summary: "push and pop by button or key (without navigation.useSpring)",
        keys: Tuning.keys(\.navigation.pushDuration), duration: tuning.navigation.pushDuration,
        curve: tuning.sheet.curve),
      ExportedCurve(
        name: "backSwipeCompletion",
        summary: "a released back-swipe runs on or back, ease-out (without navigation.useSpring)",
        keys: Tuning.keys(\.navigation.duration), duration: tuning.navigation.duration,
        curve: .easeOut),
      ExportedCurve(
        name: "sheetPages", summary: "a page change inside a sheet, along the sheet curve",
        keys: Tuning.keys(\.sheetNavigation.duration), duration: tuning.sheetNavigation.duration,
        curve: tuning.sheet.curve),
      ExportedCurve(
        name: "zoom", summary: "the zoom out of the tapped button and back into it",
        keys: zoomKeys, duration: tuning.zoom.duration, curve: tuning.zoom.curve),
      ExportedCurve(
        name: "crossFade", summary: "the Reduce Motion cross-fade, ease-in-ease-out",
        keys: Tuning.keys(\.motion.crossFadeDuration), duration: tuning.motion.crossFadeDuration,
        curve: .easeInEaseOut),
    ]
  }

  private static func constant(_ parameter: TuningParameter, _ tuning: Tuning) -> ExportedConstant {
    let kind: ExportedConstant.Kind =
      switch parameter.kind {
      case .double: .double
      case .int: .int
      case .bool: .bool
      }
    let unit = parameter.unit.isEmpty ? "" : " (\(parameter.unit))"
    let sentence =
      parameter.summary.hasSuffix(".")
      ? String(parameter.summary.dropLast()) : parameter.summary
    return ExportedConstant(
      name: camelCase(parameter.key), value: tuning.value(forKey: parameter.key) ?? 0, kind: kind,
      comment: sentence + unit + ".", key: parameter.key, unit: parameter.unit)
  }

  /// Numbers the engine computes from keys, spelled out so a port need not rederive them.
  private static func derivedConstants(of tuning: Tuning) -> [ExportedConstant] {
    let decay = tuning.dismiss.projectionDeceleration
    let listDecay = tuning.list.decelerationRate
    return [
      ExportedConstant(
        name: "dismissProjectionSeconds", value: decay / (1 - decay) / 1000, kind: .double,
        comment: "A release projects velocity (pt/s) × this many seconds: d / (1 − d) / 1000 (s).",
        key: nil, unit: "s"),
      ExportedConstant(
        name: "listProjectionSeconds", value: listDecay / (1 - listDecay) / 1000, kind: .double,
        comment: "A flung list glides velocity (pt/s) × this many seconds before it rests (s).",
        key: nil, unit: "s"),
    ]
  }

  /// `sheet.curve.x1` → `sheetCurveX1`, `Sheet flick` → `sheetFlick`.
  static func camelCase(_ text: String) -> String {
    let words = text.split(whereSeparator: { $0 == "." || $0 == " " }).map(String.init)
    guard let first = words.first else { return text }
    return first.prefix(1).lowercased() + first.dropFirst()
      + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }
}
