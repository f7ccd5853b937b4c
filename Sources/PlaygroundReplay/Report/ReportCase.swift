import SheetPlayback

/// One recording's result as the HTML report receives it.
@MainActor
struct ReportCase {
  package var name: String
  package var path: String
  package var recording: Recording
  package var verdict: RecordingVerdict
  package var replay: RecordingReplay
  /// The command that opens the window at the first differing frame (failures only).
  var openCommand: String?
  /// The command that accepts this run as the recording's expectation (failures only), and
  /// what it would change.
  var acceptCommand: String?
  var acceptChanges: [String] = []
  package var seconds: Double
}

/// A failure's evidence in the report, built by ``ReportFailure``: the frames compared, the
/// releases' metrics side by side, and the motion plot.
struct ReportEvidence {
  /// The frame the images show, and what they are ("checkpoint-2, frame 131").
  var caption: String?
  /// Files in the report folder: expected, actual and difference images (all or none).
  package var images: (expected: String, actual: String, difference: String)?
  /// What the difference image shows in numbers (``DifferenceImage/Summary``).
  var differenceSummary: String?
  /// One frame of the film strip around the first difference: both runs' frames at half
  /// size.
  struct StripFrame {
    var frame: Int
    var expected: String
    var actual: String
    var differs: Bool
    /// The first differing frame itself.
    var first: Bool
  }
  var filmstrip: [StripFrame] = []
  /// The animated WebP of both runs side by side, or nil (``animationNote`` says why).
  var animation: String?
  var animationNote = ""
  /// Per release (numbered from 1), every metric of both runs.
  package var releases: [(label: String, rows: [ReleaseMetricsComparison.Row])] = []
  /// Inline SVG, or empty when nothing moved to plot.
  package var plot = ""
  /// What the plot shows, or why there is none.
  var plotCaption = ""
}
