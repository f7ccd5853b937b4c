@testable import SheetEngine

/// A window of the given size with fixed-metrics text, for tests that need a view tree.
@MainActor
func makeTestWindow(width: Double = 390, height: Double = 844) -> Window {
  Window(
    size: Size(width: width, height: height),
    safeAreaInsets: EdgeInsets(top: 47, bottom: 34), textMeasurer: FixedMetricsTextMeasurer())
}
