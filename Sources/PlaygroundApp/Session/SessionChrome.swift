import SheetEngine
import SheetScreens

/// What the window itself shows around the app, apart from the tuning overlays: the notice
/// that confirms a checkpoint (and, replaying, the timeline under the device).
///
/// It has a window of its own, so its views never enter the app's view tree, its state
/// snapshot or its hit-testing.
@MainActor
final class SessionChrome {
  let window: Window
  private let toast = ToastView()
  private let deviceBounds: Rect
  private let timeline: TimelineView?

  /// `timeline` goes in a strip under the device, as tall as ``TimelineView/height``; a
  /// replay's `onionSkin` covers the device (it draws only outlines).
  init(
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

  /// Advances the notice's fade by a frame at `framesPerSecond`.
  func tick(framesPerSecond: Int) {
    toast.tick(framesPerSecond: framesPerSecond)
  }

  /// Whether the chrome draws this frame, or drew the last one (a notice that just went):
  /// then the frame is built again; otherwise the chrome adds nothing.
  var needsDrawing: Bool { drawsNow || drewLastFrame }
  private var drawsNow: Bool { !toast.isHidden || timeline != nil }
  private var drewLastFrame = false

  func appendDisplayItems(to list: inout DisplayList) {
    drewLastFrame = drawsNow
    guard drawsNow else { return }
    window.layoutIfNeeded()
    list.items.append(contentsOf: DisplayListBuilder.build(window).items)
  }
}
