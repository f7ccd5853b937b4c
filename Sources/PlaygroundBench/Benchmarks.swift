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

  /// The floors of a frame of `size` points at `scale`: one opaque full-window copy, hot
  /// (one pair of images, in the cache between copies) and cold (through more images than
  /// the last-level cache holds); a comparison's frame holds both devices and its labels.
  func floorCopies(size: Size = Self.size, scale: Double) throws -> FloorCopies {
    let width = Int((size.width * scale).rounded())
    let height = Int((size.height * scale).rounded())
    guard let hot = OpaqueFrameCopy(width: width, height: height),
      let cold = OpaqueFrameCopy(
        width: width, height: height, coldAgainstCacheBytes: Self.lastLevelCacheBytes)
    else {
      throw BenchError("cannot allocate \(width)x\(height) images")
    }
    return FloorCopies(hot: hot, cold: cold)
  }

  /// The two floors' copies.
  struct FloorCopies {
    let hot: OpaqueFrameCopy
    let cold: OpaqueFrameCopy
  }

  /// The last-level cache's size in bytes, from Linux's description of CPU 0's caches (the
  /// highest index); 64 MiB when it cannot be read, more than most machines' so the cold
  /// floor stays cold.
  static let lastLevelCacheBytes: Int = {
    let folder = "/sys/devices/system/cpu/cpu0/cache"
    let sizes = (0..<8).compactMap { index -> Int? in
      guard
        let text = try? String(contentsOfFile: "\(folder)/index\(index)/size", encoding: .utf8)
      else { return nil }
      let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
      let unit = trimmed.last.map { ["K": 1 << 10, "M": 1 << 20, "G": 1 << 30][String($0)] ?? 1 }
      let digits = trimmed.filter(\.isNumber)
      return Int(digits).map { $0 * (unit ?? 1) }
    }
    return sizes.max() ?? 64 << 20
  }()

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
    return try frameCost(frameCount: frameCount, floors: floorCopies(scale: scale)) {
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
  /// The floors are timed in each run too, just before its frames, by this thread's CPU
  /// time like the frames' figures they are compared with: the shared machine's speed
  /// drifts by a factor of two over minutes, so a floor measured once at the start of the
  /// benchmark could be set in a quick minute and a scenario run in a slow one.
  func frameCost(
    frameCount: Int, floors: FloorCopies, makeRun: () throws -> (Int) -> () -> Void
  ) rethrows -> FrameCost {
    var medians: [Double] = []
    var p99s: [Double] = []
    var cpuMedians: [Double] = []
    var cpuP99s: [Double] = []
    var hotSamples: [Double] = []
    var coldSamples: [Double] = []
    for _ in 0..<runs {
      hotSamples += Self.cpuSamples(of: floors.hot, count: 30)
      coldSamples += Self.cpuSamples(of: floors.cold, count: max(30, floors.cold.pairCount))
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
      cpuP99: medianOfRuns(cpuP99s), floor: Statistics(hotSamples).median,
      coldFloor: Statistics(coldSamples).median)
  }

  /// `count` copies' CPU times (ms), after one untimed round through every pair of images
  /// (their first writes map the pages).
  private static func cpuSamples(of copy: OpaqueFrameCopy, count: Int) -> [Double] {
    for _ in 0..<copy.pairCount { copy.copy() }
    return (0..<count).map { _ in
      let cpuStart = threadCPUMilliseconds()
      copy.copy()
      return threadCPUMilliseconds() - cpuStart
    }
  }

  /// What ``frameCost(_:scale:)`` measured, in ms.
  struct FrameCost {
    var median: Double
    var p99: Double
    var cpuMedian: Double
    var cpuP99: Double
    /// One opaque copy of the whole frame, CPU time, median over every run's samples:
    /// cache-hot…
    var floor: Double
    /// …and cache-cold.
    var coldFloor: Double
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
