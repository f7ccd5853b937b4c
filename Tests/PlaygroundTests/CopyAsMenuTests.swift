import SheetEngine
import SheetExport
import SheetSDL
import SheetTuning
import Testing

@testable import PlaygroundStudio

/// The tuning panel's "Copy as" menu (issue 25): a tap on a target puts exactly the text
/// `playground export` writes for the panel's tuning on the clipboard and shows its start in
/// the panel; a clipboard that fails says why.
@MainActor
struct CopyAsMenuTests {
  typealias Support = OverlayTestSupport

  private func button(_ target: ExportTarget, in session: StudioSession) throws -> Button {
    session.overlays.panel.scroll(to: 0)
    session.overlays.window.layoutIfNeeded()
    return try #require(
      session.overlays.panel.header.copyMenu.buttons.first { $0.target == target }
    ).button
  }

  @Test func everyTargetHasAButtonInThePanel() throws {
    let session = StudioSession()
    let menu = session.overlays.panel.header.copyMenu
    #expect(menu.buttons.map(\.target) == ExportTarget.allCases)
    _ = try button(.css, in: session)
    for entry in menu.buttons {
      #expect(session.overlays.panelFrame.contains(entry.button.frameInWindow.center))
      #expect(entry.button.title == entry.target.rawValue)
    }
  }

  @Test func aTapCopiesTheExportAndShowsIt() throws {
    let tuning = try Tuning.fluid.setting(0.42, forKey: "sheet.duration")
    let session = StudioSession(tuning: tuning)
    var copied: [String] = []
    session.overlays.writeClipboard = { text in
      copied.append(text)
      return nil
    }
    session.tap(try button(.css, in: session))
    let expected = ExportDocument(tuning: tuning, target: .css)
    #expect(copied == [expected.text])
    let status = session.overlays.panel.header.statusLabel.text
    let lines = expected.text.split(separator: "\n", omittingEmptySubsequences: false).count
    #expect(status.hasPrefix("Copied custom as css (\(lines) lines, worst error 0."), "\(status)")
    let preview = session.overlays.panel.header.copyMenu.previewLabel
    #expect(!preview.isHidden)
    #expect(expected.text.hasPrefix(preview.text.components(separatedBy: "\n… ")[0]))
    #expect(preview.text.hasSuffix("more lines on the clipboard"))
    // Copying changes no tuning and records nothing.
    #expect(session.tuning == tuning && session.recorded.isEmpty)
    // JSON has no motion models: no error to report.
    session.tap(try button(.json, in: session))
    #expect(copied.last == ExportDocument.text(for: tuning, target: .json))
    #expect(!session.overlays.panel.header.statusLabel.text.contains("error"))
  }

  @Test func aClipboardThatFailsSaysWhyAndStillShowsTheText() throws {
    let session = StudioSession()
    session.overlays.writeClipboard = { _ in "no X selection owner" }
    session.tap(try button(.swiftui, in: session))
    let header = session.overlays.panel.header
    #expect(header.statusLabel.text == "Copy failed: no X selection owner")
    #expect(header.statusLabel.textColor == OverlayStyle.error)
    #expect(!header.copyMenu.previewLabel.isHidden)
  }
}

extension SDLSuite {
  /// SDL's clipboard: what is set comes back; without the video subsystem (a headless run
  /// that opened no window) setting it is one line saying why.
  @Test func theClipboardTakesTextOrSaysWhyNot() throws {
    _ = try SDLTestEnvironment.start()
    do throws(SDLError) {
      try SDLClipboard.setText("spring(duration: 0.5)")
      #expect(SDLClipboard.text() == "spring(duration: 0.5)")
    } catch {
      #expect(error == SDLError("the clipboard needs a window"))
    }
  }
}
