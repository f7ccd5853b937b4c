import SheetEngine
import SheetSDL
import SheetScreens
import SheetTuning
import Testing

@testable import PlaygroundSessions

extension SDLSuite {
  /// The layer raster cache on the real screens: used while a sheet only moves, missed as
  /// soon as its content changes, and never visible (every frame equals a fresh render).
  /// (A navigation page, of few items, is drawn in place: `LayerTests`.)
  @MainActor
  @Suite struct RasterCache {
    private let size = Size(width: 390, height: 844)

    @MainActor
    private final class Session {
      let runtime: Playground
      let canvas: OffscreenCanvas
      let font: FontFile
      let size: Size
      var time = 0.0
      /// Whether the fresh canvas culls occluded pixels too (off: it draws everything).
      var culls = false

      init(size: Size, tuning: Tuning = .seed) throws {
        let (font, measurer) = try SDLTestEnvironment.start()
        runtime = SessionFactory.makePlayground(
          size: size, safeAreaInsets: EdgeInsets(top: 47, bottom: 34), textMeasurer: measurer,
          tuning: tuning)
        canvas = try OffscreenCanvas(size: size, scale: 1, font: font)
        self.font = font
        self.size = size
        _ = runtime.step([])
      }

      var statistics: RasterCacheStatistics { canvas.rasterCacheStatistics }

      /// Steps one frame with `kinds` and draws it; returns whether the pixels equal a
      /// fresh canvas's (no cache, nothing culled) for the same display list.
      @discardableResult
      func frame(_ kinds: [InputEvent.Kind] = []) throws -> Bool {
        time += 1000 / 60
        let list = runtime.step(input: kinds.map { InputEvent(timestamp: time, kind: $0) })
        canvas.render(list, background: .black)
        let fresh = try OffscreenCanvas(size: size, scale: 1, font: font)
        fresh.cullsOccludedPixels = culls
        fresh.render(list, background: .black)
        return canvas.rgbImage() == fresh.rgbImage()
      }

      func tap(_ title: String) throws {
        let control = try #require(runtime.snapshot().controls.first { $0.title == title })
        try frame([
          .pointerDown(button: .left, location: control.frame.center),
          .pointerUp(button: .left, location: control.frame.center),
        ])
      }

      var sheetTop: Double { runtime.snapshot().presented.last?.frame.minY ?? 0 }
    }

    @Test func aListSheetDraggedIsDrawnFromTheCacheUntilItsRowCountChanges() throws {
      let session = try Session(size: size)
      try session.tap("List sheet")
      for _ in 0..<40 { try session.frame() }
      let grab = Point(x: 200, y: session.sheetTop + 30)
      try session.frame([.pointerDown(button: .left, location: grab)])
      var y = grab.y
      // Past the slop, then 14 frames of dragging: one raster, reused every frame.
      for _ in 0..<3 {
        y += 6
        try session.frame([.pointerMove(location: Point(x: 200, y: y))])
      }
      let moving = session.statistics
      var identical = true
      for _ in 0..<14 {
        y += 5
        identical = try session.frame([.pointerMove(location: Point(x: 200, y: y))]) && identical
      }
      #expect(identical)
      #expect(session.statistics.misses == moving.misses)
      #expect(session.statistics.hits >= moving.hits + 14)
      // The row count changes under the finger: the next frame rasterizes the new content
      // and shows it (equal to a fresh render), then the still sheet is a hit again.
      let sheet = try #require(
        session.runtime.runtime.presentedViewControllers.last as? ListSheetViewController)
      let before = session.statistics
      sheet.changeRowCount(by: -1)
      #expect(try session.frame([.pointerMove(location: Point(x: 200, y: y))]))
      #expect(session.statistics.misses > before.misses)
      for _ in 0..<30 { try session.frame() }
      let settled = session.statistics
      #expect(try session.frame())
      #expect(session.statistics.misses == settled.misses)
    }

    /// The sheet's shadow casts from a top band of fixed height (docs/MOTION.md, "Sheet
    /// shadow"): one blurred mask serves the presentation and a height that animates every
    /// frame (ten rows fewer), and every frame still equals a fresh render.
    @Test func theSheetShadowIsBlurredOnceWhileTheSheetResizes() throws {
      let session = try Session(size: size)
      try session.tap("List sheet")
      for _ in 0..<40 { try session.frame() }
      #expect(session.canvas.shadowRenderCount == 1)
      let sheet = try #require(
        session.runtime.runtime.presentedViewControllers.last as? ListSheetViewController)
      sheet.changeRowCount(by: -10)
      var identical = true
      var heights: Set<Double> = []
      for _ in 0..<30 {
        identical = try session.frame() && identical
        heights.insert(session.runtime.snapshot().presented.last?.frame.height ?? 0)
      }
      #expect(heights.count > 10, "the height animated")
      #expect(identical)
      #expect(session.canvas.shadowRenderCount == 1)
    }

    /// The card stack (docs/MOTION.md, "Card stack") is the screen's cached raster, scaled
    /// and clipped: a drag from medium to large rasterizes nothing new after its first
    /// frame, and every frame equals a fresh render.
    @Test func theCardStackIsDrawnFromTheCacheWhileTheSheetIsDragged() throws {
      let session = try Session(size: size, tuning: .fluid)
      // Against a fresh canvas that culls as this one does: with culling the card's
      // anti-aliased top edge and title differ from an unculled render by 1 or 2 levels in
      // under 0.3 % of pixels (not yet understood); the cache itself adds nothing.
      session.culls = true
      try session.tap("List sheet")
      for _ in 0..<60 { try session.frame() }
      try session.frame([.pointerDown(button: .left, location: Point(x: 200, y: 430))])
      var y = 430.0
      for _ in 0..<3 {
        y -= 10
        try session.frame([.pointerMove(location: Point(x: 200, y: y))])
      }
      let moving = session.statistics
      var identical = true
      for _ in 0..<12 {
        y -= 25
        identical = try session.frame([.pointerMove(location: Point(x: 200, y: y))]) && identical
      }
      #expect(identical)
      #expect(session.statistics.misses == moving.misses)
      #expect(session.runtime.runtime.navigationController.view.transform.scaleX < 1)
    }

    @Test func theTextSheetIsCachedWhileItSlidesAndItsPushedPageIsNewContent() throws {
      let session = try Session(size: size)
      try session.tap("Text sheet")
      let presenting = session.statistics
      var identical = true
      for _ in 0..<20 { identical = try session.frame() && identical }
      #expect(identical)
      // One raster for the sheet (its content never changes while it slides).
      #expect(session.statistics.misses - presenting.misses <= 1)
      #expect(session.statistics.hits - presenting.hits >= 18)
      for _ in 0..<20 { try session.frame() }
      // Next pushes a page inside the sheet: the pages are new content on every frame of
      // the push (they grow with the sheet), so each frame is rasterized afresh, and shows
      // exactly what a fresh render does.
      let resting = session.statistics
      try session.tap("Next")
      for _ in 0..<10 { identical = try session.frame() && identical }
      #expect(identical)
      #expect(session.statistics.misses >= resting.misses + 10)
      for _ in 0..<30 { try session.frame() }
      // The second page dragged down: one new raster, then reused while it moves.
      var y = session.sheetTop + 20
      try session.frame([.pointerDown(button: .left, location: Point(x: 200, y: y))])
      for _ in 0..<3 {
        y += 6
        try session.frame([.pointerMove(location: Point(x: 200, y: y))])
      }
      let dragging = session.statistics
      for _ in 0..<10 {
        y += 5
        identical = try session.frame([.pointerMove(location: Point(x: 200, y: y))]) && identical
      }
      #expect(identical)
      #expect(session.statistics.misses == dragging.misses)
      #expect(session.statistics.hits >= dragging.hits + 10)
      #expect(session.runtime.snapshot().presented.last?.navigationStack == ["text", "text-2"])
    }
  }
}
