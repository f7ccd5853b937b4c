import PlaygroundStudio
import SheetEngine
import SheetPlayback
import SheetSDL
import SheetScreens
import SheetSession

/// First: the window's events since the last frame, in device points. A quit from the window
/// system ends the session; a resize of the window becomes the device's resize (the window
/// less the inspector and a replay's strip), and none when only the inspector changed.
@MainActor
struct InputTranslationStage: FrameStage {
  package let name = "input translation"
  package let window: SDLWindow
  let overlays: OverlayController
  let requests: FrameRequests
  /// The window's height below the device that is the host's (a replay's timeline).
  package let stripHeight: Double
  /// SDL ticks at the session's start: event timestamps count from it.
  let sessionStart: UInt64

  package func run(_ frame: inout HostFrame) {
    let hostEvents = window.pollEvents(sessionStartTicks: sessionStart)
    // Input may change what the inspector shows (a key it takes, a press on its panel).
    if !hostEvents.isEmpty { overlays.noteInput() }
    for hostEvent in hostEvents {
      switch hostEvent {
      case .quit:
        // A window closed by another X client cannot ask: its edits are kept instead.
        if window.wasDestroyedFromOutside {
          requests.quit = true
          return
        }
        requests.requestQuit()
        if requests.quit { return }
      case .input(let event):
        overlays.noteUserInput(event)
        guard
          let event = Self.deviceEvent(
            event, inspectorWidth: overlays.inspectorWidth, stripHeight: stripHeight,
            deviceSize: overlays.deviceSize)
        else { continue }
        frame.input.append(Self.drawable(event))
      }
    }
  }

  /// A window resize as the device's resize (the window less the inspector and the strip);
  /// nil when the device keeps its size (the inspector opened or closed).
  static func deviceEvent(
    _ event: InputEvent, inspectorWidth: Double, stripHeight: Double, deviceSize: Size
  ) -> InputEvent? {
    guard case .resize(let size) = event.kind else { return event }
    let device = Size(width: size.width - inspectorWidth, height: size.height - stripHeight)
    guard device != deviceSize else { return nil }
    return InputEvent(timestamp: event.timestamp, kind: .resize(device))
  }

  /// A window resized below the smallest drawable size is simulated (and recorded) at that
  /// size, so every recording replays (the reader refuses smaller windows).
  static func drawable(_ event: InputEvent) -> InputEvent {
    guard case .resize(let size) = event.kind else { return event }
    let minimum = RecordingRules.minimumWindowSide
    guard size.width < minimum || size.height < minimum else { return event }
    let clamped = Size(width: max(size.width, minimum), height: max(size.height, minimum))
    return InputEvent(timestamp: event.timestamp, kind: .resize(clamped))
  }
}

/// Second: the key router takes the host's keys (quit, checkpoint, side, timeline, overlay
/// toggles, a value being typed) and carries out their commands; the rest is the app's.
@MainActor
struct HostCommandStage: FrameStage {
  package let name = "host commands"
  package let router: KeyRouter

  package func run(_ frame: inout HostFrame) {
    router.route(&frame.input)
  }
}

/// Third: the inspector takes the pointer input that starts on it and adds the panel's tuning
/// changes; what it leaves becomes the frame's events.
@MainActor
struct OverlayStage: FrameStage {
  package let name = "overlays"
  let overlays: OverlayController
  package let driver: any SessionDriver

  package func run(_ frame: inout HostFrame) {
    frame.events = overlays.route(
      frame.input, tuning: driver.panelTuning, session: driver.inspectedSession)
    frame.input = []
  }
}

/// Fourth: the session driver claims its own input (a replay's timeline strip, a compare
/// recording's labels) and routes the frame's events to what it simulates, adding the
/// tuning files' changes the file watching read last frame.
@MainActor
final class SessionRoutingStage: FrameStage {
  package let name = "session routing"
  package let driver: any SessionDriver
  /// The watched files' changes, read at the end of the last frame.
  var watched: [SessionEvent] = []

  package init(driver: any SessionDriver) {
    self.driver = driver
  }

  package func run(_ frame: inout HostFrame) {
    driver.route(&frame, watched: watched)
    watched = []
  }
}
