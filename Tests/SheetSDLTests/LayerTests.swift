import Foundation
import SheetEngine
import SheetSDL
import Testing

/// Layers: group opacity, the raster cache, and skipping frames that did not change.
extension SDLBackendTests {
  static let blue = Color(red: 0, green: 0, blue: 1)

  func layer(
    at point: Point, opacity: Double = 1, scale: Double = 1, _ items: [DisplayItem],
    background: RoundedRectFill? = nil
  ) -> DisplayItem {
    .layer(
      DisplayLayer(
        transform: AffineTransform(
          scaleX: scale, scaleY: scale, translationX: point.x, translationY: point.y),
        opacity: opacity, background: background, content: DisplayList(items: items)))
  }

  /// Two overlapping opaque squares in a half-transparent layer: where they overlap only
  /// the top one shows, at half strength, exactly as where it is alone. Multiplying each
  /// item's alpha instead would let the red show through the blue.
  @Test(arguments: [1.0, 2.0])
  func aTranslucentLayerCompositesAsAGroup(scale: Double) throws {
    let canvas = try OffscreenCanvas(size: Size(width: 60, height: 40), scale: scale, font: font)
    canvas.render(
      DisplayList(items: [
        layer(
          at: Point(x: 5, y: 5), opacity: 0.5,
          [
            fill(Rect(x: 0, y: 0, width: 30, height: 30), Self.red),
            fill(Rect(x: 15, y: 0, width: 30, height: 30), Self.blue),
          ])
      ]),
      background: .white)
    let s = Int(scale)
    let overlap = pixel(canvas, 30 * s, 20 * s)
    let blueAlone = pixel(canvas, 45 * s, 20 * s)
    let redAlone = pixel(canvas, 10 * s, 20 * s)
    #expect(overlap == blueAlone)
    #expect((127...128).contains(blueAlone[0]) && blueAlone[2] == 255)
    #expect(redAlone[0] == 255 && (127...128).contains(redAlone[2]))
    #expect(pixel(canvas, 2 * s, 2 * s) == [255, 255, 255])
  }

  /// The same through the engine: a fading view whose two overlapping buttons are opaque
  /// composites as one picture, so one button's background never shows through the other.
  @Test func aFadingViewWithOverlappingSubviewsCompositesAsAGroup() throws {
    let window = Window(
      size: Size(width: 100, height: 60), safeAreaInsets: .zero,
      textMeasurer: try TTFTextMeasurer(font: font))
    window.backgroundColor = .white
    let page = View(frame: Rect(x: 0, y: 0, width: 100, height: 60))
    page.alpha = 0.4
    let under = View(frame: Rect(x: 10, y: 10, width: 50, height: 40))
    under.backgroundColor = Self.red
    let over = View(frame: Rect(x: 40, y: 10, width: 50, height: 40))
    over.backgroundColor = Self.blue
    page.addSubview(under)
    page.addSubview(over)
    window.addSubview(page)
    window.layoutIfNeeded()
    let list = DisplayListBuilder.build(window)
    guard case .layer(let group) = list.items.last else {
      Issue.record("the fading page is not a layer: \(list.items)")
      return
    }
    #expect(group.opacity == 0.4)
    let canvas = try OffscreenCanvas(size: Size(width: 100, height: 60), scale: 1, font: font)
    canvas.render(list, background: .black)
    #expect(pixel(canvas, 50, 30) == pixel(canvas, 80, 30))
    #expect(pixel(canvas, 50, 30) != pixel(canvas, 20, 30))
  }

  /// A layer that only moves is drawn in place, moved by whole pixels: every frame is the
  /// pixels a fresh canvas draws, and an opaque layer needs no raster at all.
  @Test(arguments: [1.0, 2.0])
  func aMovingLayerIsDrawnInPlaceWithIdenticalPixels(scale: Double) throws {
    let content: [DisplayItem] = [
      fill(Rect(x: 0, y: 0, width: 50, height: 30), Self.red, radii: CornerRadii(all: 8)),
      .text(TextRun(text: "Ab", origin: Point(x: 4, y: 4), fontSize: 12, color: .black)),
      fill(Rect(x: 20, y: 10, width: 40, height: 10), .black.withAlpha(0.3)),
    ]
    func frame(_ y: Double) -> DisplayList {
      DisplayList(items: [layer(at: Point(x: 10.3, y: y), content)])
    }
    let size = Size(width: 80, height: 120)
    let canvas = try OffscreenCanvas(size: size, scale: scale, font: font)
    for step in 0..<10 {
      let list = frame(5 + Double(step) * 7.37)
      canvas.render(list, background: .white)
      let fresh = try OffscreenCanvas(size: size, scale: scale, font: font)
      fresh.render(list, background: .white)
      #expect(canvas.rgbImage() == fresh.rgbImage(), "step \(step)")
    }
    #expect(canvas.rasterCacheStatistics.misses == 0)
  }

  /// A translucent page with only the window's background under it (the page under a push
  /// in the seed) is drawn in place: its colours mixed toward the background, or (with a
  /// nested layer, whose colours cannot be mixed item by item) drawn and then covered by
  /// the background at the rest of its opacity. Either is the picture its raster makes
  /// faded over something of the same colour (which must go through the raster), within
  /// the 2 levels the goldens allow: the two round at different steps.
  @Test(arguments: [1.0, 2.0, 3.0])
  func aPageFadedOverTheBackgroundEqualsItsRasterFaded(scale: Double) throws {
    let button = fill(
      Rect(x: 8, y: 50, width: 30, height: 20), Self.blue, radii: CornerRadii(all: 6))
    let lines: [DisplayItem] = [
      .text(TextRun(text: "Page 1", origin: Point(x: 6, y: 8), fontSize: 14, color: .black)),
      fill(Rect(x: 0, y: 40, width: 70, height: 1), .black.withAlpha(0.2)),
    ]
    let page = RoundedRectFill(
      rect: Rect(x: 0, y: 0, width: 70, height: 90), color: Color(hex: 0xF2F2F7))
    let size = Size(width: 80, height: 100)
    for content in [lines + [button], lines + [layer(at: Point(x: 2, y: 1), [button])]] {
      for background in [Color.black, Color(hex: 0x3A506B)] {
        for opacity in [0.95, 0.62, 0.1] {
          let faded = layer(at: Point(x: 4.4, y: 5), opacity: opacity, content, background: page)
          let bare = try OffscreenCanvas(size: size, scale: scale, font: font)
          bare.render(DisplayList(items: [faded]), background: background)
          #expect(bare.rasterCacheStatistics.misses == 0)
          // The same colour painted first: the page now fades over an item, from its raster.
          let under = fill(Rect(x: 0, y: 0, width: 80, height: 100), background)
          let rastered = try OffscreenCanvas(size: size, scale: scale, font: font)
          rastered.render(DisplayList(items: [under, faded]), background: background)
          #expect(rastered.rasterCacheStatistics.misses >= 1)
          let difference = bare.rgbImage().difference(from: rastered.rgbImage(), tolerance: 2)
          #expect(difference.isWithinTolerance, "opacity \(opacity) over \(background)")
        }
      }
    }
  }

  /// A scaled layer (the zoom) is its cached raster scaled: the same raster serves every
  /// step of the animation, and the picture lands where the transform puts it.
  @Test func aScaledLayerReusesOneRaster() throws {
    let canvas = try OffscreenCanvas(size: Size(width: 100, height: 100), scale: 2, font: font)
    for step in 1...5 {
      let factor = Double(step) / 6
      canvas.render(
        DisplayList(items: [
          layer(
            at: Point(x: 10, y: 10), scale: factor,
            [fill(Rect(x: 0, y: 0, width: 80, height: 80), Self.red)],
            background: RoundedRectFill(
              rect: Rect(x: 0, y: 0, width: 80, height: 80), radii: CornerRadii(all: 20 / factor),
              color: Self.blue))
        ]),
        background: .white)
      let inside = Int((10 + 40 * factor) * 2)
      #expect(pixel(canvas, inside, inside) == [255, 0, 0], "step \(step)")
      let outside = Int((10 + 80 * factor) * 2) + 2
      #expect(pixel(canvas, outside, outside) == [255, 255, 255], "step \(step)")
    }
    #expect(canvas.rasterCacheStatistics.misses == 1)
    #expect(canvas.rasterCacheStatistics.hits == 4)
  }

  /// A translucent scaled layer (the zoom mid-flight) fades its background and content as
  /// one picture: on the content only the content shows, at the layer's opacity, with no
  /// background through it; on the background far from any content, the background at the
  /// same opacity; and nothing outside the shape.
  @Test(arguments: [1.0, 2.0])
  func aTranslucentScaledLayerFadesAsOnePicture(scale: Double) throws {
    let canvas = try OffscreenCanvas(size: Size(width: 120, height: 120), scale: scale, font: font)
    let factor = 0.8
    canvas.render(
      DisplayList(items: [
        layer(
          at: Point(x: 10, y: 10), opacity: 0.5, scale: factor,
          [fill(Rect(x: 10, y: 10, width: 40, height: 20), Self.red)],
          background: RoundedRectFill(
            rect: Rect(x: 0, y: 0, width: 120, height: 120), radii: CornerRadii(all: 12),
            color: Self.blue))
      ]),
      background: .white)
    func at(_ x: Double, _ y: Double) -> [UInt8] {
      pixel(canvas, Int((10 + x * factor) * scale), Int((10 + y * factor) * scale))
    }
    let onContent = at(30, 20)
    #expect((127...128).contains(onContent[1]) && onContent[0] == 255, "\(onContent)")
    #expect((127...128).contains(onContent[2]), "no blue under the red: \(onContent)")
    let onBackground = at(60, 100)
    #expect(onBackground[2] == 255 && (127...128).contains(onBackground[0]), "\(onBackground)")
    #expect(pixel(canvas, Int(5 * scale), Int(5 * scale)) == [255, 255, 255])
  }

  /// A frame that differs from the last only in its top items (the HUD over a resting
  /// screen) redraws only what those items touch, and shows what a full redraw would.
  @Test(arguments: [1.0, 2.0])
  func aChangeInTheTopItemsRedrawsOnlyTheirArea(scale: Double) throws {
    let size = Size(width: 120, height: 200)
    let screen: [DisplayItem] = [
      fill(Rect(x: 0, y: 0, width: 120, height: 200), .white),
      layer(
        at: Point(x: 0, y: 80), opacity: 0.9,
        [.text(TextRun(text: "Sheet", origin: Point(x: 8, y: 8), fontSize: 14, color: .black))],
        background: RoundedRectFill(
          rect: Rect(x: 0, y: 0, width: 120, height: 120), radii: .top(12), color: Self.blue)),
    ]
    func hud(_ text: String) -> [DisplayItem] {
      [
        fill(
          Rect(x: 4, y: 4, width: 60.5, height: 30), .black.withAlpha(0.6),
          radii: CornerRadii(all: 6)),
        .text(TextRun(text: text, origin: Point(x: 8, y: 8), fontSize: 12, color: .white)),
      ]
    }
    let canvas = try OffscreenCanvas(size: size, scale: scale, font: font)
    canvas.render(DisplayList(items: screen + hud("59.9 fps")), background: .black)
    let full = try #require(canvas.lastDrawnRect)
    #expect(full.width == canvas.pixelWidth && full.height == canvas.pixelHeight)
    let next = DisplayList(items: screen + hud("60.1 fps"))
    canvas.render(next, background: .black)
    let redrawn = try #require(canvas.lastDrawnRect)
    // Only the text changed: what it touched, inside the HUD's box.
    #expect(redrawn.x >= Int(4 * scale) && redrawn.y >= Int(4 * scale), "\(redrawn)")
    #expect(redrawn.x + redrawn.width <= Int((4 + 61) * scale), "\(redrawn)")
    #expect(redrawn.y + redrawn.height <= Int((4 + 30) * scale), "\(redrawn)")
    let fresh = try OffscreenCanvas(size: size, scale: scale, font: font)
    fresh.render(next, background: .black)
    #expect(canvas.rgbImage() == fresh.rgbImage())
  }

  /// The cache holds at most three screens of pixels and drops the least recently used.
  /// (Half-transparent layers over a fill: they fade as one picture, from a raster.)
  @Test func theRasterCacheStaysWithinThreeScreensOfPixels() throws {
    let canvas = try OffscreenCanvas(size: Size(width: 100, height: 100), scale: 1, font: font)
    let budget = 3 * 100 * 100 * 4
    let under = fill(Rect(x: 0, y: 0, width: 100, height: 100), .white)
    func frame(_ x: Double, _ content: [DisplayItem]) -> DisplayList {
      DisplayList(items: [under, layer(at: Point(x: x, y: 5), opacity: 0.5, content)])
    }
    for index in 0..<12 {
      let content = [
        fill(Rect(x: 0, y: 0, width: 90, height: 90), Color(hex: UInt32(index * 0x10101)))
      ]
      canvas.render(frame(5, content), background: .white)
      #expect(canvas.rasterCacheStatistics.bytes <= budget)
    }
    #expect(canvas.rasterCacheStatistics.misses == 12)
    // A 90 x 90 raster counts 32,400 bytes plus a third for its halvings: two fit.
    #expect(canvas.rasterCacheStatistics.entries == 2)
    // The most recent content is still cached; the oldest was evicted.
    let latest = [fill(Rect(x: 0, y: 0, width: 90, height: 90), Color(hex: UInt32(11 * 0x10101)))]
    let oldest = [fill(Rect(x: 0, y: 0, width: 90, height: 90), Color(hex: 0))]
    canvas.render(frame(6, latest), background: .white)
    #expect(canvas.rasterCacheStatistics.hits == 1)
    canvas.render(frame(6, oldest), background: .white)
    #expect(canvas.rasterCacheStatistics.misses == 13)
  }

  /// What later opaque items hide is not drawn, and that changes no pixel: a page half
  /// over another with a dim between them, a sheet over the window, drawn with and
  /// without culling.
  @Test(arguments: [1.0, 2.0])
  func cullingHiddenPixelsChangesNothing(scale: Double) throws {
    let page: [DisplayItem] = [
      fill(Rect(x: 10, y: 20, width: 50, height: 30), Self.red, radii: CornerRadii(all: 6)),
      .text(TextRun(text: "Page", origin: Point(x: 12, y: 60), fontSize: 14, color: .black)),
    ]
    let list = DisplayList(items: [
      fill(Rect(x: 0, y: 0, width: 100, height: 120), .white),
      layer(
        at: Point(x: -20.4, y: 0), opacity: 0.9, page,
        background: RoundedRectFill(rect: Rect(x: 0, y: 0, width: 100, height: 120), color: .white)
      ),
      fill(Rect(x: 0, y: 0, width: 100, height: 120), .black.withAlpha(0.3)),
      .shadow(
        Shadow(
          rect: Rect(x: 45.3, y: 0, width: 100, height: 120), radii: .zero,
          color: .black.withAlpha(0.4), blur: 6, offset: .zero)),
      layer(
        at: Point(x: 45.3, y: 0), page,
        background: RoundedRectFill(
          rect: Rect(x: 0, y: 0, width: 100, height: 120), color: Color(hex: 0xEEEEF5))),
      fill(
        Rect(x: 0, y: 70, width: 100, height: 50), Self.blue, radii: .top(10)),
    ])
    let size = Size(width: 100, height: 120)
    let culled = try OffscreenCanvas(size: size, scale: scale, font: font)
    culled.render(list, background: .black)
    let reference = try OffscreenCanvas(size: size, scale: scale, font: font)
    reference.cullsOccludedPixels = false
    reference.render(list, background: .black)
    #expect(culled.rgbImage() == reference.rgbImage())
  }

  /// A frame equal to the last one is not drawn again; any difference is.
  @Test func anUnchangedFrameIsNotDrawnAgain() throws {
    let canvas = try OffscreenCanvas(size: Size(width: 40, height: 40), scale: 1, font: font)
    let list = DisplayList(items: [fill(Rect(x: 0, y: 0, width: 10, height: 10), Self.red)])
    canvas.render(list, background: .white)
    canvas.render(list, background: .white)
    #expect(canvas.drawnFrameCount == 1)
    #expect(pixel(canvas, 5, 5) == [255, 0, 0])
    canvas.render(list, background: .black)
    var moved = list
    moved.items.append(fill(Rect(x: 20, y: 20, width: 1, height: 1), .black))
    canvas.render(moved, background: .black)
    #expect(canvas.drawnFrameCount == 3)
  }

  /// Shadows are blurred once per shape size and blur, and reused wherever and in
  /// whatever colour the shape is drawn.
  @Test func shadowMasksAreRenderedOncePerShapeAndBlur() throws {
    let canvas = try OffscreenCanvas(size: Size(width: 100, height: 100), scale: 2, font: font)
    func shadow(_ x: Double, _ width: Double, _ alpha: Double) -> DisplayList {
      DisplayList(items: [
        .shadow(
          Shadow(
            rect: Rect(x: x, y: 20, width: width, height: 40), radii: CornerRadii(all: 6),
            color: .black.withAlpha(alpha), blur: 8, offset: Point(x: 0, y: 2)))
      ])
    }
    canvas.render(shadow(10, 40, 0.3), background: .white)
    canvas.render(shadow(22.5, 40, 0.6), background: .white)
    canvas.render(shadow(31, 40, 0.1), background: .white)
    #expect(canvas.shadowRenderCount == 1)
    canvas.render(shadow(31, 41, 0.1), background: .white)
    #expect(canvas.shadowRenderCount == 2)
  }
}
