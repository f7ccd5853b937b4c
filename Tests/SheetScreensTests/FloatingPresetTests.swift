import SheetEngine
import SheetSession
import SheetTuning
import Testing

@testable import SheetScreens

/// The floating sheet is iOS 26's (docs/MOTION.md, "Floating sheet"): ios26 floats with an
/// 8 pt inset, the older presets stay attached, and a device's display corners reach the
/// sheet's bottom corners.
@MainActor
@Suite struct FloatingPresetTests {
  @Test func onlyIOS26Floats() {
    #expect(Tuning.ios26.sheetStyle.floating?.inset == 8)
    #expect(Tuning.ios26.sheetStyle.floating?.floatsBelowFraction == 0.6)
    #expect(Tuning.ios18.sheetStyle.floating == nil)
    #expect(Tuning.classic.sheetStyle.floating == nil)
  }

  @Test func theDevicesDisplayCornersAreTheSheets() throws {
    let plain = Playground.configuration(of: .ios26, style: .standard).sheetStyle.floating
    #expect(plain?.displayCornerRadius == FloatingSheetStyle.defaultDisplayCornerRadius)
    #expect(plain?.displayHasRoundedCorners == false)
    let phone = try #require(DevicePreset.named("iphone-16"))
    let onPhone = Playground.configuration(of: .ios26, style: DeviceStyle(device: phone))
    #expect(onPhone.sheetStyle.floating?.displayCornerRadius == 55)
    #expect(onPhone.sheetStyle.floating?.displayHasRoundedCorners == true)
    let square = try #require(DevicePreset.named("iphone-se"))
    let onSquare = Playground.configuration(of: .ios26, style: DeviceStyle(device: square))
    #expect(onSquare.sheetStyle.floating?.displayHasRoundedCorners == false)
  }

  /// `sheet.glass` puts the light or dark material (by the appearance) behind a floating
  /// sheet; an attached one has none.
  @Test func theGlassFollowsTheAppearance() throws {
    let glass = try Tuning.ios26.setting(1, forKey: "sheet.glass")
    #expect(Playground.configuration(of: glass, style: .standard).sheetStyle.glass == .regularLight)
    let dark = DeviceStyle(appearance: .dark)
    #expect(Playground.configuration(of: glass, style: dark).sheetStyle.glass == .regularDark)
    let attached = try Tuning.ios18.setting(1, forKey: "sheet.glass")
    #expect(attached.sheetStyle.glass == nil)
  }
}
