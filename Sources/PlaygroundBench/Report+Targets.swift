import Foundation

extension Report {
  /// Every scenario against the targets: CPU p99 at 3x under 4 ms (half a 120 Hz frame), at
  /// 2x within three times the compositing floor measured in the same run.
  func targetLines() -> [String] {
    let scenarios = frameCosts.reduce(into: [String]()) { names, cost in
      if !names.contains(cost.scenario) { names.append(cost.scenario) }
    }
    guard !scenarios.isEmpty else { return [] }
    var lines = [
      "",
      "| scenario | CPU p99 @3x 60 Hz / 120 Hz (target < 4 ms) "
        + "| @2x CPU p99 / floor (target < 3) | @2x CPU median / floor |",
      "|---|---|---|---|",
    ]
    for name in scenarios {
      let at3 = frameCosts.filter { $0.scenario == name && $0.scale == 3 }
      let at2 = frameCosts.first { $0.scenario == name && $0.scale == 2 && $0.hz == 60 }
      let p99s = at3.map { String(format: "%.2f%@", $0.cpuP99Ms, $0.cpuP99Ms < 4 ? "" : " ✗") }
      let ratio = at2.map { $0.cpuP99Ms / max($0.floorMs, 1e-9) }
      let medianRatio = at2.map { $0.cpuMedianMs / max($0.floorMs, 1e-9) }
      lines.append(
        "| \(name) | \(p99s.joined(separator: " / ")) | "
          + (ratio.map { String(format: "%.1fx%@", $0, $0 < 3 ? "" : " ✗") } ?? "–") + " | "
          + (medianRatio.map { String(format: "%.1fx", $0) } ?? "–") + " |")
    }
    return lines
  }

  /// The real window: start-up and input latency.
  func windowTimingLines() -> [String] {
    var lines: [String] = []
    if let startup {
      lines += [
        "",
        String(
          format: "Start-up, exec to first present in the real window (target < 150 ms): "
            + "median %.1f ms, max %.1f ms (%d launches)%@", startup.medianMs, startup.maximumMs,
          startup.launches, startup.medianMs < 150 ? "" : " ✗"),
      ]
    }
    if !latency.isEmpty {
      lines += [
        "",
        "| drag in the window | moves | SDL stamp to present: median / p99 (ms) "
          + "| xdotool started to present: median / p99 (ms) |",
        "|---|---|---|---|",
      ]
      lines += latency.map { sample in
        String(
          format: "| %d Hz | %d | %.1f / %.1f | %.1f / %.1f |", sample.hz, sample.moves,
          sample.windowMedianMs, sample.windowP99Ms, sample.endToEndMedianMs,
          sample.endToEndP99Ms)
      }
    }
    if let windowTimingSkipped {
      lines += ["", "Window timing not measured: \(windowTimingSkipped)"]
    }
    return lines
  }
}
