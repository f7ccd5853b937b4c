import SheetEngine
import SheetSDL
import Testing

/// The window's default scale from the display (`GDK_SCALE`, `Xft.dpi`, SDL's DPI, in that
/// order) and the reduction of a scale the display cannot fit, with exact values.
@Suite struct DisplayScaleTests {
  @Test func aDPIBecomesTheWholeScaleItReaches() {
    #expect(DisplayScale.scale(forDPI: 96) == 1)
    #expect(DisplayScale.scale(forDPI: 144) == 1)
    #expect(DisplayScale.scale(forDPI: 191.9) == 1)
    #expect(DisplayScale.scale(forDPI: 192) == 2)
    #expect(DisplayScale.scale(forDPI: 288) == 3)
    #expect(DisplayScale.scale(forDPI: 480) == 3)
    #expect(DisplayScale.scale(forDPI: 0) == 1)
    #expect(DisplayScale.scale(forDPI: .nan) == 1)
  }

  @Test func gdkScaleComesFirstThenXftDPIThenTheDisplayDPI() {
    let all = DisplayScale.fromDisplay(gdkScale: "2", xftDPI: 288, displayDPI: 96)
    #expect(all.scale == 2 && all.source == "GDK_SCALE=2")
    let xft = DisplayScale.fromDisplay(gdkScale: nil, xftDPI: 192, displayDPI: 96)
    #expect(xft.scale == 2 && xft.source == "Xft.dpi 192")
    let notANumber = DisplayScale.fromDisplay(gdkScale: "two", xftDPI: 288, displayDPI: 96)
    #expect(notANumber.scale == 3 && notANumber.source == "Xft.dpi 288")
    let display = DisplayScale.fromDisplay(gdkScale: nil, xftDPI: nil, displayDPI: 200)
    #expect(display.scale == 2 && display.source == "display DPI 200")
    let none = DisplayScale.fromDisplay(gdkScale: nil, xftDPI: nil, displayDPI: nil)
    #expect(none.scale == 1 && none.source == "default")
    #expect(DisplayScale.fromDisplay(gdkScale: "4", xftDPI: nil, displayDPI: nil).scale == 3)
  }

  @Test func aScaleTheDisplayCannotFitIsReducedWithOneLine() {
    let device = Size(width: 390, height: 844)
    let reduced = DisplayScale.fitted(
      3, size: device, available: Size(width: 3840, height: 2400), origin: "--scale 3")
    #expect(reduced.scale == 2)
    #expect(
      reduced.note
        == "scale 3 (--scale 3) needs a 1170x2532-pixel window and the display has 3840x2400: "
        + "drawing at 2 pixels per point")
    let toOne = DisplayScale.fitted(
      2, size: device, available: Size(width: 1600, height: 1000), origin: "Xft.dpi 192")
    #expect(toOne.scale == 1)
    #expect(toOne.note?.hasSuffix("drawing at 1 pixel per point") == true)
    let fits = DisplayScale.fitted(
      2, size: device, available: Size(width: 3840, height: 2400), origin: "--scale 2")
    #expect(fits == DisplayScale(scale: 2))
    let unknown = DisplayScale.fitted(3, size: device, available: nil, origin: "--scale 3")
    #expect(unknown == DisplayScale(scale: 3))
  }

  @Test func xftDPIIsReadFromTheResourceString() {
    #expect(
      XResourceDPI.dpi(inResources: "Xft.antialias:\t1\nXft.dpi:\t192\nXft.hinting:\t1") == 192)
    #expect(XResourceDPI.dpi(inResources: "*Xft.dpi: 144\n") == 144)
    #expect(XResourceDPI.dpi(inResources: "Xft.antialias:\t1\n") == nil)
    #expect(XResourceDPI.dpi(inResources: "Xft.dpi:\tlarge\n") == nil)
  }
}
