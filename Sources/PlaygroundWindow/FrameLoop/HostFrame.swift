import SheetEngine
import SheetScreens
import SheetSession

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
  /// F5: a checkpoint after this frame's step.
  package var checkpoint = false

  /// Clears the one-frame requests (a quit stays).
  package func startFrame() {
    checkpoint = false
  }
}
