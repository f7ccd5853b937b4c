import SheetEngine

/// The session's short status (``SessionStatus/summary``: recording and its time, slow
/// motion, pause) at the right end of the inspector's top line, beside the first section's
/// header, so it shows whichever sections are open. Red while recording.
@MainActor
final class SessionStatusView: View {
  package let label = Label(text: "", fontSize: 12, textColor: OverlayStyle.secondaryText)

  package override init(frame: Rect = .zero) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
    addSubview(label)
  }

  package func show(_ status: SessionStatus) {
    let text = status.summary
    guard text != label.text else { return }
    label.text = text
    label.textColor =
      status.recordedFrames == nil ? OverlayStyle.secondaryText : OverlayStyle.error
    setNeedsLayout()
  }

  package override func layoutSubviews() {
    let size = label.sizeThatFits(Size(width: bounds.width, height: .infinity))
    let width = size.width.rounded(.up) + 1
    label.frame = Rect(
      x: bounds.width - width - 4, y: ((bounds.height - size.height) / 2).rounded(),
      width: width, height: size.height)
  }
}
