import SheetEngine
import SheetSDL
import SheetScreens
import SheetSession
import SheetTuning
import Testing

extension SDLSuite {
  /// Two devices side by side: each item is culled from its own clip (its device), so what a
  /// sheet covers on one side is skipped there, and the pixels still equal drawing every
  /// item in full, frame by frame through a present, a drag and a dismissal.
  @MainActor
  @Suite struct CompareOcclusion {
    /// Not black, so a background rect left uncleared (the framebuffer starts transparent
    /// black) shows.
    static let windowColour = Color(hex: 0x3A_5F_8C)

    @Test func cullingPerDeviceNeverChangesAPixel() throws {
      let (font, measurer) = try SDLTestEnvironment.start()
      let comparison = PlaygroundComparison(
        sides: [("seed", .seed), ("fluid", .fluid)], deviceSize: Size(width: 390, height: 844),
        safeAreaInsets: EdgeInsets(top: 47, bottom: 34), textMeasurer: measurer)
      let culled = try OffscreenCanvas(size: comparison.layout.size, scale: 1, font: font)
      let full = try OffscreenCanvas(size: comparison.layout.size, scale: 1, font: font)
      full.cullsOccludedPixels = false
      var time = 0.0
      func frame(_ kinds: [InputEvent.Kind] = []) {
        time += 1000 / 60
        let list = comparison.step(
          kinds.map { SessionEvent.input(InputEvent(timestamp: time, kind: $0)) })
        culled.render(list, background: Self.windowColour)
        full.render(list, background: Self.windowColour)
        let same = culled.rgbImage() == full.rgbImage()
        #expect(same, "frame at \(time) ms")
      }
      frame([.pointerDown(button: .left, location: Point(x: 195, y: 223))])
      frame([.pointerUp(button: .left, location: Point(x: 195, y: 223))])
      for _ in 0..<30 { frame() }
      frame([.pointerDown(button: .left, location: Point(x: 195, y: 600))])
      for step in 1...12 {
        frame([.pointerMove(location: Point(x: 195, y: 600 + Double(step) * 20))])
      }
      frame([.pointerUp(button: .left, location: Point(x: 195, y: 840))])
      for _ in 0..<30 { frame() }
    }

    /// Sheets presented with different durations: once the quicker side rests, a frame
    /// redraws only the side still moving, and every frame equals one drawn from scratch.
    @Test func aDeviceAtRestIsNotRedrawnWhileTheOtherMoves() throws {
      let (font, measurer) = try SDLTestEnvironment.start()
      let slow = try Tuning.seed.setting(1.5, forKey: "sheet.duration")
      let comparison = PlaygroundComparison(
        sides: [("seed", .seed), ("slow", slow)], deviceSize: Size(width: 390, height: 844),
        safeAreaInsets: EdgeInsets(top: 47, bottom: 34), textMeasurer: measurer)
      let canvas = try OffscreenCanvas(size: comparison.layout.size, scale: 1, font: font)
      let slowDevice = comparison.layout.frame(ofDevice: 1)
      var time = 0.0
      var partialFrames = 0
      func frame(_ kinds: [InputEvent.Kind] = []) throws {
        time += 1000 / 60
        let list = comparison.step(
          kinds.map { SessionEvent.input(InputEvent(timestamp: time, kind: $0)) })
        canvas.render(list, background: Self.windowColour)
        let fresh = try OffscreenCanvas(size: comparison.layout.size, scale: 1, font: font)
        fresh.render(list, background: Self.windowColour)
        let same = canvas.rgbImage() == fresh.rgbImage()
        #expect(same, "frame at \(time) ms")
        if let drawn = canvas.lastDrawnRect, drawn.width < canvas.pixelWidth {
          #expect(Double(drawn.x) >= slowDevice.minX, "frame at \(time) ms")
          partialFrames += 1
        }
      }
      try frame([.pointerDown(button: .left, location: Point(x: 195, y: 223))])
      try frame([.pointerUp(button: .left, location: Point(x: 195, y: 223))])
      for _ in 0..<80 { try frame() }
      #expect(partialFrames > 20)
    }
  }
}
