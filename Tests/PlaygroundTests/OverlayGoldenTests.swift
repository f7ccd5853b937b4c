import Foundation
import SheetEngine
import SheetSDL
import SheetScreens
import SheetSession
import SheetTuning
import Testing

@testable import PlaygroundSessions
@testable import PlaygroundStudio

extension SDLSuite {
  /// Pixel goldens of the overlays drawn over the app, with the real font and SDL's software
  /// renderer: the panel, the HUD, the pointer trail and the motion plot. Every input is
  /// synthetic and every frame time fixed, so the pictures are stable. Compared like the app's
  /// goldens (exact, else at most 0.1 % of pixels off by more than 2 per channel);
  /// `RECORD_GOLDENS=1` writes them.
  @MainActor
  @Suite struct Overlays {
    static let size = Size(width: 390, height: 844)
    static let safeArea = EdgeInsets(top: 47, bottom: 34)

    /// A runtime and overlays sharing the real font, one frame in.
    private func start(tuning: Tuning = .seed) throws -> (Playground, OverlayController, FontFile) {
      let (font, measurer) = try SDLTestEnvironment.start()
      let runtime = SessionFactory.makePlayground(
        size: Self.size, safeAreaInsets: Self.safeArea, textMeasurer: measurer, tuning: tuning)
      let overlays = OverlayController(
        size: Self.size, textMeasurer: measurer, tuningPath: nil, tuningStore: TuningFileStore())
      _ = runtime.step([])
      return (runtime, overlays, font)
    }

    /// Steps the runtime with `events` routed through the overlays and then `changes`, then
    /// gives the overlays the frame (16 ms each).
    private static func step(
      _ runtime: Playground, _ overlays: OverlayController, _ events: [InputEvent] = [],
      changes: [SessionEvent] = [], milliseconds: Double = 16
    ) -> DisplayList {
      let list = runtime.step(overlays.routeAsHost(events, tuning: runtime.tuning) + changes)
      overlays.update(
        inspection: runtime.inspect(), frameMilliseconds: milliseconds, tuning: runtime.tuning)
      return list
    }

    private func compare(
      _ name: String, _ appList: DisplayList, _ overlays: OverlayController, font: FontFile,
      scale: Double = 1
    ) throws {
      var list = appList
      overlays.appendDisplayItems(to: &list)
      let canvas = try OffscreenCanvas(size: overlays.windowSize, scale: scale, font: font)
      canvas.render(list, background: .black)
      try GoldenImage.check(canvas, name: "overlay-\(name)@\(Int(scale))x")
    }

    private static func tap(_ runtime: Playground, _ overlays: OverlayController, _ title: String) {
      guard let control = runtime.snapshot().controls.first(where: { $0.title == title }) else {
        Issue.record("no control \(title)")
        return
      }
      let point = control.frame.center
      _ = step(
        runtime, overlays,
        [InputEvent(timestamp: 0, kind: .pointerDown(button: .left, location: point))])
      _ = step(
        runtime, overlays,
        [InputEvent(timestamp: 40, kind: .pointerUp(button: .left, location: point))])
    }

    @Test(arguments: [1.0, 2.0])
    func panel(scale: Double) throws {
      let tuning = try Tuning.seed.setting(0.5, forKey: "sheet.duration")
      let (runtime, overlays, font) = try start(tuning: tuning)
      _ = overlays.handleKey(Key("t"))
      let list = Self.step(runtime, overlays)
      try compare("panel", list, overlays, font: font, scale: scale)
    }

    @Test func panelScrolledToTheEnd() throws {
      let (runtime, overlays, font) = try start()
      _ = overlays.handleKey(Key("t"))
      let wheel = InputEvent(
        timestamp: 0, kind: .wheel(dx: 0, dy: -100_000, location: overlays.panelFrame.center))
      let list = Self.step(runtime, overlays, [wheel])
      try compare("panel-bottom", list, overlays, font: font)
    }

    /// The spring editors: each spring's step response, response and damping ratio, and
    /// Apple's duration and bounce with the stiffness and damping they mean.
    @Test func springEditors() throws {
      let (runtime, overlays, font) = try start()
      _ = overlays.handleKey(Key("t"))
      _ = Self.step(runtime, overlays)
      overlays.window.layoutIfNeeded()
      let editor = try #require(overlays.panel.springEditors.first)
      overlays.panel.scroll(to: editor.frame.minY - 8)
      let list = Self.step(runtime, overlays)
      try compare("spring-editors", list, overlays, font: font)
    }

    @Test func hud() throws {
      let (runtime, overlays, font) = try start()
      _ = overlays.handleKey(Key("h"))
      for index in 0..<100 {
        _ = Self.step(runtime, overlays, milliseconds: 16 + Double(index % 5) * 0.3)
      }
      Self.tap(runtime, overlays, "Text sheet")
      var list = DisplayList()
      for index in 0..<8 {
        list = Self.step(runtime, overlays, milliseconds: index == 3 ? 29 : 16.5)
      }
      try compare("hud", list, overlays, font: font)
    }

    @Test func pointerTrail() throws {
      let (runtime, overlays, font) = try start()
      _ = overlays.handleKey(Key("v"))
      var list = Self.step(
        runtime, overlays,
        [
          InputEvent(
            timestamp: 0, kind: .pointerDown(button: .left, location: Point(x: 60, y: 760)))
        ])
      for index in 1...24 {
        let t = Double(index) / 24
        let point = Point(x: 60 + 260 * t, y: 760 - 300 * t * t)
        list = Self.step(
          runtime, overlays,
          [InputEvent(timestamp: Double(index) * 1000 / 60, kind: .pointerMove(location: point))])
      }
      try compare("trail", list, overlays, font: font)
    }

    /// The same push under seed (grey, the curve) and fluid (blue, the spring), with a pop
    /// in between: the plot compares captures of the same element.
    @Test func motionPlotComparesTwoPresets() throws {
      let (runtime, overlays, font) = try start()
      _ = overlays.handleKey(Key("g"))
      Self.tap(runtime, overlays, "Navigation")
      for _ in 0..<60 { _ = Self.step(runtime, overlays) }
      Self.tap(runtime, overlays, NavigationBar.backTitle)
      for _ in 0..<60 { _ = Self.step(runtime, overlays) }
      _ = Self.step(runtime, overlays, changes: [.tuning(.preset("fluid"), timestamp: 0)])
      Self.tap(runtime, overlays, "Navigation")
      var list = DisplayList()
      for _ in 0..<60 { list = Self.step(runtime, overlays) }
      #expect(runtime.snapshot().navigationStack == ["root", "page-1"])
      #expect(overlays.motion.current?.element == "page-1.x")
      #expect(overlays.motion.current?.tuningName == "fluid")
      #expect(overlays.motion.previous?.tuningName == "seed")
      #expect(overlays.motion.current?.releaseFrame != nil)
      try compare("plot", list, overlays, font: font)
    }

    /// The panel's header in a live compare session on side B, from a preset: the input delay
    /// stepper (40 ms on B) under the presets, and Save asking for the path, which names a
    /// folder that does not exist, with the reason under the field.
    @Test func compareSaveAsksForAPath() throws {
      let (runtime, overlays, font) = try start()
      _ = overlays.handleKey(Key("t"))
      overlays.asksForSavePath = true
      overlays.tuningPath = "/no-such-folder/B-fluid.json"
      overlays.showInputDelay(InputDelay(milliseconds: 40, variant: 1), side: 1)
      _ = Self.step(runtime, overlays)
      overlays.window.layoutIfNeeded()
      _ = OverlayTestSupport.tap(
        overlays.panel.header.saveButton, in: overlays, tuning: runtime.tuning)
      #expect(overlays.handleKey(Key("return")))
      let field = overlays.panel.header.savePathField
      #expect(field.hint.text == "no folder /no-such-folder")
      let list = Self.step(runtime, overlays)
      try compare("compare-save-path", list, overlays, font: font)
    }
  }
}
