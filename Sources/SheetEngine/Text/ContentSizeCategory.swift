/// The reader's preferred text size: iOS's Dynamic Type steps (`UIContentSizeCategory`),
/// from extra small to the fifth accessibility size. Every label and field in a window is
/// set at its font size times ``scale``, the step's Body size over the default's
/// (docs/MOTION.md, "Dynamic Type"), so a change re-measures the text and the sheets that fit
/// it re-fit.
public enum ContentSizeCategory: String, CaseIterable, Hashable, Sendable {
  case extraSmall = "xSmall"
  case small, medium, large
  case extraLarge = "xLarge"
  case extraExtraLarge = "xxLarge"
  case extraExtraExtraLarge = "xxxLarge"
  case accessibilityMedium = "AX1"
  case accessibilityLarge = "AX2"
  case accessibilityExtraLarge = "AX3"
  case accessibilityExtraExtraLarge = "AX4"
  case accessibilityExtraExtraExtraLarge = "AX5"

  /// iOS's default, whose Body is 17 pt.
  public static let standard = ContentSizeCategory.large

  /// The Body text style's size at this step, in points, from Apple's Human Interface
  /// Guidelines (Typography, "Dynamic Type sizes"): 14, 15, 16, 17, 19, 21, 23, then 28, 33,
  /// 40, 47 and 53 for the accessibility sizes.
  public var bodyPointSize: Double {
    switch self {
    case .extraSmall: 14
    case .small: 15
    case .medium: 16
    case .large: 17
    case .extraLarge: 19
    case .extraExtraLarge: 21
    case .extraExtraExtraLarge: 23
    case .accessibilityMedium: 28
    case .accessibilityLarge: 33
    case .accessibilityExtraLarge: 40
    case .accessibilityExtraExtraLarge: 47
    case .accessibilityExtraExtraExtraLarge: 53
    }
  }

  /// How much larger than at the default every font is: Body at this step over 17.
  public var scale: Double { bodyPointSize / Self.standard.bodyPointSize }

  /// The next larger (`step` 1) or smaller (-1) category, clamped to the ends.
  public func stepped(by step: Int) -> ContentSizeCategory {
    let all = Self.allCases
    let index = all.firstIndex(of: self) ?? 0
    return all[min(max(index + step, 0), all.count - 1)]
  }

  /// The names `--text-size` and the recording header take, in order.
  public static var names: [String] { allCases.map(\.rawValue) }
}
