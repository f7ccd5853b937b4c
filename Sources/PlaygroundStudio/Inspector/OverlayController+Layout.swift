import SheetEngine

extension OverlayController {
  /// The inspector's column right of the device, its sections stacked (see
  /// ``InspectorLayout``); the trail over the device.
  package func layout() {
    window.frame.size = Size(
      width: deviceSize.width + InspectorLayout.width, height: deviceSize.height + stripHeight)
    trailView.frame = Rect(origin: .zero, size: deviceSize)
    let contentWidth = InspectorLayout.width - 2 * InspectorLayout.inset
    let inspector = InspectorLayout(
      deviceSize: deviceSize, height: deviceSize.height + stripHeight,
      expanded: sections.expanded,
      hudHeight: hud.sizeThatFits(Size(width: contentWidth, height: .infinity)).height)
    column.frame = inspector.column
    divider.frame = Rect(x: 0, y: 0, width: 1, height: inspector.column.height)
    for header in headers { header.frame = inspector.header(of: header.section) }
    // Right of the first header's title, on the column's top line.
    let top = inspector.header(of: .hud)
    statusView.frame = Rect(
      x: top.midX - 40, y: top.minY, width: top.width / 2 + 40, height: top.height)
    hud.frame = inspector.content(of: .hud)
    plotView.frame = inspector.content(of: .motionPlot)
    panel.frame = inspector.content(of: .tuning)
  }
}
