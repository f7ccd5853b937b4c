import Foundation
import SheetEngine
import SheetSDL
import SheetScreens
import SheetSession
import SheetTuning
import Testing

@testable import PlaygroundSessions

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

    /// Presses `title`'s centre and keeps the button held (no release), for a pressed state.
    private static func hold(_ playground: Playground, _ title: String) {
      guard let control = playground.snapshot().controls.first(where: { $0.title == title })
      else {
        Issue.record("no control \(title)")
        return
      }
      let press = InputEvent(
        timestamp: 0, kind: .pointerDown(button: .left, location: control.frame.center))
      _ = playground.step(input: [press])
    }

    /// iPhone 16, dark: the root with Text sheet held down, in the app's pressed blue made
    /// from systemBlue's dark value (#0757A8) beside the unpressed #0A84FF buttons.
    @Test(arguments: [1.0, 2.0])
    func iPhone16DarkPressedButton(scale: Double) throws {
      try render(
        "device-iphone-16-dark-pressed", device: "iphone-16", appearance: .dark, scale: scale
      ) { Self.hold($0, "Text sheet") }
    }

    /// iPhone 16, dark: the zoom screen (systemBlue's dark value) with its Close held: the
    /// elevated #1C1C1E button pressed to #192C40, blue title.
    @Test(arguments: [1.0, 2.0])
    func iPhone16DarkZoomClosePressed(scale: Double) throws {
      try render(
        "device-iphone-16-dark-zoom-pressed", device: "iphone-16", appearance: .dark,
        scale: scale
      ) {
        Self.open($0, "Navigation")
        Self.open($0, "Zoom", frames: 60)
        Self.hold($0, "Close")
      }
    }

    /// The first text field in `view`'s tree, depth first.
    private static func firstField(in view: View) -> TextField? {
      if let field = view as? TextField { return field }
      return view.subviews.lazy.compactMap { firstField(in: $0) }.first
    }

    /// iPhone 16, dark: the form inside the text sheet with the title field focused and the
    /// keyboard up: the fields' wells in tertiarySystemFill's dark value (#767680 at 61/255)
    /// on the elevated sheet, the keyboard's dark greys (#2C2C2C behind #6B6B6B letter keys
    /// and #474747 function keys: lighter keys on a darker keyboard, as on an iPhone).
    @Test(arguments: [1.0, 2.0])
    func iPhone16DarkFormWithKeyboard(scale: Double) throws {
      try render(
        "device-iphone-16-dark-form", device: "iphone-16", appearance: .dark, scale: scale
      ) { playground in
        Self.open(playground, "Text sheet")
        Self.open(playground, "Next")
        Self.open(playground, "Form")
        guard let sheet = playground.runtime.presentedViewControllers.last,
          let field = Self.firstField(in: sheet.view)
        else {
          Issue.record("no text field in the form")
          return
        }
        let point = field.frameInWindow.center
        _ = playground.step(input: [
          InputEvent(timestamp: 0, kind: .pointerDown(button: .left, location: point)),
          InputEvent(timestamp: 0, kind: .pointerUp(button: .left, location: point)),
        ])
        for _ in 0..<40 { _ = playground.step([]) }
      }
    }
  }
}
