import SheetEngine

/// The HUD's frame-time graph: one bar per frame for the last 120 frames, newest on the
/// right, against a line at the 16.7 ms budget. The scale tops out at twice the budget so a
/// dropped frame stands out in red without squashing the normal ones; longer frames are cut.
@MainActor
final class FrameTimeGraphView: View {
  package static let height = 44.0
  /// The time at the top of the graph, in milliseconds.
  static let ceiling = FrameTimeHistory.budget * 2

  var history = FrameTimeHistory()

  package override init(frame: Rect = .zero) {
    super.init(frame: frame)
    backgroundColor = Color.white.withAlpha(0.08)
    cornerRadii = CornerRadii(all: 4)
    isUserInteractionEnabled = false
  }

  override func sizeThatFits(_ size: Size) -> Size {
    Size(width: size.width, height: Self.height)
  }

  package override func appendContent(to list: inout DisplayList, context: RenderContext) {
    let slot = bounds.width / Double(FrameTimeHistory.capacity)
    let values = history.milliseconds
    let firstSlot = FrameTimeHistory.capacity - values.count
    for (index, value) in values.enumerated() {
      let height = min(value / Self.ceiling, 1) * bounds.height
      let color =
        value > FrameTimeHistory.budget + 0.5 ? OverlayStyle.budgetOver : OverlayStyle.budgetOK
      let x = bounds.minX + Double(firstSlot + index) * slot
      OverlayDrawing.appendRect(
        Rect(x: x, y: bounds.maxY - height, width: max(slot - 0.4, 0.6), height: height),
        color: color, context: context, to: &list)
    }
    let budgetY = bounds.maxY - FrameTimeHistory.budget / Self.ceiling * bounds.height
    OverlayDrawing.appendRect(
      Rect(x: bounds.minX, y: budgetY - 0.5, width: bounds.width, height: 1),
      color: Color.white.withAlpha(0.7), context: context, to: &list)
  }
}
