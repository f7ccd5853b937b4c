import SheetEngine
import Testing

@testable import SheetSDL

/// What later opaque items hide is not drawn. The zoom's card (a scaled, masked layer with
/// an opaque background) hides the middle of the page beneath it, which is then drawn as
/// the ring around the card; the pixels inside the card's cover are the card's own.
extension SDLBackendTests {
  static let zoomWindow = Size(width: 100, height: 200)
  static let zoomCardColour = Color(hex: 0x007A_FF)

  /// A full-window page under the zoom's card: the card's background and mask are the
  /// window's shape, with 10 pt continuous corners, scaled by half and moved by (10, 20).
  func zoomedCard(opacity: Double = 1, colour: Color = zoomCardColour) -> DisplayLayer {
    var card = DisplayLayer(
      transform: AffineTransform(scaleX: 0.5, scaleY: 0.5, translationX: 10, translationY: 20),
      opacity: opacity,
      background: RoundedRectFill(rect: Rect(origin: .zero, size: Self.zoomWindow), color: colour),
      content: DisplayList())
    card.mask = RoundedRectFill(
      rect: Rect(origin: .zero, size: Self.zoomWindow), radii: CornerRadii(all: 10),
      curve: .continuous, color: .black)
    return card
  }

  var pageUnderTheCard: DisplayItem {
    .fill(RoundedRectFill(rect: Rect(origin: .zero, size: Self.zoomWindow), color: .white))
  }

  @Test func aScaledCardCoversItsBackgroundBetweenItsCornersRoundedInward() throws {
    let space = PixelSpace(scale: 2)
    let cover = try #require(DisplayListRenderer.opaqueRect(ofTransformed: zoomedCard(), in: space))
    // x: 20 + 0.5 * [0, 200] px. y: 40 + 0.5 * [0, 400] px, less the corners' reach of
    // 10 pt * 2 * 1.52866483 + 1 = 31.5733 px each way: [55.79, 224.21], rounded inward.
    #expect(cover == PixelRect(x0: 20, y0: 56, x1: 120, y1: 224))
  }

  @Test func everyPixelOfTheCoverIsTheCardsOwnColour() throws {
    let canvas = try OffscreenCanvas(size: Self.zoomWindow, scale: 2, font: font)
    canvas.render(DisplayList(items: [pageUnderTheCard, .layer(zoomedCard())]), background: .black)
    let image = canvas.rgbImage()
    let cover = PixelRect(x0: 20, y0: 56, x1: 120, y1: 224)
    let card = RGBA8(Self.zoomCardColour)
    var others = 0
    for y in cover.y0..<cover.y1 {
      for x in cover.x0..<cover.x1 {
        let offset = (y * image.width + x) * 3
        if image.bytes[offset..<offset + 3] != [card.r, card.g, card.b] { others += 1 }
      }
    }
    #expect(others == 0)
  }

  @Test func aTranslucentCardOrOneWithoutAnOpaqueBackgroundCoversNothing() {
    let space = PixelSpace(scale: 2)
    #expect(
      DisplayListRenderer.opaqueRect(ofTransformed: zoomedCard(opacity: 0.99), in: space) == nil)
    let seeThrough = zoomedCard(colour: Self.zoomCardColour.withAlpha(0.5))
    #expect(DisplayListRenderer.opaqueRect(ofTransformed: seeThrough, in: space) == nil)
  }

  @Test func thePageUnderTheCardIsDrawnAsTheRingAroundIt() throws {
    let bounds = PixelRect(x0: 0, y0: 0, x1: 200, y1: 400)
    let items: [DisplayItem] = [pageUnderTheCard, .layer(zoomedCard())]
    let visible = DisplayListRenderer.visibleRects(
      of: items, bands: [:], bounds: bounds, in: PixelSpace(scale: 2))
    let pieces = visible.items.pieces(of: 0)
    let cover = PixelRect(x0: 20, y0: 56, x1: 120, y1: 224)
    #expect(pieces.count == 4)
    #expect(pieces.allSatisfy { $0.intersection(cover) == nil && bounds.contains($0) })
    for (index, piece) in pieces.enumerated() {
      #expect(pieces[(index + 1)...].allSatisfy { $0.intersection(piece) == nil })
    }
    let area = pieces.reduce(0) { $0 + $1.width * $1.height }
    #expect(area == 200 * 400 - 100 * 168)
    // The card itself is drawn whole, and no background is left to clear.
    #expect(visible.items.pieces(of: 1) == [bounds])
    #expect(visible.items.rects[0] == bounds)
    #expect(visible.background.isEmpty)
  }
}
