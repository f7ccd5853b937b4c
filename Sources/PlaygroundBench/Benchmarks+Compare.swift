import PlaygroundApp
import SheetEngine
import SheetSDL
import SheetScreens

extension Benchmarks {
  /// The scenarios measured in compare mode: those whose input depends only on the screen
  /// (the same events then go to both sides, as the window sends them).
  static let compareScenarios: [Scenario] = [
    .interactiveDismissal, .listScrolling(rows: 100_000), .backSwipe, .zoom,
  ]

  /// Per-frame cost in ms of `scenario` on both sides of `--compare seed fluid`: both
  /// playgrounds stepped with the frame's events and the side-by-side frame (with its label
  /// strip) rendered once, as the window does it. Median and p99 over the frames, medians
  /// of `runs` runs.
  func compareFrameCost(_ scenario: Scenario, scale: Double) throws -> FrameCost {
    var medians: [Double] = []
    var p99s: [Double] = []
    var cpuMedians: [Double] = []
    var cpuP99s: [Double] = []
    var canvas: OffscreenCanvas?
    for _ in 0..<runs {
      let comparison = PlaygroundComparison(
        sides: [("seed", .seed), ("fluid", .fluid)], deviceSize: Self.size,
        safeAreaInsets: PlaygroundOptions.defaultSafeArea, textMeasurer: measurer)
      if canvas == nil {
        canvas = try OffscreenCanvas(size: comparison.layout.size, scale: scale, font: font)
      }
      let runtimes = comparison.variants.map(\.playground.runtime)
      for runtime in runtimes {
        _ = runtime.step([])
        scenario.warmUp(runtime)
      }
      var samples: [Double] = []
      var cpuSamples: [Double] = []
      let clock = ContinuousClock()
      for index in 0..<scenario.frameCount {
        let events = scenario.input(index, runtimes[0]).map(SessionEvent.input)
        let cpuStart = Self.threadCPUMilliseconds()
        let elapsed = clock.measure {
          canvas?.render(comparison.step(events), background: .black)
        }
        cpuSamples.append(Self.threadCPUMilliseconds() - cpuStart)
        samples.append(elapsed.milliseconds)
      }
      let statistics = Statistics(samples)
      medians.append(statistics.median)
      p99s.append(statistics.p99)
      let cpu = Statistics(cpuSamples)
      cpuMedians.append(cpu.median)
      cpuP99s.append(cpu.p99)
    }
    return FrameCost(
      median: medianOfRuns(medians), p99: medianOfRuns(p99s), cpuMedian: medianOfRuns(cpuMedians),
      cpuP99: medianOfRuns(cpuP99s))
  }
}
