import PlaygroundSessions
import SheetEngine
import SheetSDL
import SheetScreens
import SheetSession

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
    var canvas: OffscreenCanvas?
    func makeComparison() -> PlaygroundComparison {
      PlaygroundComparison(
        sides: [("seed", .seed), ("fluid", .fluid)], deviceSize: Self.size,
        safeAreaInsets: PlaygroundOptions.defaultSafeArea, textMeasurer: measurer)
    }
    // The floor is a copy of the whole side-by-side frame, not of one device.
    let floors = try floorCopies(size: makeComparison().layout.size, scale: scale)
    return try frameCost(frameCount: scenario.frameCount, floors: floors) {
      let comparison = makeComparison()
      if canvas == nil {
        canvas = try OffscreenCanvas(size: comparison.layout.size, scale: scale, font: font)
      }
      let runtimes = comparison.variants.map(\.playground.runtime)
      for runtime in runtimes {
        _ = runtime.step([])
        scenario.warmUp(runtime)
      }
      let target = canvas
      return { index in
        let events = scenario.input(index, runtimes[0]).map(SessionEvent.input)
        return { target?.render(comparison.step(events), background: .black) }
      }
    }
  }
}
