import SheetEngine
import SheetPlayback
import SheetSDL
import SheetScreens
import Testing

@testable import PlaygroundSessions

extension SDLSuite {
  /// The window's renderer skips work it can prove invisible: items under later opaque
  /// ones, the parts of a shadow the view casting it covers, everything outside a partial
  /// redraw's rect. Over whole recordings with a sheet's shadow (seed and fluid), a page's
  /// edge shadow, two devices side by side, the card stack (a scaled, masked, translucent
  /// layer behind a sheet at its largest detent) and the zoom (a scaled, masked, opaque
  /// card over the middle of a page, which is drawn as the ring around it), every frame it
  /// draws equals the same frame drawn in full with nothing skipped, exact pixels.
  @MainActor
  @Suite struct CulledDrawing {
    /// Not black, so a background rect left unpainted shows.
    static let windowColour = Color(hex: 0x3A_5F_8C)

    @Test(arguments: [
      ("nav-back-swipes", 2.0), ("sheet-drag-out-of-window", 2.0),
      ("detents-open-medium", 2.0), ("compare-seed-fluid-swipe", 1.0),
      ("detents-drag-to-large", 2.0), ("detents-flick-large-dismiss", 2.0),
      ("nav-card-zoom", 2.0), ("nav-zoom-drag", 3.0),
    ])
    func everyFrameEqualsAFullRedrawOfEverything(recording name: String, scale: Double) throws {
      let (font, measurer) = try SDLTestEnvironment.start()
      let path = TestPaths.recording(name)
      let recording = try RecordingReader.read(path: path)
      let session = try SessionFactory.makeSession(
        for: recording, path: path, textMeasurer: measurer)
      let player = RecordingPlayer(recording: recording, session: session)
      let window = try OffscreenCanvas(size: session.displaySize, scale: scale, font: font)
      let full = try OffscreenCanvas(size: session.displaySize, scale: scale, font: font)
      full.cullsOccludedPixels = false
      var partialFrames = 0
      var previous: DisplayList?
      while !player.isFinished {
        let list = player.stepFrame()
        // A list equal to the last one is not drawn again, and neither picture changes.
        guard list != previous else { continue }
        previous = list
        window.render(list, background: Self.windowColour)
        full.redrawNextFrameInFull()
        full.render(list, background: Self.windowColour)
        if let drawn = window.lastDrawnRect,
          drawn.width * drawn.height
            < window.pixelWidth * window.pixelHeight
        {
          partialFrames += 1
        }
        let same = window.rgbImage() == full.rgbImage()
        #expect(same, "\(name).jsonl at frame \(session.frameIndex)")
        if !same { return }
      }
      // Two devices: one rests while the other moves, so some frames are partial.
      if name.hasPrefix("compare") { #expect(partialFrames > 0) }
    }
  }
}
