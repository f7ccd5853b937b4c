import PlaygroundHost

/// The example's own sheet content (screen "tip"): a title, three tip choices and Done. A
/// choice is remembered in ``chosenPercent`` and shown in the title; Done dismisses the
/// sheet, as a drag down or a tap on the dim does.
@MainActor
public final class TipSheetViewController: ViewController {
  public private(set) var chosenPercent: Int?
  private let titleLabel = Label(text: "Add a tip?", fontSize: 24, textColor: Color(hex: 0x3B2314))
  private let choices = [10, 15, 20].map { percent in
    Button(
      title: "\(percent) %", titleColor: Color(hex: 0x3B2314), normalColor: Color(hex: 0xE9D8C8),
      highlightedColor: Color(hex: 0xD2B89E))
  }
  private let doneButton = Button(
    title: "Done", normalColor: Color(hex: 0x8E5A2B), highlightedColor: Color(hex: 0x5E3A1B))

  public init() {
    super.init(screenID: "tip", title: "Tip")
  }

  public override func loadView() -> View {
    let stack = StackView(
      spacing: 12, insets: EdgeInsets(top: 28, left: 24, bottom: 16, right: 24))
    stack.addArrangedSubview(titleLabel)
    stack.setCustomSpacing(20, after: titleLabel)
    for button in choices {
      button.preferredHeight = 48
      stack.addArrangedSubview(button)
    }
    if let last = choices.last { stack.setCustomSpacing(24, after: last) }
    doneButton.preferredHeight = 50
    stack.addArrangedSubview(doneButton)
    return TipSheetView(stack: stack)
  }

  public override func viewDidLoad() {
    for (button, percent) in zip(choices, [10, 15, 20]) {
      button.onTap = { [unowned self] in
        chosenPercent = percent
        titleLabel.text = "Tip: \(percent) %"
      }
    }
    doneButton.onTap = { [unowned self] in dismiss(animated: true) }
  }
}

/// White, and as tall as its stack: the sheet fits it.
@MainActor
final class TipSheetView: View {
  private let stack: StackView

  init(stack: StackView) {
    self.stack = stack
    super.init()
    backgroundColor = .white
    addSubview(stack)
  }

  override func sizeThatFits(_ size: Size) -> Size {
    stack.sizeThatFits(size)
  }

  override func layoutSubviews() {
    let height = stack.sizeThatFits(Size(width: bounds.width, height: .infinity)).height
    stack.frame = Rect(x: 0, y: 0, width: bounds.width, height: height)
  }
}
