import SheetEngine

/// The first screen: a title and three large buttons leading to the playground's demos.
///
/// Each button's destination is set by whoever owns the navigation (``PlaygroundScreens``),
/// so the screen itself knows nothing of sheets.
@MainActor
public final class RootViewController: ViewController {
  public let textSheetButton = RootViewController.makeButton("Text sheet")
  public let listSheetButton = RootViewController.makeButton("List sheet")
  public let navigationButton = RootViewController.makeButton("Navigation")

  public init() {
    super.init(screenID: "root", title: "Sheet Playground")
  }

  public override func loadView() -> View {
    RootView(
      title: title, subtitle: "Bottom sheets, presentation and navigation, driven by your mouse.",
      buttons: [textSheetButton, listSheetButton, navigationButton])
  }

  static func makeButton(_ title: String) -> Button {
    let button = Button(
      title: title, fontSize: 19, normalColor: Theme.accent, highlightedColor: Theme.accentPressed)
    button.preferredHeight = 60
    button.cornerRadii = CornerRadii(all: 14)
    return button
  }
}

/// Lays the root screen out below the top safe area: title, subtitle, then the buttons. At a
/// large text size, when they no longer fit above the bottom safe area, they go into a scroll
/// view (as a `UIScrollView` root at accessibility sizes); while they fit there is none, so
/// a drag on the root moves nothing.
@MainActor
final class RootView: View {
  private let stack = StackView(spacing: 16)
  private let scroller = ScrollView()

  init(title: String, subtitle: String, buttons: [Button]) {
    super.init()
    backgroundColor = Theme.background
    let titleLabel = Label(
      text: title, fontSize: Theme.largeTitleSize, textColor: Theme.primaryText)
    // iOS's large title is bold (DejaVu Sans Bold, FontFile.bold).
    titleLabel.fontWeight = .bold
    let subtitleLabel = Label(text: subtitle, fontSize: 15, textColor: Theme.secondaryText)
    stack.addArrangedSubview(titleLabel)
    stack.setCustomSpacing(8, after: titleLabel)
    stack.addArrangedSubview(subtitleLabel)
    stack.setCustomSpacing(40, after: subtitleLabel)
    for button in buttons { stack.addArrangedSubview(button) }
    addSubview(stack)
  }

  override func layoutSubviews() {
    let insets = window?.safeAreaInsets ?? EdgeInsets()
    let top = insets.top + 24
    let width = bounds.width - 2 * Theme.margin
    let height = stack.sizeThatFits(Size(width: width, height: .infinity)).height
    stack.frame = Rect(x: Theme.margin, y: top, width: width, height: height)
    guard top + height + 24 > bounds.height - insets.bottom else {
      if stack.superview !== self {
        scroller.removeFromSuperview()
        addSubview(stack)
      }
      return
    }
    if scroller.superview !== self {
      addSubview(scroller)
      scroller.addSubview(stack)
    }
    scroller.frame = bounds
    scroller.contentInset = EdgeInsets(top: 0, left: 0, bottom: insets.bottom, right: 0)
    scroller.contentSize = Size(width: bounds.width, height: top + height + 24)
  }
}
