import SheetEngine

/// Where the inspector column and its sections go: a column of ``width`` points to the right
/// of the device, full height, each section a header (click to collapse) over its content.
/// The device keeps the window's top-left corner and its coordinates; nothing here
/// overlaps it. Pure, so it is tested with exact numbers.
struct InspectorLayout: Equatable, Sendable {
  package static let width = 340.0
  static let headerHeight = 30.0
  package static let inset = 8.0
  /// The plot's content: the 320 x 200 points at least.
  package static let plotHeight = 212.0

  package var deviceSize: Size
  /// The window's height (the device's, plus a replay's timeline).
  package var height: Double
  var expanded: Set<InspectorSection>
  /// The HUD's content height (it fits its lines).
  var hudHeight: Double

  package var column: Rect { Rect(x: deviceSize.width, y: 0, width: Self.width, height: height) }

  /// Each section's header and content frames, in window points; content is empty when
  /// collapsed. The tuning section takes what is left (it scrolls).
  package var sections: [(section: InspectorSection, header: Rect, content: Rect)] {
    let x = deviceSize.width + Self.inset
    let width = Self.width - 2 * Self.inset
    var y = Self.inset
    var result: [(InspectorSection, Rect, Rect)] = []
    for section in InspectorSection.allCases {
      let header = Rect(x: x, y: y, width: width, height: Self.headerHeight)
      y += Self.headerHeight
      var contentHeight = 0.0
      if expanded.contains(section) {
        switch section {
        case .hud: contentHeight = hudHeight
        case .motionPlot: contentHeight = Self.plotHeight
        case .tuning: contentHeight = max(0, height - Self.inset - y)
        }
      }
      result.append((section, header, Rect(x: x, y: y, width: width, height: contentHeight)))
      y += contentHeight + (contentHeight > 0 ? Self.inset : 4)
    }
    return result
  }

  package func content(of section: InspectorSection) -> Rect {
    sections.first { $0.section == section }?.content ?? .zero
  }

  package func header(of section: InspectorSection) -> Rect {
    sections.first { $0.section == section }?.header ?? .zero
  }
}

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
    layoutModals()
  }
}
