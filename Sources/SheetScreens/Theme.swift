import SheetEngine

/// The playground's colours and type sizes, in one place so screens agree.
public enum Theme {
  public static let background = Color(hex: 0xF2F2F7)
  public static let primaryText = Color(hex: 0x1C1C1E)
  public static let secondaryText = Color(hex: 0x6C6C70)
  public static let accent = Color(hex: 0x007AFF)
  public static let accentPressed = Color(hex: 0x0051A8)
  public static let largeTitleSize = 32.0
  public static let bodySize = 17.0
  public static let margin = 24.0
}
