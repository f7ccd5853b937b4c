import PlaygroundHost

/// The example app's first screen: a coffee order summary and a button that opens the
/// ``TipSheetViewController`` as a bottom sheet (fits its content, swipe or tap the dim to
/// dismiss, as every sheet of the engine).
@MainActor
public final class OrderRootViewController: ViewController {
  let chooseTipButton = Button(
    title: "Choose a tip", fontSize: 19, normalColor: Color(hex: 0x8E5A2B),
    highlightedColor: Color(hex: 0x5E3A1B))

  public init() {
    super.init(screenID: "order", title: "Your order")
  }

  public override func loadView() -> View {
    let view = OrderView(button: chooseTipButton)
    view.backgroundColor = Color(hex: 0xFFF8F0)
    return view
  }

  public override func viewDidLoad() {
    chooseTipButton.onTap = { [unowned self] in
      let sheet = TipSheetViewController()
      sheet.transitioningDelegate = BottomSheetTransitioningDelegate(style: .standard)
      present(sheet, animated: true)
    }
  }
}

/// The order screen's layout: title, a line of text, the button, under the top safe area.
@MainActor
final class OrderView: View {
  private let stack = StackView(spacing: 16)

  init(button: Button) {
    super.init()
    let title = Label(text: "Flat white", fontSize: 32, textColor: Color(hex: 0x3B2314))
    title.fontWeight = .bold
    let detail = Label(
      text: "Oat milk, extra shot. Ready in about four minutes.", fontSize: 17,
      textColor: Color(hex: 0x6F5B4B))
    button.preferredHeight = 56
    button.cornerRadii = CornerRadii(all: 14)
    stack.addArrangedSubview(title)
    stack.addArrangedSubview(detail)
    stack.setCustomSpacing(32, after: detail)
    stack.addArrangedSubview(button)
    addSubview(stack)
  }

  override func layoutSubviews() {
    let width = bounds.width - 48
    let height = stack.sizeThatFits(Size(width: width, height: .infinity)).height
    stack.frame = Rect(
      x: 24, y: (window?.safeAreaInsets.top ?? 0) + 24, width: width, height: height)
  }
}
