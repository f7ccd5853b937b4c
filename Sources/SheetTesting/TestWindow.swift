import SheetEngine

/// A window of the given size with fixed-metrics text and a phone's insets, for tests that
/// need a view tree without a runtime.
@MainActor
package func makeTestWindow(width: Double = 390, height: Double = 844) -> Window {
  Window(
    size: Size(width: width, height: height), safeAreaInsets: RuntimeDriver.safeArea,
    textMeasurer: FixedMetricsTextMeasurer())
}
