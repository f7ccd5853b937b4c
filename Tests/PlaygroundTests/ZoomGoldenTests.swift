import SheetEngine
import SheetScreens
import Testing

extension SDLSuite.Goldens {
  /// Opens page 1 and taps Zoom; the zoom then runs `frames` frames.
  private static func openZoom(_ runtime: Playground, frames: Int) {
    tap(runtime, "Navigation")
    for _ in 0..<40 { _ = runtime.step([]) }
    tap(runtime, "Zoom")
    for _ in 0..<frames { _ = runtime.step([]) }
  }

  /// The zoom in mid-flight (docs/MOTION.md, "Zoom geometry"): the screen scaled uniformly
  /// (its title and text keep their shape) and clipped to the interpolated rect with the
  /// interpolated corner radius, over page 1.
  @Test(arguments: [1.0, 2.0])
  func zoomMidFlight(scale: Double) throws {
    try render("zoom-mid", scale: scale) { runtime in
      Self.openZoom(runtime, frames: 10)
      let transition = runtime.snapshot().transition
      #expect(
        transition.map { $0.progress > 0 && $0.progress < 1 } == true,
        "\(String(describing: transition))")
    }
  }

  /// The zoom's first frames (docs/MOTION.md, "Zoom geometry", cross-fade): the button's
  /// label, scaled with the rect, fades out over the growing screen instead of vanishing.
  @Test(arguments: [1.0, 2.0])
  func zoomCrossFade(scale: Double) throws {
    try render("zoom-cross-fade", scale: scale) { runtime in
      Self.openZoom(runtime, frames: 3)
      let progress = runtime.snapshot().transition?.progress ?? -1
      #expect(progress > 0 && progress < 0.5, "the button still shows: \(progress)")
    }
  }

  /// The zoomed screen dragged 160 pt down from (195, 300) in 8 moves (docs/MOTION.md,
  /// "Zoom interactive dismissal"): shrunk about the grabbed point to 1 − 0.5 × 160 / 844 of
  /// its size, corners rounded as the display's scaled with it, page 1 around it.
  @Test(arguments: [1.0, 2.0])
  func zoomMidDrag(scale: Double) throws {
    try render("zoom-drag-mid", scale: scale) { runtime in
      Self.openZoom(runtime, frames: 30)
      Self.holdDrag(
        runtime, from: Point(x: 195, y: 300), by: Point(x: 0, y: 20), moves: 8, at: 2000)
      let zoom = runtime.snapshot().presented.first { $0.screen == "zoom" }
      let width = zoom?.frame.width ?? 0
      #expect(abs(width - 390 * (1 - 0.5 * 160 / 844)) < 1e-9, "zoom \(String(describing: zoom))")
    }
  }
}
