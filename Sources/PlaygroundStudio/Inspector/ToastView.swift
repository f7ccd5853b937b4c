import SheetEngine

/// A one-line notice at the top of the device that fades out after a second and a half:
/// how the window confirms what a key did when nothing else on screen changes (F5's
/// checkpoint). Counted in frames, not wall time, like everything the window shows: 60 Hz
/// frames, so a 120 Hz window ticks it in half frames.
@MainActor
package final class ToastView: View {
  /// Frames the notice stays fully visible, then frames it takes to fade.
  static let holdFrames = 60
  static let fadeFrames = 30

  private let label = Label(text: " ", fontSize: 13, textColor: OverlayStyle.darkText)
  private var framesLeft = 0.0

  package override init(frame: Rect = .zero) {
    super.init(frame: frame)
    backgroundColor = OverlayStyle.darkBackground
    cornerRadii = CornerRadii(all: 8)
    isUserInteractionEnabled = false
    isHidden = true
    accessibilityIdentifier = "toast"
    addSubview(label)
  }

  /// Shows `text` centred horizontally near the top of `bounds` (the device).
  package func show(_ text: String, in bounds: Rect) {
    label.text = text
    // Every line the text wraps to is inside the pill (a long notice used to take two
    // lines and draw the second below it, over the navigation bar).
    let size = label.sizeThatFits(Size(width: bounds.width - 40, height: .infinity))
    // A font drawn at 2x or 3x is hinted a little wider than at 1x: room for that.
    let textWidth = (size.width * 1.03).rounded(.up) + 2
    let width = min(bounds.width - 16, textWidth + 24)
    frame = Rect(
      x: bounds.minX + (bounds.width - width) / 2, y: bounds.minY + 56, width: width,
      height: size.height + 14)
    label.frame = Rect(x: 12, y: 7, width: width - 24, height: size.height)
    framesLeft = Double(Self.holdFrames + Self.fadeFrames)
    alpha = 1
    isHidden = false
  }

  /// Advances the fade by one frame at `framesPerSecond`; returns whether it is still
  /// showing.
  @discardableResult
  package func tick(framesPerSecond: Int = 60) -> Bool {
    guard framesLeft > 0 else { return false }
    framesLeft = max(0, framesLeft - 60 / Double(framesPerSecond))
    alpha = min(1, framesLeft / Double(Self.fadeFrames))
    isHidden = framesLeft == 0
    return !isHidden
  }
}
