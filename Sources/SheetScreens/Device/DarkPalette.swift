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
/// The dark values: the system colours Apple's Human Interface Guidelines, "Color", list
/// (https://developer.apple.com/design/human-interface-guidelines/color, iOS, dark:
/// systemBlue #0A84FF, systemRed #FF453A, systemGray3 #48484A, systemGray4 #3A3A3C,
/// systemGray5 #2C2C2E), and UIKit's UI element colours resolved for the dark style:
/// systemBackground #000000 (elevated, as a sheet is: #1C1C1E), secondarySystemBackground
/// #1C1C1E, tertiarySystemBackground #2C2C2E, label #FFFFFF, secondaryLabel #EBEBF5 at
/// 60 %, placeholderText #EBEBF5 at 30 %, separator #545458 at 60 %, opaqueSeparator
/// #38383A. Apple draws its tables as images, so the numbers are checked against two
/// published transcriptions that agree with each other: Flutter's `CupertinoColors`
/// (packages/flutter/lib/src/cupertino/colors.dart, each `darkColor`/`darkElevatedColor`,
/// e.g. separator `Color.fromARGB(153, 84, 84, 88)`), and a table of every `UIColor`
/// resolved with `UITraitCollection(userInterfaceStyle: .dark)` on a device
/// (gist.github.com/CreatureSurvive/1788cd3d2587886ff70344e716c5af53). The software
/// keyboard's greys are no system colour; they are KeyboardKit's, a library that draws the
/// system keyboard for keyboard extensions (github.com/KeyboardKit/KeyboardKit,
/// Sources/KeyboardKit/Resources/Colors.xcassets, each colour set's "dark" luminosity):
/// the keyboard #2C2C2C (standardKeyboardBackground, 0.173 grey), the letter keys #6B6B6B
/// (standardButton), the function keys #474747 (standardDarkButtonBackground): keys
/// lighter than the keyboard, as on an iPhone in dark mode.
///
/// Pressed states are the app's own colours, not system ones; each dark one is made from
/// the dark system colour by the rule that makes the light one from the light colour:
/// the pressed blue is systemBlue at 66 % brightness (#0051A8 from #007AFF, #0757A8 from
/// #0A84FF), the pressed red systemRed at 77 % (#C4281F; dark #C4352D), and the zoom's
/// pressed Close is systemBlue at 15 % over the button's background (#D9E8FF over white;
/// dark #192C40 over the elevated #1C1C1E).
enum DarkPalette {
  /// Light fill colour (0xRRGGBB) to its dark colour.
  static let fills: [UInt32: Color] = [
    0xFFFF_FF: Color(hex: 0x1C1C1E),  // systemBackground, elevated (sheets, cards)
    0xF2F2_F7: Color(hex: 0x000000),  // systemGroupedBackground
    0xF9F9_F9: Color(hex: 0x1C1C1E),  // bar background (chrome material, opaque)
    0xE5E5_EA: Color(hex: 0x2C2C2E),  // systemGray5
    0xD1D1_D6: Color(hex: 0x3A3A3C),  // systemGray4
    0xD1D3_D9: Color(hex: 0x2C2C2C),  // keyboard background (KeyboardKit)
    0xABB0_BA: Color(hex: 0x474747),  // keyboard function keys (KeyboardKit)
    0xC7C7_CC: Color(hex: 0x48484A),  // systemGray3 (the grabber)
    0xC6C6_C8: Color(hex: 0x38383A),  // opaqueSeparator
    0x007A_FF: Color(hex: 0x0A84FF),  // systemBlue
    0xFF3B_30: Color(hex: 0xFF453A),  // systemRed
    0x0051_A8: Color(hex: 0x0757A8),  // pressed systemBlue (the app's, 66 %)
    0xC428_1F: Color(hex: 0xC4352D),  // pressed systemRed (the app's, 77 %)
    0xD9E8_FF: Color(hex: 0x192C40),  // the zoom's pressed Close (15 % blue over it)
  ]

  /// iOS's separator in the dark style: #545458 at 60 % (Flutter's `CupertinoColors.separator`,
  /// `darkColor: Color.fromARGB(153, 84, 84, 88)`; the resolved-`UIColor` table above says
  /// #54545899). Light hairlines are black at 30 % (`NavigationBar`, `ScrollEdgeHairline`),
  /// which UIKit's bars draw their shadow line in.
  static let separator = Color(hex: 0x545458, alpha: 0.6)

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

  /// Whether `fill` is a hairline: black at 30 %, at most one point thick. Black is also the
  /// dims' colour, so the shape tells them apart: a dim covers a screen, a hairline is a line.
  static func isHairline(_ fill: RoundedRectFill) -> Bool {
    rgb(fill.color) == 0 && abs(fill.color.alpha - 0.3) < 1e-9
      && min(fill.rect.width, fill.rect.height) <= 1
  }

  /// The keyboard's letter keys in the dark style, #6B6B6B (KeyboardKit's standardButton).
  static let keyboardKey = Color(hex: 0x6B6B6B)

  /// `fill`'s dark colour: a hairline's separator, a field's well, a key cap's grey, or its
  /// colour's.
  static func resolve(_ fill: RoundedRectFill) -> Color {
    if isHairline(fill) { return separator }
    if fill.color == KeyboardView.keyColor { return keyboardKey }
    if rgb(fill.color) == 0x767680 { return tertiarySystemFill(fill.color) }
    return resolveFill(fill.color)
  }

  /// tertiarySystemFill (`TextField.wellColor`, #767680 at 30/255) in the dark style: the same
  /// grey at 61/255 (Flutter's `CupertinoColors.tertiarySystemFill`, `darkColor:
  /// Color.fromARGB(61, 118, 118, 128)`), scaled with the light alpha as it fades.
  static func tertiarySystemFill(_ light: Color) -> Color {
    Color(hex: 0x767680, alpha: light.alpha * 61 / 30)
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
      fill.color = resolve(fill)
      return .fill(fill)
    case .stroke(var stroke):
      stroke.color = resolve(stroke.color, in: fills)
      return .stroke(stroke)
    case .shadow, .image, .backdrop:
      // A shadow is already black; a picture keeps its own colours in dark mode, as iOS's do;
      // glass names its light or dark tint itself (``BackdropMaterial/regularDark``).
      return item
    case .text(var run):
      run.color = resolve(run.color, in: texts)
      return .text(run)
    case .layer(var layer):
      if var background = layer.background {
        background.color = resolve(background)
        layer.background = background
      }
      layer.content = resolve(layer.content)
      return .layer(layer)
    }
  }
}
