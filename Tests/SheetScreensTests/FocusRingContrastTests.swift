import Foundation
import SheetScreens
import Testing

@testable import SheetEngine

/// The focus ring's colour passes WCAG 2.1's non-text contrast (3:1) against the blue
/// buttons it surrounds and the screen and sheets around them (docs/MOTION.md, "Focus ring").
@Suite struct FocusRingContrastTests {
  /// WCAG's relative luminance of an sRGB colour.
  static func luminance(_ color: Color) -> Double {
    func linear(_ channel: Double) -> Double {
      channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(color.red) + 0.7152 * linear(color.green)
      + 0.0722 * linear(color.blue)
  }

  static func contrast(_ first: Color, _ second: Color) -> Double {
    let (a, b) = (luminance(first), luminance(second))
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  @Test func theRingContrastsThreeToOneWithTheButtonAndTheBackground() {
    let ring = FocusRing.color
    #expect(Self.contrast(ring, Theme.accent) >= 3)
    #expect(Self.contrast(ring, Theme.background) >= 3)
    #expect(Self.contrast(ring, .white) >= 3)
    // The numbers of docs/MOTION.md, "Focus ring".
    #expect(abs(Self.contrast(ring, Theme.accent) - 3.47) < 0.005)
    #expect(abs(Self.contrast(ring, Theme.background) - 12.5) < 0.05)
    // The system blue it replaces did not pass on the buttons.
    #expect(Self.contrast(Color(hex: 0x0A84FF), Theme.accent) < 1.2)
  }
}
