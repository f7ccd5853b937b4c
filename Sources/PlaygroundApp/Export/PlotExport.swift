import SheetEngine
import SheetSDL
import SheetScreens
import SheetTuning

/// `--plot FILE.png`: the motion plot the window would show at the end of the replay (the
/// last interaction over the latest earlier one with the same element), rendered offscreen
/// at twice the plot's size in the window, for attaching to a design review.
@MainActor
struct PlotExport {
  /// The exported plot's size in points; rendered at scale 2.
  static let size = Size(width: 640, height: 360)
  /// One recorder per side of a compare recording (one otherwise).
  private var motions: [MotionRecorder] = [MotionRecorder()]

  /// Takes the frame the replay just simulated on side `variant`.
  mutating func record(_ inspection: RuntimeInspection, tuning: Tuning, variant: Int = 0) {
    while motions.count <= variant { motions.append(MotionRecorder()) }
    motions[variant].update(inspection, tuningName: tuning.displayName)
  }

  func write(to path: String, font: FontFile, measurer: TextMeasuring) throws(SessionFailure) {
    let window = Window(size: Self.size, safeAreaInsets: .zero, textMeasurer: measurer)
    let plot = MotionPlotView(frame: Rect(origin: .zero, size: Self.size))
    plot.cornerRadii = CornerRadii(all: 0)
    window.addSubview(plot)
    // In compare mode the second side is drawn over the first in its own colour.
    plot.show(
      current: motions[0].current, previous: motions[0].previous,
      comparison: motions.count > 1 ? motions[1].current : nil)
    window.layoutIfNeeded()
    do throws(SDLError) {
      let canvas = try OffscreenCanvas(size: Self.size, scale: 2, font: font)
      canvas.render(DisplayListBuilder.build(window), background: .black)
      try canvas.savePNG(to: path)
    } catch {
      throw SessionFailure("--plot \(error.description)")
    }
  }
}
