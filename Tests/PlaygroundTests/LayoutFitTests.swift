import SheetEngine
import SheetScreens
import Testing

@testable import PlaygroundSessions

extension SDLSuite {
  /// Layouts hold from an iPhone SE to an iPad (issue 23, item 7), measured with the real
  /// font (DejaVu Sans and its bold): on every screen, at 320 x 568, 390 x 844, 430 x 932
  /// and 1024 x 1366, no two controls of the screen in front overlap, every label's text
  /// fits its frame, and every button's title fits on one line.
  @MainActor
  @Suite struct LayoutFit {
    nonisolated static let sizes = [
      (320.0, 568.0), (390.0, 844.0), (430.0, 932.0), (1024.0, 1366.0),
    ]

    /// The screens, each reached from a fresh playground by tapping these controls.
    static let screens: [(name: String, taps: [String])] = [
      ("root", []), ("text sheet", ["Text sheet"]), ("text sheet page 2", ["Text sheet", "Next"]),
      ("list sheet", ["List sheet"]), ("navigation page", ["Navigation"]),
      ("page 2", ["Navigation", "Push next"]), ("card", ["Navigation", "Present card"]),
      ("zoom", ["Navigation", "Zoom"]),
    ]

    @Test(arguments: sizes)
    func noControlsOverlapAndEveryLabelFits(width: Double, height: Double) throws {
      let (_, measurer) = try SDLTestEnvironment.start()
      for screen in Self.screens {
        let playground = SessionFactory.makePlayground(
          size: Size(width: width, height: height),
          safeAreaInsets: EdgeInsets(top: 47, bottom: 34), textMeasurer: measurer)
        _ = playground.step([])
        for title in screen.taps {
          Self.tap(playground, title)
          for _ in 0..<60 { _ = playground.step([]) }
        }
        let front = playground.runtime.presentedViewControllers.last?.view ?? playground.window
        check(front, where: "\(screen.name) at \(Int(width))x\(Int(height))")
      }
    }

    private func check(_ front: View, where place: String) {
      let views = Self.visible(in: front)
      let buttons = views.compactMap { $0 as? Button }
      for (index, first) in buttons.enumerated() {
        for second in buttons[(index + 1)...] {
          let overlap = first.frameInWindow.intersection(second.frameInWindow)
          let area = overlap.map { $0.width * $0.height } ?? 0
          #expect(area < 0.5, "\(place): \(first.title) overlaps \(second.title)")
        }
        let title = first.titleLabel
        let line = title.sizeThatFits(Size(width: .infinity, height: .infinity)).width
        #expect(line <= title.bounds.width + 0.5, "\(place): \"\(first.title)\" wraps")
      }
      for label in views.compactMap({ $0 as? Label }) where !label.text.isEmpty {
        let fitted = label.sizeThatFits(Size(width: label.bounds.width, height: .infinity))
        #expect(
          fitted.height <= label.bounds.height + 0.5,
          "\(place): \"\(label.text)\" needs \(fitted.height) pt, has \(label.bounds.height)")
      }
    }

    private static func tap(_ playground: Playground, _ title: String) {
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
    }

    /// `view` and every descendant that is drawn (not hidden, not transparent).
    static func visible(in view: View) -> [View] {
      guard !view.isHidden, view.alpha > 0 else { return [] }
      return [view] + view.subviews.flatMap { visible(in: $0) }
    }
  }
}
