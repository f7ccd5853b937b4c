import SheetEngine
import SheetSession
import Testing

@testable import SheetScreens

/// The dark appearance's colours and the device's corner mask and home indicator, as plain
/// display-list values with exact numbers.
@MainActor
@Suite struct DeviceStyleTests {
  private func text(_ color: Color) -> DisplayItem {
    .text(TextRun(text: "a", origin: .zero, fontSize: 17, color: color))
  }

  private func fill(_ color: Color) -> DisplayItem {
    .fill(RoundedRectFill(rect: Rect(x: 0, y: 0, width: 10, height: 10), color: color))
  }

  @Test func systemColoursTakeTheirDarkValuesByRoleKeepingAlpha() {
    let dark = DeviceStyle(appearance: .dark)
    let list = DisplayList(items: [
      fill(.white), text(.white), fill(Color(hex: 0x007AFF).withAlpha(0.5)),
      text(Color(hex: 0x1C1C1E)), fill(.black.withAlpha(0.75)), text(Color(hex: 0x6C6C70)),
    ])
    let resolved = dark.finish(list, size: Size(width: 10, height: 10))
    #expect(
      resolved.items == [
        fill(Color(hex: 0x1C1C1E)), text(.white), fill(Color(hex: 0x0A84FF).withAlpha(0.5)),
        text(.white), fill(.black.withAlpha(0.75)), text(Color(hex: 0xEBEBF5, alpha: 0.6)),
      ])
    #expect(DeviceStyle.standard.finish(list, size: Size(width: 10, height: 10)) == list)
  }

  /// A hairline (black at 30 %, at most a point thick) takes iOS's dark separator; a dim of
  /// the same colour covering the screen stays black; pressed colours take their dark values.
  @Test func hairlinesTakeTheSeparatorAndPressedStatesTheirDarkValues() {
    func fill(_ rect: Rect, _ color: Color) -> DisplayItem {
      .fill(RoundedRectFill(rect: rect, color: color))
    }
    let line = Rect(x: 0, y: 100, width: 390, height: 0.5)
    let screen = Rect(x: 0, y: 0, width: 390, height: 844)
    let dim = Color.black.withAlpha(0.3)
    let list = DisplayList(items: [
      fill(line, dim), fill(screen, dim), fill(Rect(x: 0, y: 0, width: 1, height: 50), dim),
      fill(screen, Color(hex: 0x0051A8)), fill(screen, Color(hex: 0xC4281F)),
      fill(screen, Color(hex: 0xD9E8FF)), fill(line, TextField.wellColor),
    ])
    let resolved = DeviceStyle(appearance: .dark).finish(list, size: screen.size)
    let separator = Color(hex: 0x545458, alpha: 0.6)
    #expect(
      resolved.items == [
        fill(line, separator), fill(screen, dim),
        fill(Rect(x: 0, y: 0, width: 1, height: 50), separator),
        fill(screen, Color(hex: 0x0757A8)), fill(screen, Color(hex: 0xC4352D)),
        fill(screen, Color(hex: 0x192C40)),
        fill(line, Color(hex: 0x767680, alpha: 61.0 / 255)),
      ])
  }

  @Test func layersAreResolvedInside() {
    let layer = DisplayLayer(
      transform: AffineTransform(translationX: 0, y: 100), opacity: 1,
      background: RoundedRectFill(rect: Rect(x: 0, y: 0, width: 10, height: 10), color: .white),
      content: DisplayList(items: [text(Color(hex: 0x1C1C1E))]))
    let resolved = DeviceStyle(appearance: .dark).finish(
      DisplayList(items: [.layer(layer)]), size: Size(width: 10, height: 10))
    guard case .layer(let dark) = resolved.items.first else {
      Issue.record("no layer")
      return
    }
    #expect(dark.background?.color == Color(hex: 0x1C1C1E))
    #expect(dark.content.items == [text(.white)])
  }

  @Test func aPagesPastelTakesTheDarkTintOfItsHue() throws {
    for number in 1...6 {
      let hue = (Double(number) * 0.618_033_988_75).truncatingRemainder(dividingBy: 1)
      let darkPage = try #require(
        PageColor.darkCounterpart(of: PageViewController.color(for: number)))
      let expected = PageColor.dark(hue: hue)
      #expect(abs(darkPage.red - expected.red) < 1e-9)
      #expect(abs(darkPage.green - expected.green) < 1e-9)
      #expect(abs(darkPage.blue - expected.blue) < 1e-9)
    }
    #expect(PageColor.darkCounterpart(of: Color(hex: 0xF2F2F7)) == nil)
    #expect(PageColor.darkCounterpart(of: .white) == nil)
  }

  @Test func theDeviceMasksItsCornersAndDrawsItsHomeIndicator() throws {
    let phone = try #require(DevicePreset.named("iphone-16"))
    let size = phone.size
    let light = DeviceStyle(device: phone).finish(DisplayList(), size: size)
    #expect(
      light.items == [
        .stroke(
          RoundedRectStroke(
            rect: Rect(x: -55, y: -55, width: 503, height: 962), radii: CornerRadii(all: 110),
            curve: .continuous, color: .black, lineWidth: 55,
            clip: Rect(x: 0, y: 0, width: 393, height: 852))),
        .fill(
          RoundedRectFill(
            rect: Rect(x: 130, y: 839, width: 134, height: 5), radii: CornerRadii(all: 2.5),
            color: .black, clip: Rect(x: 0, y: 0, width: 393, height: 852))),
      ])
    let dark = DeviceStyle(device: phone, appearance: .dark).finish(DisplayList(), size: size)
    guard case .fill(let indicator) = dark.items.last else {
      Issue.record("no indicator")
      return
    }
    #expect(indicator.color == .white)
    let se = try #require(DevicePreset.named("iphone-se"))
    #expect(DeviceStyle(device: se).finish(DisplayList(), size: se.size).items.isEmpty)
  }
}
