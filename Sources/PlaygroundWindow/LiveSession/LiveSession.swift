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
    DisplayConnectionMonitor.install {
      let (_, message) = outputs.finish()
      let saved = SessionEnding.savedClause(message, kept: kept)
      StandardError.writeLine(
        "playground: lost the connection to the display (the X server quit or the window "
          + "was killed)\(saved)")
      exit(1)
    }
    parts.frameLoop(outputs: outputs).run()
    return SessionEnding.outcome(
      outputs.finish(), windowDestroyed: parts.window.wasDestroyedFromOutside, kept: kept)
  }
}
