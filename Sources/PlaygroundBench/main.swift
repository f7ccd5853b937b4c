import Foundation
import SheetEngine
import SheetSDL

// playground-bench [--runs N] [--json] [--only TEXT] [--no-idle] [--scales 1,2,3]
//   [--baseline PATH]: see the guide's Performance page, "Benchmarks".

var runs = 5
var json = false
var only: String?
var measureIdle = true
var scales: [Double]?
var baseline: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  if argument == "--runs", let value = arguments.popFirst().flatMap(Int.init), value > 0 {
    runs = value
  } else if argument == "--json" {
    json = true
  } else if argument == "--only", let value = arguments.popFirst() {
    only = value
  } else if argument == "--no-idle" {
    measureIdle = false
  } else if argument == "--scales", let value = arguments.popFirst(),
    case let list = value.split(separator: ",").compactMap({ Double($0) }),
    !list.isEmpty, list.allSatisfy({ [1, 2, 3].contains($0) })
  {
    scales = list
  } else if argument == "--baseline", let value = arguments.popFirst(), !value.isEmpty {
    baseline = value
  } else {
    FileHandle.standardError.write(
      Data(
        ("playground-bench: usage: playground-bench [--runs N] [--json] [--only TEXT] [--no-idle]"
          + " [--scales 1,2,3] [--baseline PATH]\n").utf8))
    exit(2)
  }
}

if let baseline {
  // Both benchmarks as children, interleaved: see BaselineComparison.
  let names = (Scenario.all.map(\.name)).filter { only == nil || $0.contains(only!) }
  let comparison = BaselineComparison(
    baseline: baseline, current: CommandLine.arguments[0], scales: scales ?? [1, 2], rounds: runs)
  do {
    print(try comparison.run(scenarioNames: names))
    exit(0)
  } catch {
    FileHandle.standardError.write(Data("playground-bench: \(error)\n".utf8))
    exit(1)
  }
}
let chosenScales = scales ?? [1, 2, 3]

do {
  try SDLLibrary.initialize(video: false)
  let font = try FontFile.locateDefault()
  let bench = Benchmarks(font: font, measurer: try TTFTextMeasurer(font: font), runs: runs)
  var report = Report(
    cores: ProcessInfo.processInfo.activeProcessorCount, runs: runs,
    windowPoints: [Benchmarks.size.width, Benchmarks.size.height])
  let scenarios = Scenario.all.filter { only == nil || $0.name.contains(only!) }
  // 1x, 2x and 3x at 60 Hz, and 3x at 120 Hz (a ProMotion phone: 8.3 ms a frame).
  let settings: [(scale: Double, rate: SimulationRate)] = [
    (1, .standard), (2, .standard), (3, .standard), (3, SimulationRate(framesPerSecond: 120)!),
  ].filter { chosenScales.contains($0.0) }
  for scenario in scenarios {
    for setting in settings {
      let cost = try bench.frameCost(scenario, scale: setting.scale, rate: setting.rate)
      report.frameCosts.append(
        Report.FrameCost(
          scenario: scenario.name, scale: setting.scale, medianMs: cost.median, p99Ms: cost.p99,
          cpuMedianMs: cost.cpuMedian, cpuP99Ms: cost.cpuP99, floorMs: cost.floor,
          coldFloorMs: cost.coldFloor,
          hz: setting.rate.framesPerSecond))
    }
  }
  // Compare mode: two devices, one frame; the per-device budget is half the frame's.
  for scenario in Benchmarks.compareScenarios where only == nil || scenario.name.contains(only!) {
    for scale in chosenScales {
      let cost = try bench.compareFrameCost(scenario, scale: scale)
      report.frameCosts.append(
        Report.FrameCost(
          scenario: "compare seed/fluid: \(scenario.name) (2 devices)", scale: scale,
          medianMs: cost.median, p99Ms: cost.p99, cpuMedianMs: cost.cpuMedian,
          cpuP99Ms: cost.cpuP99, floorMs: cost.floor, coldFloorMs: cost.coldFloor))
    }
  }
  for scenario in scenarios {
    report.replaySpeeds.append(
      Report.ReplaySpeed(
        scenario: scenario.name,
        withoutRenderingFps: try bench.replaySpeed(scenario, renderScale: nil),
        renderedAt1xFps: try bench.replaySpeed(scenario, renderScale: 1),
        renderedAt2xFps: try bench.replaySpeed(scenario, renderScale: 2)))
  }
  if only == nil {
    report.subpixelComposites = try chosenScales.map { try bench.subpixelComposite(scale: $0) }
    let small = try bench.frameCost(Scenario.listScrolling(rows: 100), scale: 1)
    let large = try bench.frameCost(Scenario.listScrolling(rows: 100_000), scale: 1)
    report.listCostRatio = large.median / max(small.median, 1e-9)
    report.residentMemoryMiB["after100Cycles"] = bench.memoryAfter(cycles: 100)
    report.residentMemoryMiB["after10000Cycles"] = bench.memoryAfter(cycles: 10_000)
  }
  if only == nil || "seek".contains(only!) {
    report.seek = SeekBenchmark(font: font, measurer: bench.measurer).run(runs: runs)
  }
  if only == nil || "throughput".contains(only!) {
    let playground = URL(fileURLWithPath: CommandLine.arguments[0])
      .deletingLastPathComponent().appendingPathComponent("playground").path
    do {
      report.testThroughput = try TestThroughput(
        playground: playground, cores: report.cores, runs: runs
      ).measure()
    } catch {
      report.testThroughputSkipped = "\(error)"
    }
  }
  if measureIdle {
    let playground = URL(fileURLWithPath: CommandLine.arguments[0])
      .deletingLastPathComponent().appendingPathComponent("playground").path
    do {
      let display = try Display.start()
      defer { display.stop() }
      let timing = WindowTiming(playground: playground, display: display)
      // Twenty launches at least: one launch on a shared machine varies by a factor of two.
      report.startup = try timing.startup(launches: max(runs * 4, 20))
      if let button = bench.controlCentre("Text sheet") {
        report.latency = try [60, 120].map {
          try timing.latency(hz: $0, moves: 60, sheetButton: button)
        }
      }
    } catch {
      report.windowTimingSkipped = "\(error)"
    }
    do {
      report.idleCPU = try IdleCPU(font: font, playground: playground).measure {
        bench.controlCentre("Text sheet")
      }
    } catch {
      report.idleCPUSkipped = "\(error)"
    }
  } else {
    report.idleCPUSkipped = "--no-idle"
  }
  print(json ? try report.json() : report.markdown())
} catch {
  FileHandle.standardError.write(Data("playground-bench: \(error)\n".utf8))
  exit(1)
}
