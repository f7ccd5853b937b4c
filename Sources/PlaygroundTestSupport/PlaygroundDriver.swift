import SheetEngine
import SheetScreens
import SheetSession
import SheetTesting
import SheetTuning
import Testing

/// A ``RuntimeDriver`` over the whole ``Playground``: the playground's screens with a tuning,
/// stepped through the playground so tuning changes go the way a recording's do.
@MainActor
package final class PlaygroundDriver: RuntimeDriver {
  package let playground: Playground
  /// Tuning changes for the next frame, applied before its input as a recording orders them.
  private var pendingChanges: [SessionEvent] = []

  /// The playground's screens with `tuning`.
  package init(width: Double = 390, height: Double = 844, tuning: Tuning = .seed) {
    playground = Playground(
      size: Size(width: width, height: height), safeAreaInsets: Self.safeArea,
      textMeasurer: FixedMetricsTextMeasurer(), tuning: tuning)
    super.init(runtime: playground.runtime)
  }

  /// A tuning change in its own frame.
  package func send(_ change: TuningChange) {
    pendingChanges = [.tuning(change, timestamp: timestamp)]
    step()
  }

  /// The tuning in force.
  package var tuning: Tuning { playground.tuning }

  override package func step(_ events: [InputEvent]) -> DisplayList {
    defer { pendingChanges = [] }
    return playground.step(pendingChanges + events.map(SessionEvent.input))
  }
}
