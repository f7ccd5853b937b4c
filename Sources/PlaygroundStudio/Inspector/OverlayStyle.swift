import SheetEngine

/// The overlays' colours and sizes in one place, so the panel, HUD, trail and plot read as
/// one tool, visually distinct from the app beneath them.
package enum OverlayStyle {
  static let panelInset = 12.0
  static let panelBackground = Color.white.withAlpha(0.96)
  package static let text = Color(hex: 0x1C1C1E)
  static let secondaryText = Color(hex: 0x6E6E73)
  package static let accent = Color(hex: 0x007AFF)
  static let accentPressed = Color(hex: 0x0051A8)
  package static let control = Color(hex: 0xE5E5EA)
  static let controlPressed = Color(hex: 0xC7C7CC)
  package static let switchOn = Color(hex: 0x34C759)
  package static let error = Color(hex: 0xD70015)
  /// Unsaved edits: the header's mark (iOS's orange, darkened to read on white).
  package static let unsaved = Color(hex: 0xC93400)
  /// A tuning row the tuning does not use: a grey ground and a brown reason.
  static let unusedBackground = Color(hex: 0xE9E9EE)
  static let unusedText = Color(hex: 0x8A5A00)

  /// The inspector column behind its sections (iOS's grouped background).
  static let inspectorBackground = Color(hex: 0xF2F2F7)
  /// The line between the device and the inspector: iOS's opaque separator.
  static let divider = Color(hex: 0xC6C6C8)
  static let darkBackground = Color(hex: 0x1C1C1E, alpha: 0.94)
  package static let darkText = Color.white
  package static let darkSecondaryText = Color(hex: 0xAEAEB2)
  package static let margin = 8.0

  package static let position = Color(hex: 0x0A84FF)
  package static let velocity = Color(hex: 0xFF9F0A)
  package static let progress = Color(hex: 0x30D158)
  package static let release = Color(hex: 0xFF453A)
  package static let previous = Color(hex: 0x8E8E93, alpha: 0.8)
  static let budgetOK = Color(hex: 0x30D158)
  static let budgetOver = Color(hex: 0xFF453A)

  static let trail = Color(hex: 0x2F6BFF)
  /// The pointer's path in the motion plot, beside the element's.
  static let pointerPath = Color.white.withAlpha(0.8)
  static let trailVelocity = Color(hex: 0xFF2D55)
}
