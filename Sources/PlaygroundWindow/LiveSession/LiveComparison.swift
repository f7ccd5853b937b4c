import PlaygroundSessions
import SheetEngine
import SheetScreens
import SheetSession

/// The window's side of `--compare`: sorts each frame's events for the comparison (label
/// clicks select a side, pointer events move into device points, see ``ComparisonInput``) and
/// tags the tuning panel's changes with the side it edits, so they are recorded as such.
@MainActor
final class LiveComparison {
  package let comparison: PlaygroundComparison
  private var input: ComparisonInput
  /// Each side's motion of the last interaction, for the motion plot to lay the second
  /// side's curve over the first (`MotionPlotView.show(current:previous:comparison:)`).
  package private(set) var motion: [MotionRecorder]

  package init(_ comparison: PlaygroundComparison) {
    self.comparison = comparison
    comparison.showsSelection = true
    input = ComparisonInput(layout: comparison.layout)
    motion = comparison.variants.map { _ in MotionRecorder() }
  }

  /// Takes the frame every side just simulated into its motion recorder.
  func recordMotion() {
    for (index, variant) in comparison.variants.enumerated() {
      motion[index].update(
        variant.playground.inspect(), tuningName: variant.playground.tuning.displayName)
    }
  }

  /// The latest interaction of the first side that is not the selected one.
  var otherSideMotion: MotionCapture? {
    motion.indices.first { $0 != comparison.selectedVariant }.flatMap { motion[$0].current }
  }

  /// The frame's events as every side receives them, in the order they happened.
  package func route(_ events: [SessionEvent]) -> [SessionEvent] {
    var routed: [SessionEvent] = []
    for event in events {
      switch event {
      case .input(let raw):
        let (forDevices, selected) = input.route([raw])
        if let selected { comparison.selectedVariant = selected }
        routed += forDevices.map(SessionEvent.input)
      case .tuning(let change, let timestamp, _):
        routed.append(
          .tuning(change, timestamp: timestamp, variant: comparison.selectedVariant))
      case .inputDelay, .scene:
        // The studio's delay control already names its side; a scene reload is every side's.
        routed.append(event)
      }
    }
    return routed
  }
}
