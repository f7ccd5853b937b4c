import SheetFiles

/// Streams a recording to disk while a session runs, as a journal that survives a crash.
///
/// Lines go to `PATH.partial` (``JournalFile``): the header at once, then each frame's
/// events when the session calls ``flush()`` after the frame, so after a `SIGKILL`, a crash
/// or a power cut the journal holds every event up to its last flush (at most half a second
/// of events waits for `fdatasync`) and `--replay PATH.partial` plays it. ``finish(frameCount:)``
/// writes the end line and renames the journal over `PATH` atomically; until then `PATH` is
/// untouched. A journal left by an earlier session is never overwritten: creating a writer
/// for the same path fails instead.
///
/// Every event is checked with the reader's rules as it is appended, so a finished file always
/// reads back; a refused event is not written and the writer stays usable.
///
/// A write failure (a full disk) does not end the session: the journal is cut back to its last
/// whole flush, nothing more is written, ``flush()`` reports the failure once, and `finish`
/// closes the recording at the first frame whose events were lost, so the file is a truthful
/// prefix of the session.
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

  private var journal: JournalFile?
  private var order = EventOrderChecker()
  /// Bytes written so far, header included, to keep the file under the reader's size limit.
  private var byteCount = 0
  /// Why the writer can no longer write, once finished or abandoned.
  private var closedReason: String?
  /// The frame of the first appended event that is not flushed yet.
  private var firstPendingFrame: Int?
  /// The frame of the last event the journal holds.
  private var lastWrittenFrame: Int?
  /// The frame of the last event appended.
  private var lastAppendedFrame: Int?
  /// One past the last frame whose events are all in the journal, once a write failed.
  public private(set) var lostFromFrame: Int?

  /// Where the journal is while recording.
  public var journalPath: String { JournalFile.journalPath(for: path) }

  /// Creates the journal and writes the header. Throws, naming `path`, if the header breaks
  /// the format's limits, the folder is missing or not writable, or a journal exists.
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
    let journal: JournalFile
    do throws(FileError) {
      journal = try JournalFile(path: path)
    } catch {
      throw RecordingError(file: path, reason: error.reason)
    }
    journal.append(line)
    if let failure = journal.flush() {
      journal.remove()
      throw RecordingError(file: path, reason: failure.reason)
    }
    self.journal = journal
    byteCount = line.utf8.count
  }

  /// An unfinished writer leaves its journal: it is the recording of a session that did not
  /// end normally, and replays as such.
  deinit { journal?.leaveUnfinished() }

  /// Adds one event. Frames and timestamps must not decrease; values must be finite and
  /// within the format's limits, and the file must stay under 64 MiB (hours of input; room for
  /// the end line is kept). A refused event leaves the writer usable.
  public func append(_ event: RecordedEvent) throws(RecordingError) {
    let journal = try openJournal()
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
    order = newOrder
    eventCount += 1
    guard lostFromFrame == nil else { return }
    journal.append(line)
    byteCount += length
    if firstPendingFrame == nil { firstPendingFrame = event.frame }
    lastAppendedFrame = event.frame
  }

  /// Writes the appended events to the journal (call once a frame). Returns the failure the
  /// one time a write fails; the session goes on and later events are not written.
  @discardableResult
  public func flush() -> RecordingError? {
    guard let journal, lostFromFrame == nil else { return nil }
    let pendingFrame = firstPendingFrame
    firstPendingFrame = nil
    guard let failure = journal.flush() else {
      lastWrittenFrame = lastAppendedFrame
      return nil
    }
    // A frame partly written before is lost as a whole: the end line must follow every
    // event the journal keeps.
    lostFromFrame = max(pendingFrame ?? 0, (lastWrittenFrame ?? -1) + 1)
    return RecordingError(file: failure.file, reason: failure.reason)
  }

  /// More than the longest end line (`{"end":true,"frames":2147483647}` and a newline).
  private static let footerReserve = 64

  /// Writes the end line and moves the file into place; returns the frame count written,
  /// which is less than `frameCount` when a write failed earlier (the recording stops where
  /// its events stop). `frameCount` must exceed the frame of every appended event. On a
  /// failure the journal stays, unfinished but replayable, and `path` is untouched.
  @discardableResult
  public func finish(frameCount: Int) throws(RecordingError) -> Int {
    let journal = try openJournal()
    do throws(FieldError) {
      try order.checkEnd(frameCount: frameCount)
    } catch {
      throw RecordingError(file: path, reason: "cannot finish: \(error.reason)")
    }
    if lostFromFrame == nil, let failure = flush() { throw failure }
    let frames = min(frameCount, lostFromFrame ?? frameCount)
    do throws(FileError) {
      try journal.finish(trailer: RecordingEncoder.footerLine(frameCount: frames) + "\n")
    } catch {
      self.journal = nil
      journal.leaveUnfinished()
      closedReason = "the recording could not be finished"
      throw RecordingError(file: path, reason: error.reason)
    }
    self.journal = nil
    closedReason = "the recording is already finished"
    return frames
  }

  /// Stops recording and deletes the journal; `path` is left as it was. Idempotent.
  public func abandon() {
    journal?.remove()
    journal = nil
    if closedReason == nil { closedReason = "the recording was abandoned" }
  }

  /// Writes a whole recording at once (tools and tests), with the same checks and atomicity.
  public static func write(_ recording: Recording, to path: String) throws(RecordingError) {
    let writer = try RecordingWriter(path: path, header: recording.header)
    do throws(RecordingError) {
      for event in recording.events { try writer.append(event) }
      try writer.finish(frameCount: recording.frameCount)
    } catch {
      writer.abandon()
      throw error
    }
  }

  private func openJournal() throws(RecordingError) -> JournalFile {
    guard let journal else {
      throw RecordingError(file: path, reason: closedReason ?? "the recording is closed")
    }
    return journal
  }
}
