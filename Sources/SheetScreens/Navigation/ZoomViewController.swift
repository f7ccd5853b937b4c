import SheetEngine

/// The zoomed screen of the navigation demo (screen "zoom"): full screen in the accent colour
/// of the button it grows out of, with a Close button that shrinks it back into that button.
@MainActor
public final class ZoomViewController: ViewController {
  public let closeButton = Button(
    title: "Close", titleColor: Theme.accent, normalColor: .white,
    highlightedColor: Color(hex: 0xD9E8FF))

  public init() {
    super.init(screenID: "zoom", title: "Zoom")
  }

  public override func loadView() -> View {
    ZoomView(title: title, closeButton: closeButton)
  }

  public override func viewDidLoad() {
    closeButton.onTap = { [weak self] in self?.dismiss(animated: true) }
  }
}

/// The zoom screen's view: title and text below the top safe area, Close at the bottom.
@MainActor
final class ZoomView: View {
  private let stack = StackView(spacing: 12)
  private let closeButton: Button

  init(title: String, closeButton: Button) {
    self.closeButton = closeButton
    super.init()
    backgroundColor = Theme.accent
    let titleLabel = Label(text: title, fontSize: Theme.largeTitleSize, textColor: .white)
    let body = Label(
      text: "This screen grew out of the button you tapped. Close it, or press Escape, and it "
        + "shrinks back into the same button.",
      fontSize: 17, textColor: Color.white.withAlpha(0.85))
    stack.addArrangedSubview(titleLabel)
    stack.addArrangedSubview(body)
    addSubview(stack)
    closeButton.preferredHeight = 52
    addSubview(closeButton)
  }

  override func layoutSubviews() {
    let insets = window?.safeAreaInsets ?? .zero
    let width = bounds.width - 2 * Theme.margin
    let height = stack.sizeThatFits(Size(width: width, height: .infinity)).height
    stack.frame = Rect(x: Theme.margin, y: insets.top + 24, width: width, height: height)
    closeButton.frame = Rect(
      x: Theme.margin, y: bounds.height - insets.bottom - 24 - 52, width: width, height: 52)
  }
}
