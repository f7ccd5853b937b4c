import SheetExport
import SheetTuning
import Testing

/// The measured errors of the seed preset, pinned to the three significant digits the export
/// prints, so a change to a model, the sampling or the printing shows up as a number that moved.
@Suite struct FidelityNumberTests {
  private func error(_ target: ExportTarget, _ motion: String, _ form: String) -> Double? {
    ExportDocument(tuning: .seed, target: target).fidelity
      .first { $0.motion == motion && $0.form == form }?.worstError
  }

  private func expectNear(_ value: Double?, _ expected: Double) {
    guard let value else {
      Issue.record("no such measurement")
      return
    }
    #expect(abs(value - expected) <= expected * 0.005, "\(value) is not \(expected)")
  }

  @Test func lossyFormsMeasureWhatTheyLose() {
    // Flutter's withDurationAndBounce keeps whole milliseconds: 0.3441 s runs as 0.344 s, and
    // the list's 0.6283 s as 0.628 s.
    expectNear(error(.flutter, "navigation", "withDurationAndBounce"), 0.181)
    expectNear(error(.flutter, "listBounce", "withDurationAndBounce"), 0.219)
    // Flutter's Cubic stops within 0.001 of the time, where the seed curve is 5x steep.
    expectNear(error(.flutter, "sheetPresent", "Cubic"), 3.63)
    expectNear(error(.flutter, "zoom", "Cubic"), 1.35)
    // Android's PathInterpolator flattens to 0.002.
    expectNear(error(.android, "sheetPresent", "PathInterpolator"), 2.07)
    expectNear(error(.android, "zoom", "PathInterpolator"), 1.72)
    // Float stiffness for the navigation spring (333.33…).
    expectNear(error(.compose, "navigation", "spring(dampingRatio, stiffness)"), 6.94e-6)
    expectNear(error(.compose, "zoom", "tween(CubicBezierEasing)"), 1.7e-4)
    // linear() with the fewest stops under half a point.
    expectNear(error(.css, "sheetFlick", "linear()"), 0.489)
    expectNear(error(.css, "navigation", "linear()"), 0.473)
  }

  @Test func exactFormsMeasureFloatingPointNoise() {
    for (target, form) in [
      (ExportTarget.swiftui, "Spring(duration:bounce:)"), (.flutter, "SpringDescription"),
      (.uikit, "UISpringTimingParameters(mass:stiffness:damping:)"),
    ] {
      let value = error(target, "sheetFlick", form) ?? .nan
      #expect(value < 1e-9, "\(target) \(form): \(value)")
    }
    #expect(error(.css, "sheetPresent", "cubic-bezier()") == 0)
  }
}
