import PlaygroundSessions
import SheetEngine
import SheetFiles
import SheetPlayback
import SheetScreens
import SheetSession

/// What a live session writes, and how it survives failures while writing it.
///
/// A failure never ends the session early: a journal write that fails (a full disk) is
/// reported once and the session goes on, keeping what was written; a SIGUSR1 state dump
/// that fails is reported and the session goes on. At the end both the recording and the
/// state are attempted, whichever fails, and the first failure not yet reported becomes the
/// run's message.
@MainActor
final class SessionOutputs {
  private let recorder: SessionRecorder?
  private let stateOutPath: String?
  /// The playground whose state is written; a replay's time travel swaps it.
  package var playground: any SessionSimulation
  /// Whether the journal's write failure has been reported (it is reported once).
  private var recordingFailed = false
  /// Whether an event the format refused has been reported (the first one is).
  private var eventRefused = false
  private var finished = false

  /// Whether a recording is being written (not after its journal failed).
  var isRecording: Bool { recorder != nil && !recordingFailed && !finished }

  package init(recorder: SessionRecorder?, stateOutPath: String?, playground: any SessionSimulation)
  {
    self.recorder = recorder
    self.stateOutPath = stateOutPath
    self.playground = playground
  }

  /// Records the frame's events and flushes them to the journal.
  /// Records the frame's events; returns those the session may apply: an event the
  /// recording cannot hold (past the file's size limit) is not applied either, said once,
  /// so a replay never differs from the session it records.
  package func record(_ events: [SessionEvent]) -> [SessionEvent] {
    guard let recorder else { return events }
    let (recorded, refusal) = recorder.record(events, frame: playground.frameIndex)
    if let refusal, !eventRefused {
      eventRefused = true
      StandardError.writeLine(
        "playground: warning: \(refusal.description); not applied, so the recording stays "
          + "the session's")
    }
    if let failure = recorder.flush() {
      recordingFailed = true
      StandardError.writeLine(
        "playground: warning: \(failure.description) at frame \(playground.frameIndex); the "
          + "session goes on and the recording keeps what was written before")
    }
    return recorded
  }

  /// After a frame is simulated: its state's digest, and a checkpoint when F5 asked for one.
  /// Returns the checkpoint added, for the window to show.
  func frameSimulated(
    addingCheckpoint: Bool
  ) -> (checkpoint: RecordingCheckpoint, noImage: String?)? {
    guard let recorder else { return nil }
    do throws(RecordingError) {
      try recorder.recordDigest()
      guard addingCheckpoint else { return nil }
      return try recorder.addCheckpoint()
    } catch {
      if !eventRefused {
        eventRefused = true
        StandardError.writeLine("playground: warning: \(error.description); left out")
      }
      return nil
    }
  }

  /// SIGUSR1: writes the state now; a failure is said and the session goes on.
  func dumpState() {
    if let message = writeState() { StandardError.writeLine("playground: warning: \(message)") }
  }

  /// Finishes the recording and writes the state; returns the message for the run's one
  /// failure line, if any, and whether something failed.
  package func finish() -> (failed: Bool, message: String?) {
    guard !finished else { return (false, nil) }
    finished = true
    var failed = false
    var message: String?
    if let recorder {
      do throws(RecordingError) {
        let (written, simulated) = try recorder.finish()
        if written < simulated {
          failed = true
          if !recordingFailed {
            message =
              "\(recorder.path): the recording stops at frame \(written) of \(simulated)"
          }
        }
      } catch {
        failed = true
        let kept = FileStatus(path: recorder.journalPath) != nil
        message =
          error.description
          + (kept ? "; the unfinished recording stays in \(recorder.journalPath)" : "")
      }
    }
    if let stateMessage = writeState() {
      failed = true
      message = message ?? stateMessage
    }
    return (failed, message)
  }

  private func writeState() -> String? {
    guard let stateOutPath else { return nil }
    do throws(RecordingError) {
      try StateSnapshotJSON.write(playground.sessionState(), to: stateOutPath)
      return nil
    } catch {
      return error.description
    }
  }
}
