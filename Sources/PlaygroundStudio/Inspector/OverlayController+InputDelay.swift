import SheetEngine
import SheetSession

/// The compare studio's input delay control (``InputDelayControl``) as the host sees it: it
/// says what the session's delay is and which side is selected, and takes the changes out
/// of the frame's routing as `.inputDelay` session events, recorded like tuning changes.
extension OverlayController {
  /// Shows the delay control for side `side` of a live comparison whose delay is `delay`;
  /// nil hides it (one device, a replay).
  public func showInputDelay(_ delay: InputDelay?, side: Int) {
    let control = panel.header.inputDelayControl
    if let delay { control.show(delay, side: side) }
    guard control.isHidden != (delay == nil) else { return }
    control.isHidden = delay == nil
    panel.header.setNeedsLayout()
    panel.header.superview?.setNeedsLayout()
    panel.setNeedsLayout()
    setNeedsDrawing()
  }

  /// The control's change since the last frame as an event at `timestamp` (the input that
  /// made it; a held stepper's repeat, at the frame's first input or the last one seen).
  func takeInputDelayChange(at timestamp: Double?) -> [SessionEvent] {
    guard let delay = panel.header.inputDelayControl.takeChange() else { return [] }
    return [
      .inputDelay(delay, timestamp: max(timestamp ?? lastRoutedTimestamp, lastRoutedTimestamp))
    ]
  }
}
