import Foundation

/// The report's plot of one interaction: the followed element's position over time in the
/// expected run and in this run, as inline SVG (no script, no external file), so the two
/// curves are read side by side: where the release was, which one overshoots, which one
/// settles later. Screen y grows downward and so does the plot's position axis: a sheet
/// that goes down on screen goes down in the plot.
enum MotionPlotSVG {
  /// One run's samples: simulated seconds and positions in points.
  struct Series {
    package var label: String
    var colour: String
    var dashed: Bool
    package var points: [(time: Double, position: Double)]
  }

  package static let width = 640.0
  package static let height = 260.0
  private static let margin = (left: 56.0, right: 16.0, top: 24.0, bottom: 36.0)

  /// The SVG element; `release` marks the release time with a vertical line.
  static func svg(element: String, series: [Series], release: Double?) -> String {
    let all = series.flatMap(\.points)
    guard let first = all.first else { return "" }
    var (t0, t1, p0, p1) = (first.time, first.time, first.position, first.position)
    for point in all {
      (t0, t1) = (min(t0, point.time), max(t1, point.time))
      (p0, p1) = (min(p0, point.position), max(p1, point.position))
    }
    if t1 == t0 { t1 = t0 + 1 }
    if p1 == p0 { (p0, p1) = (p0 - 1, p1 + 1) }
    let plotWidth = width - margin.left - margin.right
    let plotHeight = height - margin.top - margin.bottom
    func x(_ time: Double) -> String { number(margin.left + (time - t0) / (t1 - t0) * plotWidth) }
    func y(_ position: Double) -> String {
      number(margin.top + (position - p0) / (p1 - p0) * plotHeight)
    }
    var out =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"plot\" width=\"\(Int(width))\" "
      + "height=\"\(Int(height))\" viewBox=\"0 0 \(Int(width)) \(Int(height))\">"
      + "<rect x=\"\(number(margin.left))\" y=\"\(number(margin.top))\" "
      + "width=\"\(number(plotWidth))\" height=\"\(number(plotHeight))\" class=\"frame\"/>"
    if let release {
      out +=
        "<line class=\"release\" x1=\"\(x(release))\" x2=\"\(x(release))\" "
        + "y1=\"\(number(margin.top))\" y2=\"\(number(margin.top + plotHeight))\"/>"
        + "<text x=\"\(x(release))\" y=\"\(number(margin.top - 6))\">release</text>"
    }
    for run in series where !run.points.isEmpty {
      let path = run.points.map { "\(x($0.time)),\(y($0.position))" }.joined(separator: " ")
      out +=
        "<polyline fill=\"none\" stroke=\"\(run.colour)\" stroke-width=\"2\""
        + (run.dashed ? " stroke-dasharray=\"6 4\"" : "") + " points=\"\(path)\"/>"
    }
    out += axisLabels(element: element, t: (t0, t1), p: (p0, p1))
    for (index, run) in series.enumerated() {
      let top = margin.top + 14 + Double(index) * 16
      out +=
        "<line x1=\"\(number(width - 190))\" x2=\"\(number(width - 166))\" y1=\"\(number(top - 4))\" "
        + "y2=\"\(number(top - 4))\" stroke=\"\(run.colour)\" stroke-width=\"2\""
        + (run.dashed ? " stroke-dasharray=\"6 4\"" : "") + "/>"
        + "<text x=\"\(number(width - 160))\" y=\"\(number(top))\">\(HTMLText.escape(run.label))</text>"
    }
    return out + "</svg>"
  }

  private static func axisLabels(
    element: String, t: (Double, Double), p: (Double, Double)
  ) -> String {
    let bottom = height - margin.bottom
    return
      "<text x=\"4\" y=\"\(number(margin.top + 4))\">\(format(p.0)) pt</text>"
      + "<text x=\"4\" y=\"\(number(bottom))\">\(format(p.1)) pt</text>"
      + "<text x=\"\(number(margin.left))\" y=\"\(number(bottom + 16))\">\(format(t.0, 2)) s</text>"
      + "<text x=\"\(number(width - margin.right))\" y=\"\(number(bottom + 16))\" "
      + "text-anchor=\"end\">\(format(t.1, 2)) s</text>"
      + "<text x=\"\(number(width / 2))\" y=\"\(number(bottom + 30))\" text-anchor=\"middle\">"
      + "\(HTMLText.escape(element)) position over time</text>"
  }

  private static func number(_ value: Double) -> String { String(format: "%.1f", value) }

  private static func format(_ value: Double, _ digits: Int = 1) -> String {
    String(format: "%.\(digits)f", value)
  }
}
