import SheetEngine

/// A real device the playground imitates (`--device NAME`): its screen in points, the safe
/// area UIKit reports in portrait, the radius of its rounded screen corners, its scale, and
/// whether it shows a home indicator (every model without a home button). The guide's
/// "Device presets" table lists them with their sources.
public struct DevicePreset: Hashable, Sendable {
  /// The command-line and header name, e.g. `iphone-16`.
  public let name: String
  /// The screen in points, portrait.
  public let size: Size
  /// `safeAreaInsets` in portrait (status bar or Dynamic Island above, home indicator below).
  public let safeArea: EdgeInsets
  /// The screen's corner radius in points (its corners are continuous, as `CornerCurve.continuous`);
  /// 0 for a rectangular screen.
  public let cornerRadius: Double
  /// Pixels per point of the device's display (`UIScreen.scale`).
  public let scale: Int
  /// Whether the system draws a home indicator at the bottom (no home button).
  public let hasHomeIndicator: Bool

  /// The presets, in the order `--help` and the guide lists them. Sources, by the guide's
  /// numbers ("Device presets"): points and scale from Apple's HIG "Layout" [1], checked
  /// against App Store screenshot sizes in pixels [2]; safe areas as UIKit reports them [3-5];
  /// corner radii from UIKit's private `_displayCornerRadius` as published [6]. Not sourced,
  /// and said so there: the iPhone 16 Pro Max's and the iPad mini's corner radii, and the iPad
  /// mini's safe area [7].
  public static let all: [DevicePreset] = [
    // 375 x 667 @2x [1]; only the 20 pt status bar [3]; a rectangular screen.
    DevicePreset(
      name: "iphone-se", size: Size(width: 375, height: 667),
      safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), cornerRadius: 0, scale: 2,
      hasHomeIndicator: false),
    // 393 x 852 @3x [1][2]; insets 59, 34 [4]; corners 55 pt [6].
    DevicePreset(
      name: "iphone-16", size: Size(width: 393, height: 852),
      safeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0), cornerRadius: 55, scale: 3,
      hasHomeIndicator: true),
    // 440 x 956 @3x [1][2]; insets 62, 34 [5]; corners 62 pt not sourced [7].
    DevicePreset(
      name: "iphone-16-pro-max", size: Size(width: 440, height: 956),
      safeArea: EdgeInsets(top: 62, left: 0, bottom: 34, right: 0), cornerRadius: 62, scale: 3,
      hasHomeIndicator: true),
    // 744 x 1133 @2x [1]; insets 24, 20 and corners 21.5 pt not sourced [7].
    DevicePreset(
      name: "ipad-mini", size: Size(width: 744, height: 1133),
      safeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), cornerRadius: 21.5,
      scale: 2, hasHomeIndicator: true),
  ]

  /// The preset called `name`, or nil.
  public static func named(_ name: String) -> DevicePreset? {
    all.first { $0.name == name }
  }

  /// The presets' names, comma-separated, for messages.
  public static var names: String { all.map(\.name).joined(separator: ", ") }
}

/// The system's colours every screen is drawn in (`--appearance`): iOS's light or dark
/// system colours (`UIUserInterfaceStyle`).
public enum Appearance: String, Hashable, Sendable, CaseIterable {
  case light, dark
}

/// How a playground's frames look beyond what the engine draws: the device's appearance, and
/// the device preset whose screen corners and home indicator go over them (nil: a plain
/// rectangle, as without `--device`). Recorded in the header, so a replay draws the same.
public struct DeviceStyle: Hashable, Sendable {
  public var device: DevicePreset?
  public var appearance: Appearance

  public init(device: DevicePreset? = nil, appearance: Appearance = .light) {
    self.device = device
    self.appearance = appearance
  }

  /// No device, light: the playground as it always drew.
  public static let standard = DeviceStyle()
}
