import SheetEngine
import SheetScreens
import SheetSession

/// The live window's frame: the stages in their one order, run until a quit is asked for
/// (Ctrl+Q, the window's close, SIGINT, SIGTERM, SIGHUP).
///
/// The order is the frame's contract: input is translated, the key router takes the host's
/// keys, the overlays take their pointer input and add the panel's tuning changes, the
/// session driver claims its own input (the timeline, the side labels) and routes the rest,
/// the recording writes what will be stepped, the simulation steps, a requested checkpoint
/// is taken, the frame is drawn and presented, and the watched tuning files are read.
@MainActor
struct FrameLoop {
  let stages: [any FrameStage]
  let requests: FrameRequests

  /// Runs frames until a quit is requested (by a stage or a signal).
  package func run() {
    while !requests.quit, !SignalMonitor.stopRequested.load(ordering: .relaxed) {
      requests.startFrame()
      var frame = HostFrame()
      for stage in stages {
        stage.run(&frame)
        if requests.quit { return }
      }
    }
  }
}

/// One job of the live window's frame, run once per frame in the ``FrameLoop``'s order.
///
/// Stages are small types with one collaborator each (the window, the key router, the
/// overlays, the session driver, the recording...), so the order of the frame is the list
/// in ``FrameLoop/stages`` and nowhere else.
@MainActor
protocol FrameStage {
  /// The stage's name in the frame's order, as ARCHITECTURE.md lists it.
  var name: String { get }
  func run(_ frame: inout HostFrame)
}

/// One window frame's work in progress, handed from stage to stage of the ``FrameLoop``:
/// the input still to be claimed, the events to record and step, and what to draw.
struct HostFrame {
  /// The frame's input in device points that no stage has claimed yet.
  package var input: [InputEvent] = []
  /// What the session records and steps this frame (the app's input and tuning changes).
  package var events: [SessionEvent] = []
  /// What the window shows: the app's frame, then the overlays and chrome on top.
  package var list = DisplayList()
  /// Whether the app drew something new (an unchanged frame lets idle overlays rest too).
  package var appFrameChanged = true
}

/// The app frame a driver that builds one every step (a comparison, a replay) showed last,
/// to tell whether the next one is new: an unchanged frame lets the window rest.
struct ShownAppFrame {
  private var last: DisplayList?

  /// Shows `list` as `frame`'s app frame, new when it differs from the last one shown or
  /// when `changedAnyway` (input the frame's picture may not show, for the overlays).
  package mutating func show(
    _ list: DisplayList, in frame: inout HostFrame, changedAnyway: Bool = false
  ) {
    frame.appFrameChanged = changedAnyway || list != last
    last = list
    frame.list = list
  }
}

/// What the host's commands asked for during a frame's key routing, for the stages after
/// it: the key router's handlers run inside the routing and set these.
@MainActor
final class FrameRequests {
  /// Ctrl+Q, or the window system's quit.
  package var quit = false
  /// Whether the person answered for the tuning's unsaved edits (there were none, or they
  /// chose Save or Discard): a session that ends otherwise (a signal, a window closed from
  /// outside) keeps them for the next launch.
  package var editsAnswered = false
  /// Asks before quitting when edits are unsaved; nil quits at once.
  package var askBeforeQuit: ((_ quit: @escaping () -> Void) -> Void)?

  /// Ctrl+Q or the window's close: quits, after asking when the host says to.
  package func requestQuit() {
    guard let askBeforeQuit else {
      editsAnswered = true
      quit = true
      return
    }
    askBeforeQuit { [unowned self] in
      editsAnswered = true
      quit = true
    }
  }
  /// F5: a checkpoint after this frame's step.
  package var checkpoint = false

  /// Clears the one-frame requests (a quit stays).
  package func startFrame() {
    checkpoint = false
  }
}
