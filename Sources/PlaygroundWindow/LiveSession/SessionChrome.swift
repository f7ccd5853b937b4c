import PlaygroundReplay
import PlaygroundStudio
import SheetEngine
import SheetScreens

/// What the window itself shows around the app, apart from the tuning overlays: the notice
/// that confirms a checkpoint (and, replaying, the timeline under the device).
///
/// It has a window of its own, so its views never enter the app's view tree, its state
/// snapshot or its hit-testing.
@MainActor
final class SessionChrome {
  package let window: Window
  private let toast = ToastView()
  private let deviceBounds: Rect
  private let timeline: TimelineView?

  /// `timeline` goes in a strip under the device, as tall as ``TimelineView/height``; a
  /// replay's `onionSkin` covers the device (it draws only outlines).
  package init(
    deviceSize: Size, timeline: TimelineView?, onionSkin: View? = nil,
    textMeasurer: TextMeasuring
  ) {
    deviceBounds = Rect(origin: .zero, size: deviceSize)
    self.timeline = timeline
    let stripHeight = timeline == nil ? 0 : TimelineView.height
    window = Window(
      size: Size(width: deviceSize.width, height: deviceSize.height + stripHeight),
      safeAreaInsets: .zero, textMeasurer: textMeasurer)
    if let timeline {
      timeline.frame = Rect(
        x: 0, y: deviceSize.height, width: deviceSize.width, height: stripHeight)
      window.addSubview(timeline)
    }
    if let onionSkin {
      onionSkin.frame = deviceBounds
      window.addSubview(onionSkin)
    }
    window.addSubview(toast)
  }

  func showToast(_ text: String) {
    toast.show(text, in: deviceBounds)
  }

  /// Advances the notice's fade by a frame at `framesPerSecond`, and builds what the chrome
  /// shows this frame (nothing without a notice or a timeline).
  package func tick(framesPerSecond: Int) {
    toast.tick(framesPerSecond: framesPerSecond)
    guard !toast.isHidden || timeline != nil else {
      items = []
      return
    }
    window.layoutIfNeeded()
    items = DisplayListBuilder.build(window).items
  }

  /// Whether the frame must be built again for the chrome: a notice is showing (it fades
  /// frame by frame), or what the chrome shows differs from what the last built frame
  /// holds (a notice that just went, the timeline strip's playhead, label or note, the
  /// onion skin). A paused replay's strip that says the same thing lets the window rest.
  package var needsDrawing: Bool { !toast.isHidden || items != drawnItems }
  /// This frame's chrome (built at ``tick(framesPerSecond:)``) and what the last built
  /// frame appended.
  private var items: [DisplayItem] = []
  private var drawnItems: [DisplayItem] = []

  package func appendDisplayItems(to list: inout DisplayList) {
    drawnItems = items
    list.items.append(contentsOf: items)
  }
}
