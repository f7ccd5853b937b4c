import Foundation
import PlaygroundApp
import SheetEngine
import SheetSDL
import Testing

extension SDLSuite {
  /// Pixel goldens rendered offscreen with SDL's software renderer and DejaVu Sans.
  ///
  /// Compared as RGB: exact first; if not exact, at most 0.1 % of the pixels may differ, each
  /// channel by at most 2 (SDL versions round blending differently by one step). A missing
  /// golden fails; `RECORD_GOLDENS=1 swift test` writes them (never in CI).
  @MainActor
  @Suite struct Goldens {
    static let channelTolerance = 2
    static let pixelFraction = 0.001

    private func render(_ name: String, scale: Double, prepare: (Runtime) -> Void) throws {
      let (font, measurer) = try SDLTestEnvironment.start()
      let runtime = SessionFactory.makeRuntime(
        size: Size(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, bottom: 34),
        textMeasurer: measurer)
      _ = runtime.step([])
      prepare(runtime)
      let list = runtime.step([])
      let canvas = try OffscreenCanvas(
        size: Size(width: 390, height: 844), scale: scale, font: font)
      canvas.render(list, background: .black)
      let path = TestPaths.golden("\(name)@\(Int(scale))x")
      if ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" {
        try canvas.savePNG(to: path)
        return
      }
      guard FileManager.default.fileExists(atPath: path) else {
        Issue.record("missing golden \(path): record it with RECORD_GOLDENS=1 and look at it")
        return
      }
      let expected = try RGBImage.loadPNG(path: path)
      let actual = canvas.rgbImage()
      let exact = actual.difference(from: expected, tolerance: 0)
      if exact.isWithinTolerance { return }
      let loose = actual.difference(from: expected, tolerance: Self.channelTolerance)
      let allowed = Int(Double(actual.width * actual.height) * Self.pixelFraction)
      #expect(loose.sizesMatch, "\(name)@\(Int(scale))x: size differs")
      #expect(
        loose.differingPixelCount <= allowed,
        "\(name)@\(Int(scale))x: \(loose.differingPixelCount) pixels differ by more than \(Self.channelTolerance) (max \(exact.maxChannelDifference)); allowed \(allowed)"
      )
    }

    private static func tap(_ runtime: Runtime, _ title: String) {
      guard let control = runtime.snapshot().controls.first(where: { $0.title == title }) else {
        Issue.record("no control \(title)")
        return
      }
      let point = control.frame.center
      _ = runtime.step([
        InputEvent(timestamp: 0, kind: .pointerDown(button: .left, location: point)),
        InputEvent(timestamp: 0, kind: .pointerUp(button: .left, location: point)),
      ])
    }

    @Test(arguments: [1.0, 2.0])
    func rootScreen(scale: Double) throws {
      try render("root", scale: scale) { _ in }
    }

    @Test(arguments: [1.0, 2.0])
    func textSheetPresented(scale: Double) throws {
      try render("text-sheet", scale: scale) { runtime in
        Self.tap(runtime, "Text sheet")
        for _ in 0..<30 { _ = runtime.step([]) }
      }
    }

    @Test(arguments: [1.0, 2.0])
    func backSwipeHalfway(scale: Double) throws {
      try render("back-swipe-mid", scale: scale) { runtime in
        Self.tap(runtime, "Navigation")
        for _ in 0..<40 { _ = runtime.step([]) }
        let press = InputEvent(
          timestamp: 1000, kind: .pointerDown(button: .left, location: Point(x: 40, y: 600)))
        _ = runtime.step([press])
        for index in 1...10 {
          let move = InputEvent(
            timestamp: 1000 + Double(index) * 16,
            kind: .pointerMove(location: Point(x: 40 + Double(index) * 20, y: 600)))
          _ = runtime.step([move])
        }
      }
    }

    @Test(arguments: [1.0, 2.0])
    func cardPresented(scale: Double) throws {
      try render("card", scale: scale) { runtime in
        Self.tap(runtime, "Navigation")
        for _ in 0..<40 { _ = runtime.step([]) }
        Self.tap(runtime, "Present card")
        for _ in 0..<40 { _ = runtime.step([]) }
      }
    }

    @Test(arguments: [1.0, 2.0])
    func listSheetPresented(scale: Double) throws {
      try render("list-sheet", scale: scale) { runtime in
        Self.tap(runtime, "List sheet")
        for _ in 0..<40 { _ = runtime.step([]) }
      }
    }
  }
}
