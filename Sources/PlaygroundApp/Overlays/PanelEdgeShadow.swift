import SheetEngine

/// The tuning panel's shadow: a soft dark edge to the left of the panel, drawn as a dozen
/// thin strips whose alphas follow a blurred edge's falloff.
///
/// Only that edge's shadow can be seen (the others lie outside the window), and the
/// backend rasterises a real shadow ring by ring and row by row: for a full-height panel
/// that cost more than a whole frame's budget in a debug build. The strips cost a few fills.
@MainActor
final class PanelEdgeShadow: View {
  /// How far the shadow reaches to the left of the panel, in points.
  static let reach = 12.0
  static let stripCount = 12
  /// Alpha right at the panel's edge.
  static let edgeAlpha = 0.16

  override init(frame: Rect = .zero) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  /// Covers the band to the left of `panel`.
  func follow(_ panel: Rect) {
    frame = Rect(x: panel.minX - Self.reach, y: panel.minY, width: Self.reach, height: panel.height)
  }

  override func appendContent(to list: inout DisplayList, context: RenderContext) {
    let width = bounds.width / Double(Self.stripCount)
    for index in 0..<Self.stripCount {
      // Strip 0 touches the panel; the falloff is a smooth quadratic ease to nothing.
      let distance = (Double(index) + 0.5) / Double(Self.stripCount)
      let alpha = Self.edgeAlpha * (1 - distance) * (1 - distance)
      OverlayDrawing.appendRect(
        Rect(
          x: bounds.maxX - Double(index + 1) * width, y: bounds.minY, width: width,
          height: bounds.height),
        color: Color.black.withAlpha(alpha), context: context, to: &list)
    }
  }
}
