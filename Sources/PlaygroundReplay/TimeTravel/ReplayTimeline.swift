import PlaygroundStudio
import SheetEngine
import SheetPlayback
import SheetScreens

/// Time travel through a recording played in the window: what the keys and the strip do,
/// and which frame the replay stands at.
///
/// Left and Right step a frame (pausing), Home and End jump, Space plays and pauses, and a
/// drag on the strip scrubs. Live input never reaches the app during a replay, so these keys
/// are free; the overlay keys still work. Playing advances one recorded frame per window
/// frame; at the end the replay pauses and the window stays open.
@MainActor
package final class ReplayTimeline {
  /// The run the device shows: the recording's, or a what-if fork's (``show(_:)``).
  package private(set) var seeker: ReplaySeeker
  package let view = TimelineView()
  private(set) var isPlaying: Bool
  private var isScrubbing = false
  /// Frames of anchor rebuilding per window frame: about 4 ms in a release build.
  static let rebuildBudget = 100

  package init(seeker: ReplaySeeker, startFrame: Int?) {
    self.seeker = seeker
    view.show(seeker.recording)
    isPlaying = startFrame == nil
    if let startFrame { seeker.seek(to: startFrame) }
  }

  /// Shows another run of the same input (a what-if fork, or the recording again), already
  /// standing at this timeline's frame.
  package func show(_ run: ReplaySeeker) {
    seeker = run
    view.update(frame: seeker.frame, isPlaying: isPlaying)
  }

  /// Goes to `frame` and pauses there (the plot's next or previous interaction).
  package func jump(to frame: Int) {
    isPlaying = false
    seeker.seek(to: frame)
  }

  /// Registers the timeline's keys (Left, Right, Home, End, and Space in a replay).
  package func registerKeys(with router: KeyRouter) {
    for command in [
      Keymap.HostCommand.stepBack, .stepForward, .jumpToStart, .jumpToEnd, .playPause,
    ] {
      router.register(command) { [unowned self] in perform(command) }
    }
  }

  /// Takes the timeline's pointer input out of `input`: a press on the strip (its top at
  /// `stripTop` in window points) and what follows it while it scrubs.
  package func handlePointer(_ input: inout [InputEvent], stripTop: Double) {
    input.removeAll { event in
      switch event.kind {
      case .pointerDown(.left, let location) where location.y >= stripTop:
        isScrubbing = true
        isPlaying = false
        seeker.seek(to: view.frame(atX: location.x))
        return true
      case .pointerMove(let location) where isScrubbing:
        seeker.seek(to: view.frame(atX: location.x))
        return true
      case .pointerUp(.left, _) where isScrubbing:
        isScrubbing = false
        return true
      default:
        return false
      }
    }
  }

  /// Carries out a timeline command.
  package func perform(_ command: Keymap.HostCommand) {
    switch command {
    case .stepBack:
      isPlaying = false
      seeker.seek(to: seeker.frame - 1)
    case .stepForward:
      isPlaying = false
      seeker.seek(to: seeker.frame + 1)
    case .jumpToStart:
      seeker.seek(to: 0)
    case .jumpToEnd:
      isPlaying = false
      seeker.seek(to: seeker.recording.frameCount)
    case .playPause:
      if seeker.isAtEnd { seeker.seek(to: 0) }
      isPlaying.toggle()
    case .toggleTuningPanel, .toggleHUD, .togglePointerTrail, .toggleMotionPlot, .addCheckpoint,
      .selectNextSide, .quit, .copy, .paste, .undoTuning, .redoTuning, .findParameter,
      .previousInteraction, .nextInteraction, .toggleOnionSkin, .saveFork, .saveTuning, .showKeys:
      break
    }
  }

  /// Whether the timeline stands still with nothing left to do: paused, not scrubbed, and
  /// every seek anchor parked.
  package var isIdle: Bool { !isPlaying && !isScrubbing && seeker.anchorsComplete }

  /// One window frame: plays a frame when playing, else uses the wait to park anchors.
  /// Returns what to draw.
  package func advance() -> DisplayList {
    if isPlaying, !seeker.isAtEnd {
      let list = seeker.stepFrame()
      if seeker.isAtEnd { isPlaying = false }
      // While playing, the strip (frame counter and playhead) follows at the clock's rate
      // (``ClockRefresh``); paused, stepped or scrubbed, it follows at once.
      if !isPlaying || seeker.frame.isMultiple(of: ClockRefresh.interval) {
        view.update(frame: seeker.frame, isPlaying: isPlaying)
      }
      return list
    }
    isPlaying = false
    seeker.rebuildAnchors(frameBudget: Self.rebuildBudget)
    view.update(frame: seeker.frame, isPlaying: false)
    return seeker.current.drawCurrentFrame()
  }
}
