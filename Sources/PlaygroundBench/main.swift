import Foundation
import SheetSDL

// playground-bench [--runs N]: prints the benchmark tables (see README, "Benchmarks").

var runs = 5
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  if argument == "--runs", let value = arguments.popFirst().flatMap(Int.init), value > 0 {
    runs = value
  } else {
    FileHandle.standardError.write(
      Data("playground-bench: usage: playground-bench [--runs N]\n".utf8))
    exit(2)
  }
}

do {
  try SDLLibrary.initialize(video: false)
  let font = try FontFile.locateDefault()
  let bench = Benchmarks(font: font, measurer: try TTFTextMeasurer(font: font), runs: runs)
  print(
    "Sheet Playground benchmarks: \(ProcessInfo.processInfo.activeProcessorCount) cores, "
      + "software renderer offscreen, 390x844 pt, medians of \(runs) runs\n")
  print("| scenario | scale | frame median (ms) | frame p99 (ms) | budget used (median) |")
  print("|---|---|---|---|---|")
  for scenario in Scenario.all {
    for scale in [1.0, 2.0] {
      let cost = try bench.frameCost(scenario, scale: scale)
      print(
        String(
          format: "| %@ | %.0f | %.3f | %.3f | %.1f %% |", scenario.name, scale, cost.median,
          cost.p99, cost.median / (1000.0 / 60) * 100))
    }
  }
  print("\n| scenario | replay, no rendering (fps) | rendering @1x (fps) | rendering @2x (fps) |")
  print("|---|---|---|---|")
  for scenario in Scenario.all {
    let bare = try bench.replaySpeed(scenario, renderScale: nil)
    let one = try bench.replaySpeed(scenario, renderScale: 1)
    let two = try bench.replaySpeed(scenario, renderScale: 2)
    print(String(format: "| %@ | %.0f | %.0f | %.0f |", scenario.name, bare, one, two))
  }
  print("\n| scenario @1x | frame median (ms) | drawing alone (ms) | frame / floor |")
  print("|---|---|---|---|")
  for scenario in Scenario.all {
    let split = try bench.floorRatio(scenario, scale: 1)
    print(
      String(
        format: "| %@ | %.3f | %.3f | %.2f |", scenario.name, split.frame, split.draw,
        split.frame / max(split.draw, 1e-9)))
  }
  let small = try bench.frameCost(Scenario.listScrolling(rows: 100), scale: 1)
  let large = try bench.frameCost(Scenario.listScrolling(rows: 100_000), scale: 1)
  print(
    String(
      format: "\nList cost, 100,000 rows / 100 rows (frame median @1x): %.3f / %.3f ms = %.2f",
      large.median, small.median, large.median / max(small.median, 1e-9)))
  let after100 = bench.memoryAfter(cycles: 100)
  let after10000 = bench.memoryAfter(cycles: 10_000)
  print(
    String(
      format: "Resident memory after 100 / 10,000 present-dismiss cycles: %.1f / %.1f MiB",
      after100, after10000))
} catch {
  FileHandle.standardError.write(Data("playground-bench: \(error)\n".utf8))
  exit(1)
}
