/// Streams a recording to disk while a session runs.
///
/// Lines go to `<path>.tmp-<pid>` beside `path` through a 64 KiB buffer; `finish` writes the
/// end line, flushes, `fsync`s and renames over `path`. Until then `path` is untouched, so a
/// crash or kill leaves at worst a stray temporary file, never a half recording under the
/// real name. `abandon` (or dropping an unfinished writer) removes the temporary file.
///
/// Every event is checked with the reader's rules as it is appended, so a finished file always
/// reads back; a refused event is not written and the writer stays usable.
///
/// A plain non-`Sendable` class rather than `@MainActor`: the compiler already keeps it in
/// the one isolation domain that created it (the main actor in the app), tests can drive it
/// from any context, and `deinit` may clean up without hopping actors.
public final class RecordingWriter {
  /// The destination the finished recording is renamed to.
  public let path: String
  public let header: RecordingHeader
  /// Events appended so far.
  public private(set) var eventCount = 0

  private var file: AtomicFileWriter?
  private var order = EventOrderChecker()
  /// Bytes written so far, header included, to keep the file under the reader's size limit.
  private var byteCount = 0
  /// Why the writer can no longer write, once finished, abandoned or failed.
  private var closedReason: String?

  /// Creates the temporary file and writes the header. Throws, naming `path`, if the header
  /// breaks the format's limits or the directory is missing or not writable.
  public init(path: String, header: RecordingHeader) throws(RecordingError) {
    self.path = path
    self.header = header
    do throws(FieldError) {
      try RecordingRules.validate(header)
    } catch {
      throw RecordingError(file: path, reason: "cannot record this header: \(error.reason)")
    }
    let line = RecordingEncoder.headerLine(header) + "\n"
    guard line.utf8.count <= RecordingRules.maximumLineBytes + 1 else {
      throw RecordingError(file: path, reason: "cannot record this header: longer than 64 KiB")
    }
    let file = try AtomicFileWriter(path: path)
    try file.append(line)
    self.file = file
    byteCount = line.utf8.count
  }

  deinit { file?.discard() }

  /// Adds one event. Frames and timestamps must not decrease; values must be finite and
  /// within the format's limits, and the file must stay under 64 MiB (hours of input; room for
  /// the end line is kept). A refused event leaves the writer usable; a write failure (disk
  /// full) closes it.
  public func append(_ event: RecordedEvent) throws(RecordingError) {
    let file = try openFile()
    func refuse(_ reason: String) -> RecordingError {
      RecordingError(file: path, reason: "cannot record event \(eventCount + 1): \(reason)")
    }
    var newOrder = order
    do throws(FieldError) {
      try newOrder.accept(event)
    } catch {
      throw refuse(error.reason)
    }
    let line = RecordingEncoder.eventLine(event) + "\n"
    let length = line.utf8.count
    guard length <= RecordingRules.maximumLineBytes + 1 else {
      throw refuse("its line would be longer than 64 KiB")
    }
    guard byteCount + length + Self.footerReserve <= RecordingRules.maximumFileBytes else {
      throw refuse("the recording would grow beyond 64 MiB")
    }
    try guarded { () throws(RecordingError) in try file.append(line) }
    order = newOrder
    byteCount += length
    eventCount += 1
  }

  /// More than the longest end line (`{"end":true,"frames":2147483647}` and a newline).
  private static let footerReserve = 64

  /// Writes the end line and moves the file into place. `frameCount` must exceed the frame of
  /// every appended event. On failure the temporary file is removed and `path` is untouched.
  public func finish(frameCount: Int) throws(RecordingError) {
    let file = try openFile()
    do throws(FieldError) {
      try order.checkEnd(frameCount: frameCount)
    } catch {
      throw RecordingError(file: path, reason: "cannot finish: \(error.reason)")
    }
    try guarded { () throws(RecordingError) in
      try file.append(RecordingEncoder.footerLine(frameCount: frameCount) + "\n")
      try file.commit()
    }
    self.file = nil
    closedReason = "the recording is already finished"
  }

  /// Stops recording and removes the temporary file; `path` is left as it was. Idempotent.
  public func abandon() {
    file?.discard()
    file = nil
    if closedReason == nil { closedReason = "the recording was abandoned" }
  }

  /// Writes a whole recording at once (tools and tests), with the same checks and atomicity.
  public static func write(_ recording: Recording, to path: String) throws(RecordingError) {
    let writer = try RecordingWriter(path: path, header: recording.header)
    for event in recording.events { try writer.append(event) }
    try writer.finish(frameCount: recording.frameCount)
  }

  private func openFile() throws(RecordingError) -> AtomicFileWriter {
    guard let file else {
      throw RecordingError(file: path, reason: closedReason ?? "the recording is closed")
    }
    return file
  }

  /// Runs an I/O step; after an I/O failure the file's content is unknown, so it is dropped.
  private func guarded(_ body: () throws(RecordingError) -> Void) throws(RecordingError) {
    do throws(RecordingError) {
      try body()
    } catch {
      file?.discard()
      file = nil
      closedReason = "an earlier write failed (\(error.reason))"
      throw error
    }
  }
}
