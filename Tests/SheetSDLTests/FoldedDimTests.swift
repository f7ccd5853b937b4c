import Foundation
import SheetEngine
import SheetSDL
import Testing

/// Dims mixed into what they cover: the picture is the dim blended over it, within the
/// 2 levels the goldens allow (mixing rounds each colour once, blending rounds the pixel),
/// and a dim that cannot be mixed exactly is blended as before.
extension SDLBackendTests {
  /// A back-swipe: the page below, drawn in place and shifted left, under the dim; the
  /// swiped page's shadow and the page itself over the right of the dim.
  private func backSwipe(topPageAt x: Double, belowAt belowX: Double = -30.2) -> [DisplayItem] {
    let rows: [DisplayItem] = [
      .text(TextRun(text: "Root", origin: Point(x: 12, y: 8), fontSize: 14, color: .black)),
      fill(Rect(x: 8, y: 50, width: 60, height: 20), Self.blue, radii: CornerRadii(all: 6)),
      fill(Rect(x: 0, y: 40, width: 100, height: 0.5), .black.withAlpha(0.3)),
    ]
    let page = RoundedRectFill(
      rect: Rect(x: 0, y: 0, width: 100, height: 120), color: Color(hex: 0xF2F2F7))
    return [
      layer(at: Point(x: belowX, y: 0), rows, background: page),
      fill(Rect(x: 0, y: 0, width: 100, height: 120), .black.withAlpha(0.1)),
      .shadow(
        Shadow(
          rect: Rect(x: x, y: 0, width: 100, height: 120), radii: .zero,
          color: .black.withAlpha(0.3), blur: 6, offset: .zero)),
      layer(at: Point(x: x, y: 0), rows, background: page),
    ]
  }

  /// Renders `items` folded and blended; returns how many dims were folded, after
  /// checking that the two pictures agree within 2 levels.
  private func foldedAgainstBlended(_ items: [DisplayItem], size: Size, scale: Double) throws
    -> Int
  {
    let folded = try OffscreenCanvas(size: size, scale: scale, font: font)
    folded.render(DisplayList(items: items), background: .black)
    let blended = try OffscreenCanvas(size: size, scale: scale, font: font)
    blended.foldsDims = false
    blended.render(DisplayList(items: items), background: .black)
    #expect(blended.foldedDimCount == 0)
    let difference = folded.rgbImage().difference(from: blended.rgbImage(), tolerance: 2)
    #expect(difference.isWithinTolerance, "scale \(scale)")
    return folded.foldedDimCount
  }

  /// The page below a back-swipe takes the dim into its colours: the swiped page hides the
  /// rest of the dim, so the page below covers all of it that shows.
  @Test(arguments: [1.0, 2.0, 3.0])
  func aDimOverThePageBelowABackSwipeIsMixedIntoIt(scale: Double) throws {
    let size = Size(width: 100, height: 120)
    #expect(try foldedAgainstBlended(backSwipe(topPageAt: 45.3), size: size, scale: scale) == 1)
  }

  /// Where the page below leaves a strip of the bare window under the dim that the swiped
  /// page does not hide, nothing under the dim covers all it shows: it is blended.
  @Test(arguments: [1.0, 2.0])
  func aDimOverAGapIsBlended(scale: Double) throws {
    let size = Size(width: 100, height: 120)
    let items = backSwipe(topPageAt: 80, belowAt: -40)
    #expect(try foldedAgainstBlended(items, size: size, scale: scale) == 0)
  }

  /// Two devices side by side, each with its own back-swipe and its dim clipped to it:
  /// each dim is mixed into its own device's page only.
  @Test(arguments: [1.0, 2.0])
  func eachDeviceDimIsMixedIntoItsOwnPage(scale: Double) throws {
    // Flattened as the comparison draws it: each device's items clipped to the device.
    var items: [DisplayItem] = []
    for (x, swipe) in [(0.0, 45.3), (110.0, 62.7)] {
      for item in backSwipe(topPageAt: swipe) {
        items.append(Self.placed(item, atX: x, clip: Rect(x: x, y: 0, width: 100, height: 120)))
      }
    }
    let size = Size(width: 210, height: 120)
    #expect(try foldedAgainstBlended(items, size: size, scale: scale) == 2)
  }

  /// A page holding an image cannot take the dim into its colours: it is blended.
  @Test func aDimOverAPageWithAnImageIsBlended() throws {
    var items = backSwipe(topPageAt: 45.3)
    guard case .layer(var below) = items[0] else { return }
    below.content.items.append(
      .image(ImageDraw(name: "missing.png", rect: Rect(x: 10, y: 80, width: 20, height: 20))))
    items[0] = .layer(below)
    let size = Size(width: 100, height: 120)
    #expect(try foldedAgainstBlended(items, size: size, scale: 1) == 0)
  }

  /// `item` moved right by `x` points and clipped to `clip`.
  private static func placed(_ item: DisplayItem, atX x: Double, clip: Rect) -> DisplayItem {
    switch item {
    case .layer(var layer):
      layer.transform.translationX += x
      layer.clip = clip
      return .layer(layer)
    case .fill(var fill):
      fill.rect.origin.x += x
      fill.clip = clip
      return .fill(fill)
    case .shadow(var shadow):
      shadow.rect.origin.x += x
      shadow.clip = clip
      return .shadow(shadow)
    default:
      return item
    }
  }
}
