import PlaygroundSessions
import SheetEngine
import SheetPlayback
import SheetSDL
import SheetScreens
import SheetTuning

#if canImport(Glibc)
  import Glibc
#endif

/// Runs the playground in a real window at 60 fps: live input, two tunings side by side, or
/// a recording played back at real speed. Ends on window close, Ctrl+Q, SIGINT, SIGTERM or
/// SIGHUP (or the recording's end), then finishes the recording and writes the state
/// snapshot; a lost display connection does the same before exiting with status 1.
///
/// This type only sets the session up (``LiveSessionInputs`` reads and checks what it
/// needs, ``LiveSessionParts`` builds the window's parts); the frame itself is the
/// ``FrameLoop``'s list of stages.
@MainActor
package struct LiveSession {
  package let options: PlaygroundOptions
  /// The app's own screens: the playground's, or a host app's root.
  package let screens: ScreenSource

  package init(options: PlaygroundOptions, screens: ScreenSource) {
    self.options = options
    self.screens = screens
  }

  package func run() throws -> RunOutcome {
    // First, so a signal during start-up ends the session cleanly instead of killing it
    // with a journal just created.
    SignalMonitor.install()
    let inputs = try LiveSessionInputs(options: options, hostScreens: screens)
    let parts = try LiveSessionParts(inputs: inputs, options: options)
    if let refresh = DisplayRefresh.framesPerSecond(), refresh != inputs.rate.framesPerSecond {
      StandardError.writeLine(
        "playground: the display refreshes at \(refresh) Hz and the simulation steps at "
          + "\(inputs.rate): every step is presented, paced by the playground's own clock")
    }
    let outputs = try parts.makeOutputs(
      recordPath: options.recordPath, stateOutPath: options.stateOutPath, font: inputs.font,
      force: options.force)
    let kept = SessionEnding.Kept(
      recording: options.recordPath != nil, state: options.stateOutPath != nil)
    let recovery = TuningRecovery.standard()
    offerKeptTuning(recovery, parts: parts, inputs: inputs)
    DisplayConnectionMonitor.install {
      Self.keepUnsavedTuning(parts, in: recovery)
      let (_, message) = outputs.finish()
      let saved = SessionEnding.savedClause(message, kept: kept)
      StandardError.writeLine(
        "playground: lost the connection to the display (the X server quit or the window "
          + "was killed)\(saved)")
      exit(1)
    }
    parts.frameLoop(outputs: outputs).run()
    // A signal or a window closed from outside ended the session without asking.
    if !parts.requests.editsAnswered { Self.keepUnsavedTuning(parts, in: recovery) }
    return SessionEnding.outcome(
      outputs.finish(), windowDestroyed: parts.window.wasDestroyedFromOutside, kept: kept)
  }

  /// A live session that records nothing starts by offering the tuning an earlier session
  /// kept (``TuningRecovery``); and says the first keys. A recording starts from the tuning
  /// its command line names, so it is not offered one (a question would take the keys a
  /// script sends); the file stays for the next session that does not record.
  private func offerKeptTuning(
    _ recovery: TuningRecovery?, parts: LiveSessionParts, inputs: LiveSessionInputs
  ) {
    guard inputs.replay == nil else { return }
    parts.overlays.showsFirstRunHint = true
    guard let recovery, let kept = recovery.pending() else { return }
    guard options.recordPath == nil else {
      StandardError.writeLine(
        "playground: unsaved tuning from an earlier session is kept in \(recovery.tuningPath);"
          + " a session without --record offers it back")
      return
    }
    parts.overlays.offerRecovery(kept, restore: recovery.clear, discard: recovery.clear)
  }

  /// Keeps the unsaved tuning edits of a session that could not ask, and says where.
  private static func keepUnsavedTuning(_ parts: LiveSessionParts, in recovery: TuningRecovery?) {
    guard let kept = parts.overlays.tuningToKeep else { return }
    guard let recovery else {
      StandardError.writeLine(
        "playground: unsaved tuning edits are lost: neither XDG_STATE_HOME nor HOME is set")
      return
    }
    if let problem = recovery.keep(kept) {
      StandardError.writeLine("playground: \(problem)")
    } else {
      StandardError.writeLine(
        "playground: unsaved tuning edits kept in \(recovery.tuningPath); the next launch "
          + "offers them back")
    }
  }
}
