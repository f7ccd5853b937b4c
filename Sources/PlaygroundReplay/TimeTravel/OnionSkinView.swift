import PlaygroundStudio
import SheetEngine
import SheetScreens

/// Onion skin (O in a replay): where the recorded run's sheets and moving pages are at the
/// frame the device shows a what-if fork of it, outlined over the device, so the difference
/// an edit made is seen in place. It lives in the window's chrome, never in the app's views.
@MainActor
package final class OnionSkinView: View {
  package static let color = Color(hex: 0xFF2D55, alpha: 0.9)
  static let lineWidth = 2.0

  /// The outlines, in window points.
  package private(set) var outlines: [Rect] = []

  package override init(frame: Rect = .zero) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
    accessibilityIdentifier = "onion-skin"
  }

  package func show(_ outlines: [Rect]) {
    guard outlines != self.outlines else { return }
    self.outlines = outlines
  }

  /// The outlines of `session`'s sheets (every presented screen) and of the pages that
  /// move (a push, a pop, a back-swipe), each side of a comparison at its device's place.
  package static func outlines(of session: any SessionSimulation) -> [Rect] {
    let comparison = session as? PlaygroundComparison
    var result: [Rect] = []
    for (index, playground) in HeadlessReplay.playgrounds(of: session).enumerated() {
      let origin = comparison?.layout.origin(ofDevice: index) ?? Point(x: 0, y: 0)
      let device = playground.displaySize
      var rects = playground.snapshot().presented.map(\.frame)
      if rects.isEmpty {
        rects = playground.inspect().elements.filter { $0.name.hasSuffix(".x") }.map {
          Rect(x: $0.position, y: 0, width: device.width, height: device.height)
        }
      }
      result += rects.map { $0.offsetBy(dx: origin.x, dy: origin.y) }
    }
    return result
  }

  /// Each outline as four thin fills, inside its rect.
  package override func appendContent(to list: inout DisplayList, context: RenderContext) {
    let width = Self.lineWidth
    for rect in outlines {
      for edge in [
        Rect(x: rect.minX, y: rect.minY, width: rect.width, height: width),
        Rect(x: rect.minX, y: rect.maxY - width, width: rect.width, height: width),
        Rect(x: rect.minX, y: rect.minY, width: width, height: rect.height),
        Rect(x: rect.maxX - width, y: rect.minY, width: width, height: rect.height),
      ] {
        OverlayDrawing.appendRect(edge, color: Self.color, context: context, to: &list)
      }
    }
  }
}
