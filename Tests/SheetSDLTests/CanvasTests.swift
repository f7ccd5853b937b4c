import Foundation
import SheetEngine
import SheetSDL
import Testing

/// Pixel tests of the display-list renderer, on the software renderer offscreen.
extension SDLBackendTests {
  static let red = Color(red: 1, green: 0, blue: 0)

  func pixel(_ canvas: OffscreenCanvas, _ x: Int, _ y: Int) -> [UInt8] {
    let bytes = canvas.rgbBytes()
    let index = (y * canvas.pixelWidth + x) * 3
    return Array(bytes[index..<index + 3])
  }

  func fill(_ rect: Rect, _ color: Color, radii: CornerRadii = .zero, clip: Rect? = nil)
    -> DisplayItem
  {
    .fill(RoundedRectFill(rect: rect, radii: radii, color: color, clip: clip))
  }

  @Test func canvasPixelSizeFollowsScale() throws {
    let one = try OffscreenCanvas(size: Size(width: 100, height: 80), scale: 1, font: font)
    #expect(one.pixelWidth == 100 && one.pixelHeight == 80)
    #expect(one.rgbBytes().count == 100 * 80 * 3)
    let two = try OffscreenCanvas(size: Size(width: 100, height: 80), scale: 2, font: font)
    #expect(two.pixelWidth == 200 && two.pixelHeight == 160)
    let odd = try OffscreenCanvas(size: Size(width: 101, height: 3), scale: 1.5, font: font)
    #expect(odd.pixelWidth == 152 && odd.pixelHeight == 5)
    #expect(throws: SDLError.self) {
      try OffscreenCanvas(size: Size(width: 0, height: 10), scale: 1, font: font)
    }
  }

  @Test(arguments: [1.0, 2.0])
  func opaqueFillIsExact(scale: Double) throws {
    let canvas = try OffscreenCanvas(size: Size(width: 40, height: 40), scale: scale, font: font)
    canvas.render(
      DisplayList(items: [fill(Rect(x: 10, y: 10, width: 20, height: 20), Self.red)]),
      background: .white)
    let s = Int(scale)
    let red: [UInt8] = [255, 0, 0]
    let white: [UInt8] = [255, 255, 255]
    #expect(pixel(canvas, 10 * s, 10 * s) == red)
    #expect(pixel(canvas, 30 * s - 1, 30 * s - 1) == red)
    #expect(pixel(canvas, 20 * s, 20 * s) == red)
    #expect(pixel(canvas, 10 * s - 1, 10 * s) == white)
    #expect(pixel(canvas, 10 * s, 10 * s - 1) == white)
    #expect(pixel(canvas, 30 * s, 20 * s) == white)
    #expect(pixel(canvas, 20 * s, 30 * s) == white)
    let redCount = stride(from: 0, to: canvas.rgbBytes().count, by: 3).filter {
      canvas.rgbBytes()[$0 + 1] == 0
    }.count
    #expect(redCount == 400 * s * s)
  }

  @Test func adjacentFractionalRectsLeaveNoGapAndNoSeam() throws {
    let canvas = try OffscreenCanvas(size: Size(width: 30, height: 10), scale: 1.5, font: font)
    let half = Color.black.withAlpha(0.5)
    canvas.render(
      DisplayList(items: [
        fill(Rect(x: 0, y: 0, width: 10.3, height: 10), half),
        fill(Rect(x: 10.3, y: 0, width: 19.7, height: 10), half),
      ]),
      background: .white)
    let bytes = canvas.rgbBytes()
    #expect(Set(bytes) == [127])
  }

  @Test func roundedCornerLeavesTheCornerPixelEmpty() throws {
    let canvas = try OffscreenCanvas(size: Size(width: 60, height: 60), scale: 1, font: font)
    canvas.render(
      DisplayList(items: [
        fill(Rect(x: 10, y: 10, width: 40, height: 40), Self.red, radii: CornerRadii(all: 10))
      ]),
      background: .white)
    let white: [UInt8] = [255, 255, 255]
    let red: [UInt8] = [255, 0, 0]
    #expect(pixel(canvas, 10, 10) == white)
    #expect(pixel(canvas, 49, 10) == white)
    #expect(pixel(canvas, 10, 49) == white)
    #expect(pixel(canvas, 49, 49) == white)
    #expect(pixel(canvas, 30, 30) == red)
    #expect(pixel(canvas, 30, 10) == red)
    #expect(pixel(canvas, 10, 30) == red)
    #expect(pixel(canvas, 15, 15) == red)
  }

  @Test func translucentRoundedRectBlendsEveryPixelExactlyOnce() throws {
    let canvas = try OffscreenCanvas(size: Size(width: 80, height: 60), scale: 2, font: font)
    let radii = CornerRadii(topLeft: 12, topRight: 3, bottomLeft: 0, bottomRight: 30)
    canvas.render(
      DisplayList(items: [
        fill(Rect(x: 5, y: 5, width: 70, height: 50), .black.withAlpha(0.5), radii: radii)
      ]),
      background: .white)
    // One blend of half-black is 127 or 128; anti-aliased corner pixels lie between that
    // and the white background. A seam blended twice would be about 63.
    #expect(canvas.rgbBytes().allSatisfy { $0 >= 127 })
    let once: ClosedRange<UInt8> = 127...128
    // Pixel rect 10..<150 x 10..<110; the corners span 24, 6, 0 and 50 px (30 pt is
    // capped at half the 100 px height).
    for y in 34..<110 { #expect(once.contains(pixel(canvas, 10, y)[0]), "left, row \(y)") }
    for y in 16..<60 { #expect(once.contains(pixel(canvas, 149, y)[0]), "right, row \(y)") }
    for x in 34..<144 { #expect(once.contains(pixel(canvas, x, 10)[0]), "top, col \(x)") }
    for x in 10..<100 { #expect(once.contains(pixel(canvas, x, 109)[0]), "bottom, col \(x)") }
    #expect(pixel(canvas, 10, 10)[0] == 255)
    #expect(pixel(canvas, 149, 10)[0] == 255)
    #expect(once.contains(pixel(canvas, 10, 109)[0]))
    #expect(pixel(canvas, 149, 109)[0] == 255)
    #expect(pixel(canvas, 136, 96)[0] == 255)
    #expect(once.contains(pixel(canvas, 133, 93)[0]))
  }

  /// Pixels whose centre is more than a pixel inside the circle are fully covered, those
  /// more than a pixel outside untouched, and pixels the arc crosses take intermediate
  /// values (anti-aliasing), at every scale.
  @Test(arguments: [(1.0, 13.0), (2.0, 13.0), (3.0, 7.5)])
  func roundedCornersFollowTheCircleWithAntialiasedEdges(scale: Double, radius: Double) throws {
    let canvas = try OffscreenCanvas(size: Size(width: 60, height: 60), scale: scale, font: font)
    canvas.render(
      DisplayList(items: [
        fill(Rect(x: 10, y: 10, width: 40, height: 40), .black, radii: CornerRadii(all: radius))
      ]),
      background: .white)
    let r = radius * scale
    let near = Int(10 * scale)
    let far = Int(50 * scale)
    let centres = [
      (Double(near) + r, Double(near) + r), (Double(far) - r, Double(near) + r),
      (Double(near) + r, Double(far) - r), (Double(far) - r, Double(far) - r),
    ]
    for (cx, cy) in centres {
      let xs = cx < 30 * scale ? near..<Int(cx) : Int(cx)..<far
      let ys = cy < 30 * scale ? near..<Int(cy) : Int(cy)..<far
      var intermediate = 0
      for y in ys {
        for x in xs {
          let dx = Double(x) + 0.5 - cx
          let dy = Double(y) + 0.5 - cy
          let distance = (dx * dx + dy * dy).squareRoot()
          let value = pixel(canvas, x, y)[0]
          if distance < r - 1 { #expect(value == 0, "inside at \(x),\(y)") }
          if distance > r + 1 { #expect(value == 255, "outside at \(x),\(y)") }
          if abs(distance - r) < 0.3 && value > 20 && value < 235 { intermediate += 1 }
        }
      }
      // The arc is about r * pi / 2 pixels long; most pixels it crosses near their centre
      // are partly covered.
      #expect(Double(intermediate) > r * 0.5, "corner at \(cx),\(cy): \(intermediate)")
    }
  }

  /// Along a rounded edge the pixel values step through intermediate greys between the two
  /// colours instead of jumping from one to the other (a staircase).
  @Test(arguments: [1.0, 2.0])
  func pixelsOnARoundedEdgeTakeIntermediateValues(scale: Double) throws {
    let canvas = try OffscreenCanvas(size: Size(width: 60, height: 60), scale: scale, font: font)
    canvas.render(
      DisplayList(items: [
        fill(Rect(x: 10, y: 10, width: 40, height: 40), .black, radii: CornerRadii(all: 16))
      ]),
      background: .white)
    var values = Set<UInt8>()
    let corner = Int(10 * scale)..<Int(26 * scale)
    for y in corner {
      for x in corner { values.insert(pixel(canvas, x, y)[0]) }
    }
    let intermediate = values.filter { $0 > 0 && $0 < 255 }
    #expect(values.contains(0) && values.contains(255))
    #expect(intermediate.count >= 10 * Int(scale), "\(intermediate.sorted())")
    #expect(intermediate.contains { (96...160).contains($0) })
  }

  /// A continuous corner starts 1.53 r along the edge, so a pixel there is still inside a
  /// circular corner's straight part but already rounded off in a continuous one; deep in
  /// the corner the squircle covers more than the circle.
  @Test func continuousCornersDifferFromCircularOnes() throws {
    func render(_ curve: CornerCurve) throws -> OffscreenCanvas {
      let canvas = try OffscreenCanvas(size: Size(width: 100, height: 100), scale: 1, font: font)
      canvas.render(
        DisplayList(items: [
          .fill(
            RoundedRectFill(
              rect: Rect(x: 10, y: 10, width: 80, height: 80), radii: CornerRadii(all: 20),
              curve: curve, color: .black))
        ]),
        background: .white)
      return canvas
    }
    let circular = try render(.circular)
    let continuous = try render(.continuous)
    #expect(circular.rgbBytes() != continuous.rgbBytes())
    // Row 10 (the top edge), 20 px from the left edge: where a 20 px circle meets the
    // edge, but still inside the 30.6 px continuous curve, which has left the edge.
    #expect(pixel(circular, 30, 10)[0] == 0)
    #expect(pixel(continuous, 30, 10)[0] > 30)
    // Every corner is the same shape mirrored (within the rasterizer's sampling, which is
    // not exactly symmetric): a corner built the wrong way round would differ by far more.
    for y in 10..<45 {
      for x in 10..<45 {
        let value = Int(pixel(continuous, x, y)[0])
        #expect(abs(value - Int(pixel(continuous, 99 - x, y)[0])) <= 16, "mirrored x, \(x),\(y)")
        #expect(abs(value - Int(pixel(continuous, x, 99 - y)[0])) <= 16, "mirrored y, \(x),\(y)")
      }
    }
    // Radius capped at min(w, h) / 2 / 1.52866483: a huge radius stays a closed shape.
    let capped = try OffscreenCanvas(size: Size(width: 100, height: 100), scale: 1, font: font)
    capped.render(
      DisplayList(items: [
        .fill(
          RoundedRectFill(
            rect: Rect(x: 10, y: 10, width: 80, height: 80), radii: CornerRadii(all: 500),
            curve: .continuous, color: .black))
      ]),
      background: .white)
    #expect(pixel(capped, 50, 50)[0] == 0)
    #expect(pixel(capped, 50, 10)[0] < 128)
    #expect(pixel(capped, 10, 10)[0] == 255)
  }

  @Test func halfAlphaBlackOverWhiteIsMidGrey() throws {
    let canvas = try OffscreenCanvas(size: Size(width: 20, height: 20), scale: 1, font: font)
    canvas.render(
      DisplayList(items: [
        fill(Rect(x: 0, y: 0, width: 20, height: 20), .black.withAlpha(0.5))
      ]),
      background: .white)
    let grey = pixel(canvas, 5, 5)
    #expect(grey[0] == grey[1] && grey[1] == grey[2])
    #expect((127...128).contains(grey[0]))
  }

  @Test func fullyTransparentItemsDrawNothing() throws {
    let canvas = try OffscreenCanvas(size: Size(width: 20, height: 20), scale: 1, font: font)
    canvas.render(
      DisplayList(items: [
        fill(Rect(x: 0, y: 0, width: 20, height: 20), .clear),
        fill(Rect(x: 0, y: 0, width: 0, height: 20), .black),
        .text(TextRun(text: "Hi", origin: .zero, fontSize: 12, color: .clear)),
      ]),
      background: .white)
    #expect(Set(canvas.rgbBytes()) == [255])
  }

  @Test func clipRectClips() throws {
    let canvas = try OffscreenCanvas(size: Size(width: 40, height: 40), scale: 2, font: font)
    let clip = Rect(x: 5.25, y: 5, width: 10, height: 10)
    canvas.render(
      DisplayList(items: [
        fill(Rect(x: 0, y: 0, width: 40, height: 40), Self.red, clip: clip),
        fill(Rect(x: 20, y: 20, width: 5, height: 5), .black),
        fill(
          Rect(x: 0, y: 0, width: 40, height: 40), .black,
          clip: Rect(x: 1, y: 1, width: 0, height: 5)),
      ]),
      background: .white)
    let red: [UInt8] = [255, 0, 0]
    let white: [UInt8] = [255, 255, 255]
    // 5.25 pt * 2 = 10.5 px: floored to 10; far edge 30.5 px ceiled to 31.
    #expect(pixel(canvas, 10, 10) == red)
    #expect(pixel(canvas, 30, 29) == red)
    #expect(pixel(canvas, 9, 15) == white)
    #expect(pixel(canvas, 31, 15) == white)
    #expect(pixel(canvas, 15, 30) == white)
    // A later item without a clip is not clipped, and an empty clip hides its item.
    #expect(pixel(canvas, 45, 45) == [0, 0, 0])
    #expect(pixel(canvas, 2, 2) == white)
  }

  @Test func shadowIsDarkestUnderTheShapeAndFadesOut() throws {
    let canvas = try OffscreenCanvas(size: Size(width: 100, height: 100), scale: 1, font: font)
    let shadow = Shadow(
      rect: Rect(x: 30, y: 30, width: 40, height: 40), radii: .zero,
      color: .black.withAlpha(0.5), blur: 6, offset: Point(x: 0, y: 4))
    canvas.render(DisplayList(items: [.shadow(shadow)]), background: .white)
    // Every pixel is blended once: the core gets exactly the shadow alpha (128/255).
    #expect(pixel(canvas, 50, 54) == [127, 127, 127])
    #expect(pixel(canvas, 50, 5) == [255, 255, 255])
    #expect(pixel(canvas, 5, 54) == [255, 255, 255])
    // Across the lower edge (y = 74) the shadow fades monotonically, half-way at the edge.
    let profile = (64...86).map { Int(pixel(canvas, 50, $0)[0]) }
    #expect(profile == profile.sorted())
    #expect(abs(Int(pixel(canvas, 50, 74)[0]) - 191) <= 16)
  }

  @Test func textDrawsInsideItsLineBoxOnly() throws {
    let measurer = try TTFTextMeasurer(font: font)
    let canvas = try OffscreenCanvas(size: Size(width: 200, height: 60), scale: 1, font: font)
    let text = "Sheet Playground"
    canvas.render(
      DisplayList(items: [
        .text(TextRun(text: text, origin: Point(x: 10, y: 12), fontSize: 16, color: .black))
      ]),
      background: .white)
    let box = Rect(
      x: 10, y: 12, width: measurer.width(of: text, fontSize: 16),
      height: measurer.lineHeight(fontSize: 16))
    let bytes = canvas.rgbBytes()
    var inside = 0
    var outside = 0
    for y in 0..<canvas.pixelHeight {
      for x in 0..<canvas.pixelWidth where bytes[(y * canvas.pixelWidth + x) * 3] != 255 {
        if box.contains(Point(x: Double(x), y: Double(y))) { inside += 1 } else { outside += 1 }
      }
    }
    #expect(inside > 100)
    #expect(outside == 0)
  }

  @Test func textMasksAreReusedAcrossFramesColoursAndOpacities() throws {
    let canvas = try OffscreenCanvas(size: Size(width: 100, height: 40), scale: 2, font: font)
    func frame(_ color: Color, _ text: String = "Close") -> DisplayList {
      DisplayList(items: [.text(TextRun(text: text, origin: .zero, fontSize: 15, color: color))])
    }
    #expect(canvas.cachedTextureCount == 0)
    canvas.render(frame(.black), background: .white)
    #expect(canvas.cachedTextureCount == 1)
    canvas.render(frame(.black.withAlpha(0.3)), background: .white)
    canvas.render(frame(Self.red), background: .white)
    #expect(canvas.cachedTextureCount == 1)
    canvas.render(frame(.black, "Open"), background: .white)
    #expect(canvas.cachedTextureCount == 2)
  }

  @Test func textOpacityScalesItsCoverage() throws {
    let canvas = try OffscreenCanvas(size: Size(width: 60, height: 40), scale: 1, font: font)
    func darkest(_ alpha: Double) -> UInt8 {
      canvas.render(
        DisplayList(items: [
          .text(TextRun(text: "MM", origin: .zero, fontSize: 30, color: .black.withAlpha(alpha)))
        ]),
        background: .white)
      return canvas.rgbBytes().min() ?? 255
    }
    #expect(darkest(1) == 0)
    #expect((126...129).contains(darkest(0.5)))
    #expect(darkest(0) == 255)
  }

  @Test func savedPNGLoadsBackExactlyAndLeavesNoTemporaryFile() throws {
    let canvas = try OffscreenCanvas(size: Size(width: 30, height: 20), scale: 2, font: font)
    canvas.render(
      DisplayList(items: [
        fill(Rect(x: 3, y: 3, width: 20, height: 10), Self.red, radii: CornerRadii(all: 4)),
        fill(Rect(x: 8, y: 5, width: 20, height: 10), .black.withAlpha(0.3)),
        .text(TextRun(text: "Ab", origin: Point(x: 2, y: 2), fontSize: 9, color: .black)),
      ]),
      background: Color(hex: 0x3366CC))
    let path = temporaryPath("roundtrip.png")
    defer { try? FileManager.default.removeItem(atPath: path) }
    try canvas.savePNG(to: path)
    #expect(!FileManager.default.fileExists(atPath: path + ".tmp"))
    let loaded = try RGBImage.loadPNG(path: path)
    #expect(loaded == canvas.rgbImage())
    #expect(loaded.bytes == canvas.rgbBytes())
    let difference = loaded.difference(from: canvas.rgbImage())
    #expect(difference.isWithinTolerance && difference.maxChannelDifference == 0)
  }

  @Test func failedSaveLeavesNoFile() throws {
    let canvas = try OffscreenCanvas(size: Size(width: 4, height: 4), scale: 1, font: font)
    let path = "/nonexistent-dir-\(getpid())/out.png"
    #expect(throws: SDLError.self) { try canvas.savePNG(to: path) }
    #expect(!FileManager.default.fileExists(atPath: path))
    #expect(!FileManager.default.fileExists(atPath: path + ".tmp"))
    #expect(throws: SDLError.self) { try RGBImage.loadPNG(path: path) }
  }

  @Test func imageDifferenceCountsPixelsBeyondTolerance() {
    let a = RGBImage(width: 2, height: 1, bytes: [10, 10, 10, 200, 200, 200])
    let b = RGBImage(width: 2, height: 1, bytes: [10, 13, 10, 200, 200, 190])
    let exact = a.difference(from: b)
    #expect(exact.sizesMatch && exact.maxChannelDifference == 10)
    #expect(exact.differingPixelCount == 2 && !exact.isWithinTolerance)
    #expect(a.difference(from: b, tolerance: 3).differingPixelCount == 1)
    #expect(a.difference(from: b, tolerance: 10).isWithinTolerance)
    let other = RGBImage(width: 1, height: 2, bytes: a.bytes)
    #expect(!a.difference(from: other).sizesMatch)
  }
}
