import SheetEngine
import SheetTuning

/// `--trace FILE.csv`: the motion plot's series for every frame of a headless replay, as
/// CSV a spreadsheet or a plotting script reads directly.
///
/// One row per simulated frame and moving element, after its step (two during a push or
/// pop: the arriving page, then the leaving one):
///
///     frame,time,element,position,velocity,progress,dimAlpha
///     1,0.016666666666666666,root.x,0,0,,0
///
/// `time` is the frame's simulated time counted from frames (`frame / 60` at normal speed),
/// `velocity` the element's movement in that frame over its simulated time, so the first row
/// of a sheet that just appeared already has its speed.
/// Numbers are written in their shortest exact form (so a replay's trace is identical to
/// the last digit on every machine), `progress` is empty while no transition runs, and the
/// file appears atomically when ``write()`` succeeds.
public struct MotionTrace: Sendable {
  public static let header = "frame,time,element,position,velocity,progress,dimAlpha"

  public let path: String
  public private(set) var series = MotionSeries()

  /// Checks that `path` can be written before a long replay runs, rather than failing after.
  public init(path: String) throws(OverlayFileError) {
    try AtomicTextFile.checkDestination(path)
    self.path = path
  }

  /// Adds the frame the runtime just stepped; call once per frame, after `step`.
  public mutating func record(_ inspection: RuntimeInspection) {
    series.append(inspection)
  }

  /// Writes the whole trace to `path` through a temporary file renamed into place.
  public func write() throws(OverlayFileError) {
    try AtomicTextFile.save(Self.csv(series.samples), to: path)
  }

  /// The CSV text for `samples`: the header, then one line per sample, newline-terminated.
  public static func csv(_ samples: [MotionSample]) -> String {
    var text = header + "\n"
    for sample in samples {
      let fields = [
        String(sample.frame), TuningNumber.text(sample.time), field(sample.element),
        TuningNumber.text(sample.position), TuningNumber.text(sample.velocity),
        sample.progress.map { TuningNumber.text($0) } ?? "", TuningNumber.text(sample.dimAlpha),
      ]
      text += fields.joined(separator: ",") + "\n"
    }
    return text
  }

  /// Element names are plain identifiers today; quoting keeps the file valid CSV if one ever
  /// holds a comma or a quote.
  private static func field(_ text: String) -> String {
    guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) else { return text }
    return "\"" + text.map { $0 == "\"" ? "\"\"" : String($0) }.joined() + "\""
  }
}
