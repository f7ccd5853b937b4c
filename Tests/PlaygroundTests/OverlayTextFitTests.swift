import Foundation
import PlaygroundSessions
import SheetScreens
import SheetTuning
import Testing

@testable import PlaygroundStudio
@testable import SheetEngine

/// Every overlay text fits its background at 1x, 2x and 3x (issue 40, item 4): each visible
/// label of the studio, the questions, the keys, the first-run hint and the checkpoint
/// notice, with the real font measured at the scale the window draws it, stays inside its
/// own frame and inside the nearest view behind it that draws a background.
@MainActor
@Suite struct OverlayTextFitTests {
  /// The longest notices the window shows in its pill.
  static let notices = [
    "Checkpoint \u{201C}checkpoint-12\u{201D} at frame 1234 with its frame (no frame: the "
      + "window is larger than the recording's)",
    "F5 adds checkpoints when recording (--record FILE)",
  ]

  /// Where `label` does not fit at `scale`, or nil.
  static func misfit(_ label: Label, measurer: TextMeasuring, scale: Double) -> String? {
    let frame = label.frameInWindow
    let size = label.scaledFontSize * scale
    let lines = label.wrappedLines(width: label.bounds.width, measurer: measurer)
    let widest =
      lines.map { measurer.width(of: $0, fontSize: size, weight: label.fontWeight) }
      .max() ?? 0
    let height =
      Double(lines.count) * measurer.lineHeight(fontSize: size, weight: label.fontWeight)
    if widest / scale > frame.width + 0.5 {
      return "\"\(label.text)\" is \(widest / scale) wide in \(frame.width) at \(scale)x"
    }
    if height / scale > frame.height + 0.5 {
      return "\"\(label.text)\" is \(height / scale) tall in \(frame.height) at \(scale)x"
    }
    var ancestor = label.superview
    while let view = ancestor, view.backgroundColor.alpha == 0 { ancestor = view.superview }
    if let background = ancestor {
      let box = background.frameInWindow.insetBy(dx: -0.5, dy: -0.5)
      let drawn = Rect(
        x: frame.minX, y: frame.minY, width: min(frame.width, widest / scale),
        height: height / scale)
      let inside =
        drawn.minX >= box.minX && drawn.maxX <= box.maxX && drawn.minY >= box.minY
        && drawn.maxY <= box.maxY
      if !inside {
        return "\"\(label.text)\" at \(drawn) leaves its background \(box)"
      }
    }
    return nil
  }

  /// Every visible, non-empty label under `view`.
  static func labels(in view: View) -> [Label] {
    guard !view.isHidden else { return [] }
    var found: [Label] = []
    if let label = view as? Label, !label.text.isEmpty { found.append(label) }
    for subview in view.subviews { found += labels(in: subview) }
    return found
  }

  static func check(_ root: View, measurer: TextMeasuring, _ what: String) -> Int {
    let labels = Self.labels(in: root)
    for scale in [1.0, 2.0, 3.0] {
      for label in labels {
        if let misfit = misfit(label, measurer: measurer, scale: scale) {
          Issue.record("\(what): \(misfit)")
        }
      }
    }
    return labels.count
  }

  @Test func theNoticesHintQuestionsAndKeysFit() throws {
    let (_, measurer) = try SDLTestEnvironment.start()
    let device = Size(width: 390, height: 844)
    let window = Window(size: device, safeAreaInsets: .zero, textMeasurer: measurer)
    for notice in Self.notices {
      let toast = ToastView()
      window.addSubview(toast)
      toast.show(notice, in: Rect(origin: .zero, size: device))
      window.layoutIfNeeded()
      #expect(Self.check(toast, measurer: measurer, "the notice") == 1)
      toast.removeFromSuperview()
    }

    let overlays = OverlayController(
      size: device, textMeasurer: measurer, tuningPath: "/tmp/a/very/long/path/to/tuning.json",
      tuningStore: TuningFileStore())
    overlays.showsFirstRunHint = true
    overlays.window.layoutIfNeeded()
    #expect(Self.check(overlays.hint, measurer: measurer, "the hint") == 1)
    overlays.showKeys()
    overlays.window.layoutIfNeeded()
    let keys = Self.check(overlays.keysOverlay, measurer: measurer, "the keys")
    #expect(keys > 2 * Keymap.playground.entries.count)
    overlays.press(Key("escape"), at: 0)
    for inspector in [false, true] {
      overlays.isInspectorVisible = inspector
      overlays.update(
        inspection: OverlayTestSupport.inspection(frame: 1), frameMilliseconds: 16,
        tuning: .ios26)
      overlays.editor.emit(.set(key: "sheet.duration", value: 2.35))
      overlays.askBeforeQuit {}
      overlays.window.layoutIfNeeded()
      // The title, the message, the keys' line and the three buttons' titles.
      #expect(Self.check(overlays.prompt, measurer: measurer, "the quit question") == 6)
      overlays.press(Key("escape"), at: 0)
      let kept = try Tuning.classic.setting(2.35, forKey: "sheet.duration")
      overlays.offerRecovery(
        .init(tuning: kept, madeOver: "/home/someone/projects/app/tuning.json"), restore: {},
        discard: {})
      overlays.window.layoutIfNeeded()
      #expect(Self.check(overlays.prompt, measurer: measurer, "the recovery question") == 6)
      overlays.press(Key("escape"), at: 0)
    }
  }

  /// The studio's own texts: the HUD, the plot's title and legend in compare mode, the
  /// panel's header and rows (an unused row's reason included).
  @Test func theStudiosTextsFit() throws {
    let (_, measurer) = try SDLTestEnvironment.start()
    let overlays = OverlayController(
      size: Size(width: 390, height: 844), textMeasurer: measurer, tuningPath: nil,
      tuningStore: TuningFileStore())
    overlays.isInspectorVisible = true
    overlays.isHUDVisible = true
    overlays.isPlotVisible = true
    overlays.isPanelVisible = true
    for frame in 1...40 {
      overlays.update(
        inspection: OverlayTestSupport.inspection(
          frame: frame, element: "text.y", position: Double(frame) * 8, start: 0,
          pointer: Point(x: 100, y: Double(frame) * 8), down: frame < 20),
        frameMilliseconds: 16, tuning: .classic)
    }
    overlays.window.layoutIfNeeded()
    #expect(Self.check(overlays.hud, measurer: measurer, "the HUD") > 0)
    #expect(Self.check(overlays.plotView, measurer: measurer, "the plot") > 0)
    // Every row, scrolled into view in turn (classic leaves the sheet springs unused: their
    // rows say why).
    let panel = overlays.panel
    _ = Self.check(panel.header, measurer: measurer, "the panel's header")
    var unused = 0
    for row in panel.rows {
      panel.scroll(to: row.frame.minY - 8)
      overlays.window.layoutIfNeeded()
      _ = Self.check(row, measurer: measurer, row.parameter.key)
      if row.unusedReason != nil { unused += 1 }
    }
    #expect(unused >= 4)
  }
}
