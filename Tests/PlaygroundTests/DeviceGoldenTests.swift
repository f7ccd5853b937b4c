import Foundation
import PlaygroundApp
import SheetEngine
import SheetSDL
import SheetScreens
import SheetSession
import SheetTuning
import Testing

extension SDLSuite {
  /// Device presets and the dark appearance as the window and a replay draw them: the
  /// device's size and safe area, its rounded screen corners and home indicator, iOS's dark
  /// system colours (`--device`, `--appearance`).
  @MainActor
  @Suite struct DeviceGoldens {
    private func render(
      _ name: String, device: String, appearance: Appearance = .light, scale: Double,
      tuning: Tuning = .seed, prepare: (Playground) -> Void
    ) throws {
      let (font, measurer) = try SDLTestEnvironment.start()
      let preset = try #require(DevicePreset.named(device))
      let playground = SessionFactory.makePlayground(
        size: preset.size, safeAreaInsets: preset.safeArea, textMeasurer: measurer,
        tuning: tuning, style: DeviceStyle(device: preset, appearance: appearance))
      _ = playground.step([])
      prepare(playground)
      let canvas = try OffscreenCanvas(size: preset.size, scale: scale, font: font)
      canvas.render(playground.step([]), background: .black)
      try GoldenImage.check(canvas, name: "\(name)@\(Int(scale))x")
    }

    private static func open(_ playground: Playground, _ title: String, frames: Int = 40) {
      guard let control = playground.snapshot().controls.first(where: { $0.title == title })
      else {
        Issue.record("no control \(title)")
        return
      }
      let point = control.frame.center
      _ = playground.step(input: [
        InputEvent(timestamp: 0, kind: .pointerDown(button: .left, location: point)),
        InputEvent(timestamp: 0, kind: .pointerUp(button: .left, location: point)),
      ])
      for _ in 0..<frames { _ = playground.step([]) }
    }

    /// iPhone 16, light: the text sheet over the root, the screen's continuous 55 pt corners
    /// black, the home indicator dark over the sheet.
    @Test(arguments: [1.0, 2.0])
    func iPhone16TextSheet(scale: Double) throws {
      try render("device-iphone-16-text-sheet", device: "iphone-16", scale: scale) {
        Self.open($0, "Text sheet")
      }
    }

    /// iPhone 16 Pro Max, dark: the list sheet (elevated #1C1C1E, white text, dark
    /// separators, systemBlue #0A84FF buttons) over the black root; a light home indicator.
    @Test(arguments: [1.0, 2.0])
    func iPhone16ProMaxDarkListSheet(scale: Double) throws {
      try render(
        "device-iphone-16-pro-max-dark-list", device: "iphone-16-pro-max", appearance: .dark,
        scale: scale
      ) { Self.open($0, "List sheet") }
    }

    /// iPhone SE, dark: a pushed page under the dark bar; square corners, no home indicator
    /// (it has a home button).
    @Test(arguments: [1.0, 2.0])
    func iPhoneSEDarkNavigation(scale: Double) throws {
      try render("device-iphone-se-dark-nav", device: "iphone-se", appearance: .dark, scale: scale)
      {
        Self.open($0, "Navigation")
      }
    }
  }
}
