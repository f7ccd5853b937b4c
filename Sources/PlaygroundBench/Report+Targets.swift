import Foundation

extension Report {
  /// Every scenario against issue 38's targets, each in one run: at 2x the CPU median within
  /// 2.5 times the cache-hot floor and the CPU p99 within 3 times the cache-cold floor; at
  /// 3x the CPU p99 under 4 ms for one device (60 and 120 Hz) and under 8.3 ms (one 120 Hz
  /// frame) for two devices side by side.
  func targetLines() -> [String] {
    let scenarios = frameCosts.reduce(into: [String]()) { names, cost in
      if !names.contains(cost.scenario) { names.append(cost.scenario) }
    }
    guard !scenarios.isEmpty else { return [] }
    var lines = [
      "",
      "| scenario | @3x CPU p99, 60 Hz / 120 Hz (target < 4 ms; two devices < 8.3 ms) "
        + "| @2x CPU median / hot floor (target < 2.5) | @2x CPU p99 / cold floor (target < 3) |",
      "|---|---|---|---|",
    ]
    for name in scenarios {
      let budget = name.contains("2 devices") ? 1000.0 / 120 : 4
      let at3 = frameCosts.filter { $0.scenario == name && $0.scale == 3 }
      let at2 = frameCosts.first { $0.scenario == name && $0.scale == 2 && $0.hz == 60 }
      let p99s = at3.map {
        String(format: "%.2f%@", $0.cpuP99Ms, $0.cpuP99Ms < budget ? "" : " ✗")
      }
      let medianRatio = at2.map { $0.cpuMedianMs / max($0.floorMs, 1e-9) }
      let p99Ratio = at2.map { $0.cpuP99Ms / max($0.coldFloorMs, 1e-9) }
      lines.append(
        "| \(name) | \(p99s.isEmpty ? "–" : p99s.joined(separator: " / ")) | "
          + Self.ratio(medianRatio, below: 2.5) + " | " + Self.ratio(p99Ratio, below: 3) + " |")
    }
    return lines
  }

  /// `value` as "1.2x", marked when it is not below `target`; "–" when not measured.
  private static func ratio(_ value: Double?, below target: Double) -> String {
    value.map { String(format: "%.1fx%@", $0, $0 < target ? "" : " ✗") } ?? "–"
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
