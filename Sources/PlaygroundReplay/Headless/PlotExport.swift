import PlaygroundSessions
import PlaygroundStudio
import SheetEngine
import SheetSDL
import SheetScreens
import SheetTuning

/// `--plot FILE.png`: the motion plot of one interaction of the replay (`--interaction N`,
/// counted from 1; by default the longest drag, else the last interaction) over the latest
/// earlier one with the same element, rendered offscreen at twice the plot's size in the
/// window, for attaching to a design review.
@MainActor
struct PlotExport {
  /// The exported plot's size in points; rendered at scale 2.
  package static let size = Size(width: 640, height: 360)
  /// One recorder and log per side of a compare recording (one otherwise).
  private var motions: [MotionRecorder] = [MotionRecorder()]
  private var logs: [InteractionLog] = [InteractionLog()]

  /// Takes the frame the replay just simulated on side `variant`.
  package mutating func record(_ inspection: RuntimeInspection, tuning: Tuning, variant: Int = 0) {
    while motions.count <= variant {
      motions.append(MotionRecorder())
      logs.append(InteractionLog())
    }
    motions[variant].update(inspection, tuningName: tuning.displayName)
    logs[variant].take(motions[variant])
  }

  /// The chosen interaction's index (0-based) and the plot's three captures; an
  /// `interaction` the replay does not have is bad input.
  package func chosen(interaction: Int?) throws(UsageError) -> (
    index: Int?, current: MotionCapture?, previous: MotionCapture?, comparison: MotionCapture?
  ) {
    let count = logs[0].interactions.count
    if let interaction, !(1...max(count, 1)).contains(interaction) || count == 0 {
      throw UsageError("--interaction \(interaction): the replay has \(count) interactions")
    }
    guard let index = interaction.map({ $0 - 1 }) ?? logs[0].defaultIndex else {
      return (nil, nil, nil, nil)
    }
    let other = logs.count > 1 ? logs[1].interactions : []
    return (
      index, logs[0].interactions[index], logs[0].previous(before: index),
      index < other.count ? other[index] : nil
    )
  }

  package func write(
    to path: String, interaction: Int? = nil, font: FontFile, measurer: TextMeasuring
  ) throws {
    let choice = try chosen(interaction: interaction)
    let window = Window(size: Self.size, safeAreaInsets: .zero, textMeasurer: measurer)
    let plot = MotionPlotView(frame: Rect(origin: .zero, size: Self.size))
    plot.cornerRadii = CornerRadii(all: 0)
    window.addSubview(plot)
    // In compare mode the second side is drawn over the first in its own colour.
    plot.show(current: choice.current, previous: choice.previous, comparison: choice.comparison)
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
