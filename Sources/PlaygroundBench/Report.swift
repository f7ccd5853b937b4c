import Foundation

/// Everything one benchmark run measured: printed as Markdown tables for people, or as
/// one JSON document (`--json`) for tools.
struct Report: Codable {
  struct FrameCost: Codable {
    var scenario: String
    var scale: Double
    /// Step plus drawing, per frame: medians over the runs of each run's median and p99.
    var medianMs: Double
    var p99Ms: Double
    /// The same by this thread's CPU time: the work, without the time others' processes
    /// held the core.
    var cpuMedianMs: Double
    var cpuP99Ms: Double
    /// One opaque full-window copy at this scale, measured in the same run: cache-hot…
    var floorMs: Double
    /// …and cache-cold (through more images than the last-level cache holds).
    var coldFloorMs: Double
    /// The simulation's rate: its frame budget is 1000 / hz ms.
    var hz = 60
  }

  /// One window-sized page placed as a moving layer: snapped to whole pixels (the
  /// renderer) or at a sub-pixel offset through a filter, to weigh antialiased moving
  /// edges against the frame budget. A back-swipe moves two such pages.
  struct SubpixelComposite: Codable {
    var scale: Double
    var snappedMs: Double
    var subpixelBilinearMs: Double
    var subpixelGoodMs: Double
  }

  struct ReplaySpeed: Codable {
    var scenario: String
    var withoutRenderingFps: Double
    var renderedAt1xFps: Double
    var renderedAt2xFps: Double
  }

  var cores: Int
  var runs: Int
  var windowPoints: [Double]
  var frameCosts: [FrameCost] = []
  var replaySpeeds: [ReplaySpeed] = []
  var subpixelComposites: [SubpixelComposite] = []
  var listCostRatio: Double?
  var seek: SeekBenchmark.Result?
  var residentMemoryMiB: [String: Double] = [:]
  var idleCPU: [IdleCPU.Sample]?
  /// Why idle CPU was not measured, when it was not.
  var idleCPUSkipped: String?
  /// The real window's start-up (exec to first present) and input latency.
  var startup: WindowTiming.Startup?
  var latency: [WindowTiming.Latency] = []
  var windowTimingSkipped: String?
  /// `playground test` throughput at one job and at every core (``TestThroughput``).
  var testThroughput: [TestThroughput.Row] = []
  var testThroughputSkipped: String?

  func json() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return String(decoding: try encoder.encode(self), as: UTF8.self)
  }

  func markdown() -> String {
    (frameCostLines() + targetLines() + windowTimingLines() + replaySpeedLines() + seekLines()
      + testThroughputLines()
      + subpixelLines() + idleCPULines() + footerLines()).joined(separator: "\n")
  }

  private func frameCostLines() -> [String] {
    var lines = [
      "Sheet Playground benchmarks: \(cores) cores, Cairo renderer offscreen, "
        + "\(Int(windowPoints[0]))x\(Int(windowPoints[1])) pt, medians of \(runs) runs", "",
      "| scenario | scale | Hz | frame median (ms) | frame p99 (ms) | CPU median / p99 (ms) "
        + "| floor: one opaque copy of the frame, CPU, cache-hot / cold (ms) "
        + "| budget used (median): 16.7 ms / 8.3 ms |",
      "|---|---|---|---|---|---|---|---|",
    ]
    for cost in frameCosts {
      lines.append(
        String(
          format: "| %@ | %.0f | %d | %.3f | %.3f | %.3f / %.3f | %.3f / %.3f "
            + "| %.1f %% / %.1f %% |",
          cost.scenario, cost.scale, cost.hz, cost.medianMs, cost.p99Ms, cost.cpuMedianMs,
          cost.cpuP99Ms, cost.floorMs, cost.coldFloorMs, cost.medianMs / (1000.0 / 60) * 100,
          cost.medianMs / (1000.0 / 120) * 100))
    }
    return lines
  }

  private func replaySpeedLines() -> [String] {
    guard !replaySpeeds.isEmpty else { return [] }
    return [
      "", "| scenario | replay, no rendering (fps) | rendering @1x (fps) | rendering @2x (fps) |",
      "|---|---|---|---|",
    ]
      + replaySpeeds.map { speed in
        String(
          format: "| %@ | %.0f | %.0f | %.0f |", speed.scenario, speed.withoutRenderingFps,
          speed.renderedAt1xFps, speed.renderedAt2xFps)
      }
  }

  private func seekLines() -> [String] {
    guard let seek else { return [] }
    return [
      "",
      String(
        format: "Seeking a %d-frame recording: forward over all of it %.1f ms; backward with "
          + "anchors parked: median %.1f ms, max %.1f ms (%d seeks)", seek.frames,
        seek.forwardOverTheMinuteMs, seek.backwardMedianMs, seek.backwardMaxMs, seek.seeks),
      String(
        format: "A %d-frame recording: parking every anchor %.0f ms of CPU; re-simulating all "
          + "of it (a what-if edit at its end) %.0f ms in %d window frames, the largest "
          + "%.1f ms; anchors %d frames apart, the worst seek back with them parked %.1f ms",
        seek.longFrames, seek.parkingMs, seek.resimulateMs, seek.resimulateSlices,
        seek.resimulateSliceMaxMs, seek.longAnchorSpacing, seek.longWorstSeekMs),
    ]
  }

  private func testThroughputLines() -> [String] {
    if let testThroughputSkipped {
      return ["", "playground test throughput: skipped (\(testThroughputSkipped))"]
    }
    guard !testThroughput.isEmpty else { return [] }
    return [
      "",
      "| playground test: recordings | jobs | wall (s), best run | recordings/s | against 1 job "
        + "| CPU (s): all processes / the command alone | peak resident, largest process (MiB) |",
      "|---|---|---|---|---|---|---|",
    ]
      + testThroughput.map { row in
        String(
          format: "| %@: %d | %d | %.2f | %.1f | %.2fx | %.2f / %.2f | %.0f |", row.set,
          row.recordings, row.jobs, row.seconds, row.recordingsPerSecond, row.speedup,
          row.cpuSeconds, row.parentCPUSeconds, row.peakResidentMiB)
      }
  }

  private func subpixelLines() -> [String] {
    guard !subpixelComposites.isEmpty else { return [] }
    return [
      "",
      "| one window-sized page | scale | snapped (ms) | sub-pixel, bilinear (ms) "
        + "| sub-pixel, good (ms) |",
      "|---|---|---|---|---|",
    ]
      + subpixelComposites.map { probe in
        String(
          format: "| moving layer | %.0f | %.3f | %.3f | %.3f |", probe.scale, probe.snappedMs,
          probe.subpixelBilinearMs, probe.subpixelGoodMs)
      }
  }

  private func idleCPULines() -> [String] {
    if let idleCPU {
      return [
        "",
        "| window idling (\(Int(idleCPU.first?.seconds.rounded() ?? 0)) s) | CPU (% of one core) |",
        "|---|---|",
      ]
        + idleCPU.map { String(format: "| %@ | %.2f %% |", $0.state, $0.percentOfOneCore) }
    }
    return idleCPUSkipped.map { ["", "Idle CPU not measured: \($0)"] } ?? []
  }

  private func footerLines() -> [String] {
    var lines: [String] = []
    if let listCostRatio {
      lines += [
        "",
        String(
          format: "List cost, 100,000 rows / 100 rows (frame median @1x): %.2f", listCostRatio),
      ]
    }
    if let small = residentMemoryMiB["after100Cycles"],
      let large = residentMemoryMiB["after10000Cycles"]
    {
      lines.append(
        String(
          format: "Resident memory after 100 / 10,000 present-dismiss cycles: %.1f / %.1f MiB",
          small, large))
    }
    return lines
  }
}
