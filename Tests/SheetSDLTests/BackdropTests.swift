import Foundation
import SheetEngine
import Testing

@testable import SheetSDL

/// Glass (``BackdropMaterial``): what is behind shows through blurred, the renderer's
/// partial redraw and cache give the pixels a full redraw does, and a material at opacity 1
/// is the view's opaque background exactly.
extension SDLBackendTests {
  static let glassRed = Color(red: 1, green: 0, blue: 0)
  static let glassBlue = Color(red: 0, green: 0, blue: 1)

  /// A plain glass: no tint and no rim, so only the blur shows.
  static let clearGlass = BackdropMaterial(
    blurRadius: 20, tint: Color(red: 1, green: 1, blue: 1, alpha: 0), rimAlpha: 0)

  /// A window with a coloured page and a rounded sheet holding a label-like child (a layer,
  /// masked to its corners) and a flat rounded card, both with `material` (nil: none).
  private func glassScene(material: BackdropMaterial?) -> View {
    let root = View(frame: Rect(x: 0, y: 0, width: 120, height: 160))
    root.backgroundColor = .white
    let stripe = View(frame: Rect(x: 0, y: 40, width: 60, height: 120))
    stripe.backgroundColor = Self.glassRed
    root.addSubview(stripe)
    let sheet = View(frame: Rect(x: 10, y: 70, width: 100, height: 90))
    sheet.backgroundColor = Color(hex: 0xF2F2F7)
    sheet.cornerRadii = CornerRadii(all: 16)
    sheet.cornerCurve = .continuous
    sheet.masksToCorners = true
    sheet.backdropMaterial = material
    let child = View(frame: Rect(x: 10, y: 10, width: 40, height: 20))
    child.backgroundColor = Self.glassBlue
    sheet.addSubview(child)
    root.addSubview(sheet)
    let card = View(frame: Rect(x: 20, y: 10, width: 80, height: 40))
    card.backgroundColor = .white
    card.cornerRadii = CornerRadii(all: 10)
    card.backdropMaterial = material
    root.addSubview(card)
    return root
  }

  @Test func aMaterialAtOpacityOneDrawsExactlyWhatNoMaterialDraws() throws {
    var opaque = BackdropMaterial.regularLight
    opaque.opacity = 1
    let plain = DisplayListBuilder.build(glassScene(material: nil))
    let solid = DisplayListBuilder.build(glassScene(material: opaque))
    #expect(plain == solid)
    for scale in [1.0, 2.0] {
      let a = try OffscreenCanvas(size: Size(width: 120, height: 160), scale: scale, font: font)
      let b = try OffscreenCanvas(size: Size(width: 120, height: 160), scale: scale, font: font)
      a.render(plain, background: .black)
      b.render(solid, background: .black)
      #expect(a.rgbBytes() == b.rgbBytes())
    }
  }

  @Test func glassEmitsItsItemBeforeItsBackgroundWhichFadesWithOpacity() throws {
    var half = BackdropMaterial.regularDark
    half.opacity = 0.5
    let items = DisplayListBuilder.build(glassScene(material: half)).items
    let glassIndices = items.indices.filter {
      if case .backdrop = items[$0] { return true }
      return false
    }
    #expect(glassIndices.count == 2)
    // The sheet's glass comes just before its layer, the card's just before its fill.
    let sheetGlass = try #require(glassIndices.first)
    guard case .layer(let layer) = items[sheetGlass + 1],
      case .backdrop(let glass) = items[sheetGlass]
    else {
      Issue.record("the sheet's glass is not followed by its layer")
      return
    }
    #expect(glass.rect == Rect(x: 10, y: 70, width: 100, height: 90))
    #expect(glass.radii == CornerRadii(all: 16) && glass.curve == .continuous)
    #expect(layer.background?.color.alpha == 0.5)
    guard case .fill(let card) = items[glassIndices[1] + 1] else {
      Issue.record("the card's glass is not followed by its fill")
      return
    }
    #expect(card.color.alpha == 0.5)
    // Translucent now: neither the sheet nor the card hides anything.
    let space = PixelSpace(scale: 1)
    let bands = DisplayListRenderer.opaqueBands(of: items, scale: 1)
    #expect(bands[sheetGlass + 1] == nil)
    #expect(DisplayListRenderer.opaqueRect(of: card, in: space) == nil)
  }

  /// Red left of x = 100 px, blue right of it, under glass from x 20 to 180.
  private var halfRedHalfBlue: [DisplayItem] {
    [
      .fill(RoundedRectFill(rect: Rect(x: 0, y: 0, width: 100, height: 100), color: Self.glassRed)),
      .fill(
        RoundedRectFill(rect: Rect(x: 100, y: 0, width: 100, height: 100), color: Self.glassBlue)),
      .backdrop(
        BackdropDraw(
          rect: Rect(x: 20, y: 20, width: 160, height: 60), radii: CornerRadii(all: 12),
          material: Self.clearGlass)),
    ]
  }

  @Test func glassMixesColoursNearAnEdgeBehindItAndKeepsThemFarFromIt() throws {
    let canvas = try OffscreenCanvas(size: Size(width: 200, height: 100), scale: 1, font: font)
    canvas.render(DisplayList(items: halfRedHalfBlue), background: .black)
    let image = canvas.rgbImage()
    func pixel(_ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int) {
      let offset = (y * image.width + x) * 3
      return (Int(image.bytes[offset]), Int(image.bytes[offset + 1]), Int(image.bytes[offset + 2]))
    }
    // Blur 20 pt at 1x: sigma 10 px, 2.5 px at a quarter. Its boxes (5, 5, 7) reach 7
    // quarter pixels, 28 px, and the 4 px averaging and the bilinear scaling up smear 4 px
    // more each: nothing moves further than 36 px. x 25 and 175 are 75 px from the edge, so
    // they keep their colour exactly but for rounding (2 levels: three rounded box passes).
    for (x, colour) in [(25, (255, 0, 0)), (175, (0, 0, 255))] {
      let p = pixel(x, 50)
      #expect(abs(p.r - colour.0) <= 2 && p.g <= 2 && abs(p.b - colour.2) <= 2, "\(x): \(p)")
    }
    // At the edge a symmetric blur gives half of each; the quarter grid lines up with x 100
    // (the glass starts at 20), so the two pixels either side of the edge are within a
    // sixth of the range of half (sigma 10 px: one pixel moves the mix 4%, and the
    // averaging and scaling add a few levels).
    for x in [99, 100] {
      let p = pixel(x, 50)
      #expect(abs(p.r - 128) <= 40 && abs(p.b - 128) <= 40 && p.g <= 2, "\(x): \(p)")
      #expect(abs(p.r + p.b - 255) <= 4, "red and blue share the pixel: \(p)")
    }
    // Outside the glass nothing changes.
    #expect(pixel(5, 50) == (255, 0, 0))
    #expect(pixel(100, 10) == (0, 0, 255))
  }

  /// A page with a red square under a sheet of glass, with an opaque bar drawn over the
  /// glass's top edge (a cover that must not cut what the glass samples), the square at
  /// `squareX` points.
  private func glassOverSquare(squareX: Double, barColour: Color = .white) -> DisplayList {
    DisplayList(items: [
      .fill(RoundedRectFill(rect: Rect(x: 0, y: 0, width: 300, height: 300), color: .white)),
      .fill(
        RoundedRectFill(
          rect: Rect(x: squareX, y: 110, width: 60, height: 60), radii: CornerRadii(all: 8),
          color: Self.glassRed)),
      .fill(
        RoundedRectFill(rect: Rect(x: 200, y: 10, width: 40, height: 40), color: Self.glassBlue)),
      .backdrop(
        BackdropDraw(
          rect: Rect(x: 40, y: 100, width: 160, height: 120), radii: CornerRadii(all: 20),
          curve: .continuous, material: .regularLight)),
      .fill(
        RoundedRectFill(rect: Rect(x: 0, y: 80, width: 300, height: 30), color: barColour)),
    ])
  }

  @Test(arguments: [1.0, 2.0, 3.0])
  func aPartialRedrawOfGlassEqualsAFullRedraw(scale: Double) throws {
    let size = Size(width: 300, height: 300)
    let partial = try OffscreenCanvas(size: size, scale: scale, font: font)
    partial.render(glassOverSquare(squareX: 60), background: .black)
    // Moved under the glass; then moved to just outside its rect, still inside what its
    // blur reads; then a change far away, under nothing.
    for (list, description) in [
      (glassOverSquare(squareX: 90), "the square moved under the glass"),
      (glassOverSquare(squareX: 205), "the square moved beside the glass"),
      (glassOverSquare(squareX: 205, barColour: .black), "the bar over the glass changed"),
    ] {
      partial.render(list, background: .black)
      let drawn = try #require(partial.lastDrawnRect, "\(description): drawn at all")
      #expect(
        drawn.width < partial.pixelWidth || drawn.height < partial.pixelHeight,
        "\(description): a partial redraw")
      let full = try OffscreenCanvas(size: size, scale: scale, font: font)
      full.render(list, background: .black)
      #expect(partial.rgbBytes() == full.rgbBytes(), "\(description) at \(scale)x")
    }
  }

  @Test func glassBlursOnceWhileWhatIsUnderItStandsStill() throws {
    let canvas = try OffscreenCanvas(size: Size(width: 300, height: 300), scale: 2, font: font)
    canvas.render(glassOverSquare(squareX: 60), background: .black)
    #expect(canvas.backdropRenderCount == 1)
    // What is drawn over the glass changes: the picture under it is reused.
    canvas.render(glassOverSquare(squareX: 60, barColour: .black), background: .black)
    #expect(canvas.backdropRenderCount == 1)
    canvas.redrawNextFrameInFull()
    canvas.render(glassOverSquare(squareX: 60), background: .black)
    #expect(canvas.backdropRenderCount == 1)
    // What is under it changes: blurred again.
    canvas.render(glassOverSquare(squareX: 70), background: .black)
    #expect(canvas.backdropRenderCount == 2)
  }

  /// Glass over the photo scene's sunset, written where BACKDROP_PNG names (for looking at
  /// it); always checks the glass changed the photo under it and left it elsewhere.
  @Test func glassOverAPhoto() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("PlaygroundTests/Recordings/scenes/photo")
      .path
    let size = Size(width: 342, height: 200)
    let canvas = try OffscreenCanvas(size: size, scale: 2, font: font)
    canvas.images = try ImageLibrary.load(names: ["sunset.jpg"], folder: folder, scale: 2)
    var items: [DisplayItem] = [
      .image(ImageDraw(name: "sunset.jpg", rect: Rect(origin: .zero, size: size)))
    ]
    canvas.render(DisplayList(items: items), background: .black)
    let photo = canvas.rgbBytes()
    items.append(
      .backdrop(
        BackdropDraw(
          rect: Rect(x: 12, y: 60, width: 150, height: 128), radii: CornerRadii(all: 24),
          curve: .continuous, material: .regularLight)))
    items.append(
      .backdrop(
        BackdropDraw(
          rect: Rect(x: 180, y: 60, width: 150, height: 128), radii: CornerRadii(all: 24),
          curve: .continuous, material: .regularDark)))
    items.append(
      .text(TextRun(text: "Light glass", origin: Point(x: 28, y: 76), fontSize: 17, color: .black)))
    items.append(
      .text(TextRun(text: "Dark glass", origin: Point(x: 196, y: 76), fontSize: 17, color: .white)))
    canvas.render(DisplayList(items: items), background: .black)
    let glass = canvas.rgbBytes()
    let width = canvas.pixelWidth
    func at(_ x: Int, _ y: Int, in bytes: [UInt8]) -> ArraySlice<UInt8> {
      bytes[((y * width + x) * 3)..<((y * width + x) * 3 + 3)]
    }
    #expect(at(10, 10, in: glass) == at(10, 10, in: photo))
    #expect(at(150, 300, in: glass) != at(150, 300, in: photo))
    if let path = ProcessInfo.processInfo.environment["BACKDROP_PNG"] {
      try canvas.savePNG(to: path)
    }
  }
}
