import PlaygroundApp
import SheetEngine
import SheetSDL
import SheetScreens
import Testing

extension SDLSuite {
  /// Two devices side by side: each item is culled from its own clip (its device), so what a
  /// sheet covers on one side is skipped there, and the pixels still equal drawing every
  /// item in full, frame by frame through a present, a drag and a dismissal.
  @MainActor
  @Suite struct CompareOcclusion {
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
        culled.render(list, background: .black)
        full.render(list, background: .black)
        #expect(culled.rgbImage() == full.rgbImage(), "frame at \(time) ms")
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
  }
}
