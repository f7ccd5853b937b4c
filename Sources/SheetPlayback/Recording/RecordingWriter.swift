import SheetFiles
import SheetJSON
import SheetSession

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

  /// Digests appended but not yet written: a digests line holds ``DigestRuns/framesPerLine``.
  private var pendingDigests: [UInt32] = []
  /// The frame of the first pending digest.
  private var pendingDigestsFrame = 1

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
      throw RecordingError(
        file: path,
        reason: "cannot record this header: longer than \(RecordingRules.maximumLineText)")
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
      try RecordingRules.validate(event.event, in: header)
      try newOrder.accept(event)
    } catch {
      throw refuse(error.reason)
    }
    let line = RecordingEncoder.eventLine(event) + "\n"
    if let reason = refusal(of: line) { throw refuse(reason) }
    order = newOrder
    eventCount += 1
    write(line, journal, frame: event.frame)
  }

  /// Adds a checkpoint: the state once `checkpoint.frame` frames ran, after every event of the
  /// frames before it. Refused in a version 1 recording, which has no checkpoints.
  public func append(_ checkpoint: RecordingCheckpoint) throws(RecordingError) {
    let journal = try openJournal()
    func refuse(_ reason: String) -> RecordingError {
      RecordingError(
        file: path,
        reason: "cannot record checkpoint \(JSONText.string(checkpoint.name)): \(reason)")
    }
    guard header.version >= 2 else { throw refuse("version 1 recordings hold no checkpoints") }
    if let image = checkpoint.image {
      guard header.version >= 3, CheckpointImage.isDigest(image) else {
        throw refuse("a frame image needs a version 3 recording and 16 lowercase hex digits")
      }
    }
    var newOrder = order
    do throws(FieldError) {
      guard checkpoint.name != RecordingCheckpoint.endName else {
        throw FieldError(reason: "the name \"end\" is reserved for the end state")
      }
      try RecordingRules.validate(checkpoint.state, in: header, place: "its state")
      guard checkpoint.state.frame == checkpoint.frame else {
        throw FieldError(reason: "its state is of frame \(checkpoint.state.frame)")
      }
      try newOrder.accept(checkpoint)
    } catch {
      throw refuse(error.reason)
    }
    let line = RecordingEncoder.checkpointLine(checkpoint) + "\n"
    if let reason = refusal(of: line) { throw refuse(reason) }
    order = newOrder
    write(line, journal, frame: checkpoint.frame)
  }

  /// Adds the digest of the state after the next frame (the first call is frame 1's). They
  /// are written ``DigestRuns/framesPerLine`` to a line, and the rest by `finish`.
  public func appendDigest(_ digest: UInt32) throws(RecordingError) {
    let journal = try openJournal()
    guard header.version >= 2 else { return }
    pendingDigests.append(digest)
    if pendingDigests.count >= DigestRuns.framesPerLine { try writePendingDigests(journal) }
  }

  private func writePendingDigests(_ journal: JournalFile) throws(RecordingError) {
    guard !pendingDigests.isEmpty else { return }
    let line =
      RecordingEncoder.digestsLine(firstFrame: pendingDigestsFrame, pendingDigests) + "\n"
    if let reason = refusal(of: line) {
      throw RecordingError(file: path, reason: "cannot record digests: \(reason)")
    }
    do throws(FieldError) {
      try order.acceptDigests(firstFrame: pendingDigestsFrame, count: pendingDigests.count)
    } catch {
      throw RecordingError(file: path, reason: "cannot record digests: \(error.reason)")
    }
    pendingDigestsFrame += pendingDigests.count
    pendingDigests.removeAll(keepingCapacity: true)
    write(line, journal, frame: nil)
  }

  /// Why `line` cannot be added, if it cannot: the line and file limits of the reader.
  private func refusal(of line: String) -> String? {
    let length = line.utf8.count
    guard length <= RecordingRules.maximumLineBytes + 1 else {
      return "its line would be longer than \(RecordingRules.maximumLineText)"
    }
    guard byteCount + length + Self.footerReserve <= RecordingRules.maximumFileBytes else {
      return "the recording would grow beyond 64 MiB"
    }
    return nil
  }

  /// Hands a checked line to the journal unless a write failed before.
  private func write(_ line: String, _ journal: JournalFile, frame: Int?) {
    guard lostFromFrame == nil else { return }
    journal.append(line)
    byteCount += line.utf8.count
    guard let frame else { return }
    if firstPendingFrame == nil { firstPendingFrame = frame }
    lastAppendedFrame = frame
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

  /// More than the longest end line without a state (`{"end":true,"frames":2147483647}` and
  /// a newline); an end line with a state is checked like any other line.
  private static let footerReserve = 64

  /// Writes the end line and moves the file into place; returns the frame count written,
  /// which is less than `frameCount` when a write failed earlier (the recording stops where
  /// its events stop). `frameCount` must exceed the frame of every appended event. The end
  /// line carries `endState` (version 2), the state after the last frame, unless the
  /// recording was cut short or the state is of another frame; `releases` (version 3, in
  /// frame order) go just before it, those past a cut left out. On a failure the journal
  /// stays, unfinished but replayable, and `path` is untouched.
  @discardableResult
  public func finish(
    frameCount: Int, endState: SessionState? = nil, releases: [ReleaseMetrics] = []
  ) throws(RecordingError) -> Int {
    let journal = try openJournal()
    do throws(FieldError) {
      try order.checkEnd(frameCount: frameCount)
      if pendingDigestsFrame - 1 + pendingDigests.count > frameCount {
        throw FieldError(reason: "digests were added for more than \(frameCount) frames")
      }
    } catch {
      throw RecordingError(file: path, reason: "cannot finish: \(error.reason)")
    }
    try writePendingDigests(journal)
    if lostFromFrame == nil, let failure = flush() { throw failure }
    let frames = min(frameCount, lostFromFrame ?? frameCount)
    // A state of the wrong shape (one device's in a compare recording) is not written: the
    // reader would refuse the file.
    let fits = endState.map { state in
      (try? RecordingRules.validate(state, in: header, place: "the end state")) != nil
    }
    let state =
      header.version >= 2 && frames == frameCount && endState?.frame == frames && fits == true
      ? endState : nil
    var trailer = RecordingEncoder.footerLine(frameCount: frames, state: state) + "\n"
    if state != nil, trailer.utf8.count > RecordingRules.maximumLineBytes + 1 {
      trailer = RecordingEncoder.footerLine(frameCount: frames) + "\n"
    }
    trailer = Self.releaseLines(releases, frames: frames, version: header.version) + trailer
    do throws(FileError) {
      try journal.finish(trailer: trailer)
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
  /// Each checkpoint goes after the events of the frames before it; the digests follow the
  /// events, ``DigestRuns/framesPerLine`` to a line.
  public static func write(_ recording: Recording, to path: String) throws(RecordingError) {
    let writer = try RecordingWriter(path: path, header: recording.header)
    do throws(RecordingError) {
      var checkpoints = recording.checkpoints[...]
      for event in recording.events {
        while let checkpoint = checkpoints.first, checkpoint.frame <= event.frame {
          try writer.append(checkpoint)
          checkpoints = checkpoints.dropFirst()
        }
        try writer.append(event)
      }
      for checkpoint in checkpoints { try writer.append(checkpoint) }
      for digest in recording.digests { try writer.appendDigest(digest) }
      try writer.finish(
        frameCount: recording.frameCount, endState: recording.endState,
        releases: recording.releases)
    } catch {
      writer.abandon()
      throw error
    }
  }

  /// The release lines to write before the end line: none before version 3, none in the last
  /// frame or past it (no frame shows its motion), and only those that keep frame order and
  /// the reader's limits.
  private static func releaseLines(
    _ releases: [ReleaseMetrics], frames: Int, version: Int
  ) -> String {
    guard version >= 3 else { return "" }
    var lines = ""
    var last = -1
    for release in releases
    where release.frame < frames && release.frame > last && release.isWithinFormatLimits {
      last = release.frame
      lines += RecordingEncoder.releaseLine(release) + "\n"
    }
    return lines
  }

  private func openJournal() throws(RecordingError) -> JournalFile {
    guard let journal else {
      throw RecordingError(file: path, reason: closedReason ?? "the recording is closed")
    }
    return journal
  }
}
