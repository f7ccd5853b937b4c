import PlaygroundStudio
import SheetEngine
import SheetPlayback

/// The strip under the device while a recording plays in the window: the frame counter and
/// play state, a tick for every frame with input, a mark for every checkpoint (the end
/// included), and the playhead. Dragging on it scrubs (``ReplayTimeline`` handles input).
@MainActor
package final class TimelineView: View {
  package static let height = 56.0
  private static let trackY = 38.0

  private let label = Label(text: " ", fontSize: 12, textColor: OverlayStyle.darkText)
  private var scale = TimelineScale(frameCount: 0, width: 0)
  private var inputFrames: [Int] = []
  private var checkpoints: [(frame: Int, name: String)] = []
  private var playhead = 0
  /// A what-if fork's line (what it changed, or where it was saved), after the frame counter.
  package var note: String?

  package override init(frame: Rect = .zero) {
    super.init(frame: frame)
    backgroundColor = Color(hex: 0x1C1C1E)
    accessibilityIdentifier = "timeline"
    addSubview(label)
  }

  /// The recording it shows: its input frames (one tick each) and checkpoints.
  package func show(_ recording: Recording) {
    var seen: Set<Int> = []
    inputFrames = recording.events.map(\.frame).filter { seen.insert($0).inserted }
    checkpoints = recording.expectations.map { ($0.frame, $0.name) }
    scale.frameCount = recording.frameCount
  }

  /// Where the playhead is and what the label says.
  package func update(frame: Int, isPlaying: Bool) {
    playhead = frame
    let here = checkpoints.filter { $0.frame == frame }.map { "\u{25C6} \($0.name)" }
    label.text =
      (["frame \(frame) / \(scale.frameCount)", isPlaying ? "playing" : "paused"] + here
      + (note.map { [$0] } ?? []))
      .joined(separator: "  \u{00B7}  ")
  }

  /// The frame under `x` (view coordinates).
  package func frame(atX x: Double) -> Int { scale.frame(atX: x) }

  package override func layoutSubviews() {
    scale.width = bounds.width
    label.frame = Rect(
      x: TimelineScale.inset, y: 6, width: bounds.width - 2 * TimelineScale.inset, height: 18)
  }

  package override func appendContent(to list: inout DisplayList, context: RenderContext) {
    let track = Rect(
      x: TimelineScale.inset, y: Self.trackY - 1, width: scale.usableWidth, height: 2)
    OverlayDrawing.appendRect(track, color: Color(hex: 0x48484A), context: context, to: &list)
    var lastTickX = -Double.infinity
    for frame in inputFrames {
      let x = scale.x(ofFrame: frame).rounded()
      guard x >= lastTickX + 1 else { continue }
      lastTickX = x
      OverlayDrawing.appendRect(
        Rect(x: x - 0.5, y: Self.trackY - 7, width: 1, height: 5),
        color: OverlayStyle.darkSecondaryText, context: context, to: &list)
    }
    for checkpoint in checkpoints {
      OverlayDrawing.appendDot(
        at: Point(x: scale.x(ofFrame: checkpoint.frame), y: Self.trackY + 8), diameter: 7,
        color: OverlayStyle.switchOn, context: context, to: &list)
    }
    let x = scale.x(ofFrame: playhead)
    OverlayDrawing.appendRect(
      Rect(x: x - 1, y: Self.trackY - 10, width: 2, height: 20), color: OverlayStyle.accent,
      context: context, to: &list)
  }
}
