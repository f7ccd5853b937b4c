import PlaygroundSessions
import SheetEngine
import SheetSDL

#if canImport(Glibc)
  import Glibc
#endif

/// Measures the runtime and the Cairo renderer offscreen. Timing lives here and never
/// in tests: the machines are shared and noisy, so figures are medians of several runs.
@MainActor
struct Benchmarks {
  let font: FontFile
  let measurer: TTFTextMeasurer
  let runs: Int

  static let size = Size(width: 390, height: 844)

  private func makeRuntime(_ scenario: Scenario, rate: SimulationRate = .standard) -> Runtime {
    let runtime = SessionFactory.makePlayground(
      size: Self.size, safeAreaInsets: PlaygroundOptions.defaultSafeArea, textMeasurer: measurer,
      rate: rate
    ).runtime
    _ = runtime.step([])
    scenario.warmUp(runtime)
    return runtime
  }

  /// A frame of `size` points at `scale` and a copy of it: the floor's one opaque
  /// full-window copy (a comparison's frame holds both devices and its label strip).
  func floorCopy(size: Size = Self.size, scale: Double) throws -> OpaqueFrameCopy {
    let width = Int((size.width * scale).rounded())
    let height = Int((size.height * scale).rounded())
    guard let copy = OpaqueFrameCopy(width: width, height: height) else {
      throw BenchError("cannot allocate \(width)x\(height) images")
    }
    return copy
  }

  /// A window-sized page composited snapped and at a sub-pixel offset, medians in ms.
  func subpixelComposite(scale: Double) throws -> Report.SubpixelComposite {
    let width = Int((Self.size.width * scale).rounded())
    let height = Int((Self.size.height * scale).rounded())
    guard let probe = SubpixelCompositeProbe(width: width, height: height) else {
      throw BenchError("cannot allocate \(width)x\(height) images")
    }
    let clock = ContinuousClock()
    func median(_ body: () -> Void) -> Double {
      body()
      return Statistics((0..<(30 * runs)).map { _ in clock.measure(body).milliseconds }).median
    }
    return Report.SubpixelComposite(
      scale: scale, snappedMs: median { probe.compositeSnapped() },
      subpixelBilinearMs: median { probe.compositeSubpixel(good: false) },
      subpixelGoodMs: median { probe.compositeSubpixel(good: true) })
  }

  /// Where the button titled `title` is on a fresh root screen, in window points.
  func controlCentre(_ title: String) -> Point? {
    makeRuntime(.idleRoot).snapshot().controls.first { $0.title == title }?.frame.center
  }

  /// Resident memory (MiB) after `cycles` present/dismiss cycles of the text sheet.
  func memoryAfter(cycles: Int) -> Double {
    let runtime = makeRuntime(.idleRoot)
    for _ in 0..<cycles {
      _ = runtime.step(Scenario.tap(runtime, "Text sheet"))
      for _ in 0..<22 { _ = runtime.step([]) }
      _ = runtime.step([Scenario.event(runtime, .keyDown(Key("escape")))])
      for _ in 0..<22 { _ = runtime.step([]) }
    }
    return ResidentMemory.mebibytes()
  }

  /// Per-frame cost (step + draw) in ms, median and p99 over the scenario's frames, by the
  /// wall clock and by this thread's CPU time; each figure is the median of `runs` runs.
  /// On a shared machine a wall-clock p99 is mostly time the thread was not running; the
  /// CPU time is the work itself.
  func frameCost(
    _ scenario: Scenario, scale: Double, rate: SimulationRate = .standard
  ) throws -> FrameCost {
    let canvas = try OffscreenCanvas(size: Self.size, scale: scale, font: font)
    // The same stretch of time at any rate: twice the frames at 120 Hz.
    let frameCount = scenario.frameCount * rate.framesPerSecond / 60
    return try frameCost(frameCount: frameCount, floor: floorCopy(scale: scale)) {
      let runtime = makeRuntime(scenario, rate: rate)
      return { index in
        let events = scenario.input(index, runtime)
        return { canvas.render(runtime.step(events), background: .black) }
      }
    }
  }

  /// Times `frameCount` frames a run, `runs` runs: `makeRun` sets a run up and returns, per
  /// frame, the frame's prepared work (input is made outside the timing), which is timed by
  /// the wall clock and by this thread's CPU time.
  ///
  /// The floor is timed in each run too, just before its frames, by this thread's CPU time
  /// like the frames' figures it is compared with: the shared machine's speed drifts by a
  /// factor of two over minutes, so a floor measured once at the start of the benchmark
  /// could be set in a quick minute and a scenario run in a slow one.
  func frameCost(
    frameCount: Int, floor: OpaqueFrameCopy, makeRun: () throws -> (Int) -> () -> Void
  ) rethrows -> FrameCost {
    var medians: [Double] = []
    var p99s: [Double] = []
    var cpuMedians: [Double] = []
    var cpuP99s: [Double] = []
    var floorSamples: [Double] = []
    for _ in 0..<runs {
      floor.copy()
      for _ in 0..<30 {
        let cpuStart = Self.threadCPUMilliseconds()
        floor.copy()
        floorSamples.append(Self.threadCPUMilliseconds() - cpuStart)
      }
      let prepare = try makeRun()
      var samples: [Double] = []
      var cpuSamples: [Double] = []
      let clock = ContinuousClock()
      for index in 0..<frameCount {
        let work = prepare(index)
        let cpuStart = Self.threadCPUMilliseconds()
        let elapsed = clock.measure(work)
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
      cpuP99: medianOfRuns(cpuP99s), floor: Statistics(floorSamples).median)
  }

  /// What ``frameCost(_:scale:)`` measured, in ms.
  struct FrameCost {
    var median: Double
    var p99: Double
    var cpuMedian: Double
    var cpuP99: Double
    /// One opaque copy of the whole frame, CPU time, median over every run's samples.
    var floor: Double
  }

  /// CPU time this thread has used, in ms.
  static func threadCPUMilliseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
  }

  /// Frames per second of a headless run of the scenario, optionally rendering each frame.
  func replaySpeed(_ scenario: Scenario, renderScale: Double?) throws -> Double {
    let canvas = try renderScale.map { scale throws(SDLError) in
      try OffscreenCanvas(size: Self.size, scale: scale, font: font)
    }
    var rates: [Double] = []
    for _ in 0..<runs {
      let runtime = makeRuntime(scenario)
      let clock = ContinuousClock()
      let elapsed = clock.measure {
        for index in 0..<scenario.frameCount {
          let list = runtime.step(scenario.input(index, runtime))
          canvas?.render(list, background: .black)
        }
      }
      rates.append(Double(scenario.frameCount) / max(elapsed.seconds, 1e-9))
    }
    return medianOfRuns(rates)
  }
}

extension Duration {
  var seconds: Double {
    let (whole, fraction) = components
    return Double(whole) + Double(fraction) / 1e18
  }

  var milliseconds: Double { seconds * 1000 }
}
