import SheetEngine

/// The motion plot's choice of interaction and its hover readout.
extension OverlayController {
  /// The plot's interaction: the host's choice (a replay's), else the live one `plotBack`
  /// interactions before the latest, over the latest earlier one of its element, with the
  /// other side's in compare mode (which is of the latest interaction only). Returns whether
  /// the plot shows something else now (the host draws again only then).
  @discardableResult
  func showPlot() -> Bool {
    if let plotSource {
      let content = plotSource()
      return plotView.show(
        current: content.current, previous: content.previous, comparison: content.comparison,
        playheadTime: content.playheadTime, choice: content.choice)
    }
    if motion.captureCount != plotCaptureCount {
      plotCaptureCount = motion.captureCount
      plotBack = 0
    }
    let captures = motion.earlier + (motion.current.map { [$0] } ?? [])
    guard let choice = PlotChoice.live(back: plotBack, count: captures.count) else {
      return plotView.show(current: nil, previous: nil)
    }
    let chosen = captures[choice.index]
    return plotView.show(
      current: chosen,
      previous: captures[..<choice.index].last { $0.element == chosen.element },
      comparison: choice.index == captures.count - 1 ? comparedMotion : nil,
      choice: captures.count > 1 ? choice : nil)
  }

  /// Shift+N (-1) and N (+1) live: an earlier or a later interaction in the plot.
  func stepPlot(by step: Int) {
    let count = motion.earlier.count + (motion.current == nil ? 0 : 1)
    plotBack = min(max(plotBack - step, 0), max(count - 1, 0))
    refreshVisibleOverlays()
  }

  /// The pointer moved to `location` (window points): the plot reads out the values under
  /// it while it is over the plot.
  func hoverPlot(at location: Point) {
    guard isInspectorVisible, isPlotVisible else { return }
    let frame = plotView.frame
    plotView.hover(atX: frame.contains(location) ? location.x - frame.minX : nil)
  }
}
