import Foundation
import SheetSDL

// playground-bench [--runs N]: prints the benchmark table (see README, "Benchmarks").

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
} catch {
  FileHandle.standardError.write(Data("playground-bench: \(error)\n".utf8))
  exit(1)
}
