import SheetEngine

/// iOS's dark system colours, put in place of the light ones the screens and the engine's
/// views are drawn with (`--appearance dark`), as UIKit resolves a dynamic system colour
/// for `UIUserInterfaceStyle.dark`.
///
/// The screens name iOS's light system colours by value (`systemBlue` 0x007AFF,
/// `systemGroupedBackground` 0xF2F2F7, ...), so the frame's display list is resolved once,
/// after it is built: every fill and every text run whose colour is one of them takes its
/// dark counterpart, keeping its alpha (a fading sheet fades in its dark colour). Fills and
/// text differ where one light value has two roles: white behind content
/// (`systemBackground`) becomes a sheet's elevated dark background, white text stays white.
/// The pages' pastels are the app's own dynamic colour (`PageColor`): each takes the dark
/// tint of its hue. Other colours (the black dims, which iOS keeps black in dark mode, the
/// zoom's white on blue) are left as they are.
///
/// The dark values: the system colours from Apple's Human Interface Guidelines, "Color",
/// "Specifications" (iOS, dark: systemBlue #0A84FF, systemRed #FF453A, systemGray3
/// #48484A, systemGray4 #3A3A3C, systemGray5 #2C2C2E), and UIKit's UI element colours
/// (`UIColor.systemBackground` and its kin resolved for the dark style): systemBackground
/// #000000 (elevated, as a sheet is: #1C1C1E), secondarySystemBackground #1C1C1E,
/// tertiarySystemBackground #2C2C2E, label #FFFFFF, secondaryLabel #EBEBF5 at 60 %,
/// placeholderText #EBEBF5 at 30 %, opaqueSeparator #38383A. The software keyboard's own
/// greys, which are no system colour, take the nearest dark ones (background: tertiary
/// background; function keys: systemGray3).
enum DarkPalette {
  /// Light fill colour (0xRRGGBB) to its dark colour.
  static let fills: [UInt32: Color] = [
    0xFFFF_FF: Color(hex: 0x1C1C1E),  // systemBackground, elevated (sheets, cards)
    0xF2F2_F7: Color(hex: 0x000000),  // systemGroupedBackground
    0xF9F9_F9: Color(hex: 0x1C1C1E),  // bar background (chrome material, opaque)
    0xE5E5_EA: Color(hex: 0x2C2C2E),  // systemGray5
    0xD1D1_D6: Color(hex: 0x3A3A3C),  // systemGray4
    0xD1D3_D9: Color(hex: 0x2C2C2E),  // keyboard background: tertiarySystemBackground
    0xABB0_BA: Color(hex: 0x48484A),  // keyboard function keys: systemGray3
    0xC7C7_CC: Color(hex: 0x48484A),  // systemGray3 (the grabber)
    0xC6C6_C8: Color(hex: 0x38383A),  // opaqueSeparator
    0x007A_FF: Color(hex: 0x0A84FF),  // systemBlue
    0xFF3B_30: Color(hex: 0xFF453A),  // systemRed
  ]

  /// Light text colour (0xRRGGBB) to its dark colour.
  static let texts: [UInt32: Color] = [
    0x0000_00: Color(hex: 0xFFFFFF),  // label
    0x1C1C_1E: Color(hex: 0xFFFFFF),  // label (the playground's near-black)
    0x6C6C_70: Color(hex: 0xEBEBF5, alpha: 0.6),  // secondaryLabel
    0x8E8E_93: Color(hex: 0xEBEBF5, alpha: 0.3),  // placeholderText
    0x007A_FF: Color(hex: 0x0A84FF),  // systemBlue (tinted text, links)
  ]

  /// `color` resolved through `table`, its alpha kept.
  static func resolve(_ color: Color, in table: [UInt32: Color]) -> Color {
    guard let dark = table[rgb(color)] else { return color }
    return dark.withAlpha(dark.alpha * color.alpha)
  }

  /// The colour's 0xRRGGBB value, channels rounded to bytes.
  static func rgb(_ color: Color) -> UInt32 {
    func byte(_ channel: Double) -> UInt32 { UInt32(min(max(channel, 0), 1) * 255 + 0.5) }
    return byte(color.red) << 16 | byte(color.green) << 8 | byte(color.blue)
  }

  /// A fill colour: a system colour's dark value, a page's dark tint, or itself.
  static func resolveFill(_ color: Color) -> Color {
    let resolved = resolve(color, in: fills)
    guard resolved == color else { return resolved }
    return PageColor.darkCounterpart(of: color) ?? color
  }

  /// `list` with every system colour in its dark form, layers included.
  static func resolve(_ list: DisplayList) -> DisplayList {
    DisplayList(items: list.items.map(resolve))
  }

  private static func resolve(_ item: DisplayItem) -> DisplayItem {
    switch item {
    case .fill(var fill):
      fill.color = resolveFill(fill.color)
      return .fill(fill)
    case .stroke(var stroke):
      stroke.color = resolve(stroke.color, in: fills)
      return .stroke(stroke)
    case .shadow, .image:
      // A shadow is already black; a picture keeps its own colours in dark mode, as iOS's do.
      return item
    case .text(var run):
      run.color = resolve(run.color, in: texts)
      return .text(run)
    case .layer(var layer):
      if var background = layer.background {
        background.color = resolveFill(background.color)
        layer.background = background
      }
      layer.content = resolve(layer.content)
      return .layer(layer)
    }
  }
}
