/// The platforms a tuning exports to, by the name `--as` takes.
public enum ExportTarget: String, CaseIterable, Hashable, Sendable {
  case swiftui
  case uikit
  case compose
  case android
  case flutter
  case css
  case json
  case figma
  case framer
  case origami

  /// What the export holds, for `--help` and the unknown-target message.
  public var summary: String {
    switch self {
    case .swiftui: "SwiftUI Spring(duration:bounce:), .timingCurve"
    case .uikit: "UISpringTimingParameters, UICubicTimingParameters, Core Animation"
    case .compose: "Jetpack Compose spring(), tween() with CubicBezierEasing"
    case .android: "Android SpringForce, PathInterpolator"
    case .flutter: "Flutter SpringDescription, Cubic"
    case .css: "CSS cubic-bezier() and linear() custom properties"
    case .json: "the canonical tuning file, every key resolved"
    case .figma: "Figma prototype easings: CUSTOM_SPRING (mass, stiffness, damping), bezier"
    case .framer: "Framer Motion transitions: type \"spring\" (stiffness, damping, mass), ease"
    case .origami: "Origami Studio Pop Animation bounciness and speed, Cubic Bezier Animation"
    }
  }

  /// The file name endings an export to this target may be written under (`--out`).
  public var fileExtensions: [String] {
    switch self {
    case .swiftui, .uikit: [".swift"]
    case .compose, .android: [".kt"]
    case .flutter: [".dart"]
    case .css: [".css"]
    case .json, .figma: [".json"]
    case .framer: [".js", ".mjs", ".ts"]
    case .origami: [".txt"]
    }
  }

  /// The names `--as` accepts, comma separated.
  public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
