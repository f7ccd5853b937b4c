import SheetEngine
import SheetTuning

/// A numbered page of the navigation demo ("page-N", titled "Page N"): its own colour, a big
/// number, and buttons to push the next page, present the 2/3 card and zoom a screen out of
/// the Zoom button. It reaches the stack through ``ViewController/navigationController``;
/// the card and the zoom take the configuration in force when they open.
///
/// Under iOS 26's look (floating sheets) its bar has a trailing List button whose list sheet
/// grows out of it and shrinks back into it, as iOS 26 morphs a sheet out of the toolbar
/// button that presents it (docs/MOTION.md, "Sheet from a bar button").
@MainActor
public final class PageViewController: ViewController {
  public let number: Int
  private let configuration: ConfigurationInForce
  public let pushNextButton = PageViewController.makeButton("Push next")
  public let presentCardButton = PageViewController.makeButton("Present card")
  public let zoomButton = PageViewController.makeButton("Zoom")

  public init(number: Int, configuration: ConfigurationInForce = ConfigurationInForce()) {
    self.number = number
    self.configuration = configuration
    super.init(screenID: "page-\(number)", title: "Page \(number)")
    if Self.hasSheetButton(configuration.current) {
      trailingBarButtonItem = BarButtonItem(title: Self.sheetButtonTitle) { [weak self] button in
        guard let self else { return }
        PlaygroundScreens.presentListSheet(
          from: self, configuration: self.configuration.current, zoomSource: button)
      }
    }
  }

  /// The trailing bar button's title.
  public static let sheetButtonTitle = "List"

  /// Whether a page opened under `configuration` has the bar button: with iOS 26's look
  /// (sheets that float), as the platform that morphs sheets out of bar buttons. Sessions
  /// made under the iOS 18 and classic looks see the page they were recorded on.
  public static func hasSheetButton(_ configuration: EngineConfiguration) -> Bool {
    configuration.sheetStyle.floating != nil
  }

  /// The page's background: hues a golden angle apart, so neighbours always differ.
  public static func color(for number: Int) -> Color {
    let hue = (Double(number) * 0.618_033_988_75).truncatingRemainder(dividingBy: 1)
    return PageColor.pastel(hue: hue)
  }

  public override func loadView() -> View {
    let view = PageView(
      number: number, color: Self.color(for: number),
      buttons: [pushNextButton, presentCardButton, zoomButton])
    view.contentTop = { [weak self, weak view] in
      guard let self else { return view?.window?.safeAreaInsets.top ?? 0 }
      return navigationController?.contentTop(for: self) ?? view?.window?.safeAreaInsets.top ?? 0
    }
    return view
  }

  public override func viewDidLoad() {
    pushNextButton.onTap = { [weak self] in
      guard let self else { return }
      navigationController?.pushViewController(
        PageViewController(number: number + 1, configuration: configuration), animated: true)
    }
    presentCardButton.onTap = { [weak self] in
      guard let self else { return }
      let configuration = configuration.current
      let card = CardViewController()
      card.transitioningDelegate = BottomSheetTransitioningDelegate.card(
        style: configuration.cardStyle, layout: configuration.cardLayout,
        crossFade: configuration.crossFade)
      present(card, animated: true)
    }
    zoomButton.onTap = { [weak self] in
      guard let self else { return }
      let zoom = ZoomViewController()
      let configuration = configuration.current
      zoom.transitioningDelegate = ZoomTransitioningDelegate(
        sourceView: zoomButton, duration: configuration.zoomDuration,
        timing: .curve(configuration.zoomCurve), crossFade: configuration.crossFade,
        dismissBehavior: configuration.zoomDismiss, slop: configuration.slop)
      present(zoom, animated: true)
    }
  }

  private static func makeButton(_ title: String) -> Button {
    let button = Button(
      title: title, normalColor: Theme.accent, highlightedColor: Theme.accentPressed)
    button.preferredHeight = 52
    return button
  }
}

/// A page's view: the big number and a caption under the bar, then the buttons.
@MainActor
final class PageView: View {
  var contentTop: () -> Double = { 0 }
  private let stack = StackView(spacing: 12)

  init(number: Int, color: Color, buttons: [Button]) {
    super.init()
    backgroundColor = color
    let numberLabel = Label(
      text: "\(number)", fontSize: 120, textColor: Theme.primaryText.withAlpha(0.85))
    numberLabel.alignment = .center
    let caption = Label(
      text: "Swipe right, press Esc or tap Back to go back.", fontSize: 15,
      textColor: Theme.secondaryText)
    caption.alignment = .center
    stack.addArrangedSubview(numberLabel)
    stack.addArrangedSubview(caption)
    stack.setCustomSpacing(32, after: caption)
    for button in buttons { stack.addArrangedSubview(button) }
    addSubview(stack)
  }

  override func layoutSubviews() {
    let width = bounds.width - 2 * Theme.margin
    let height = stack.sizeThatFits(Size(width: width, height: .infinity)).height
    stack.frame = Rect(x: Theme.margin, y: contentTop() + 24, width: width, height: height)
  }
}

/// Light, distinct page colours from a hue, and their dark counterparts: the pages' own
/// dynamic colour, as an app defines one for each appearance.
enum PageColor {
  static let pastelSaturation = 0.28
  static let pastelValue = 0.98

  /// HSV with saturation 0.28 and value 0.98: readable dark text on every hue.
  static func pastel(hue: Double) -> Color {
    hsv(hue: hue, saturation: pastelSaturation, value: pastelValue)
  }

  /// The dark appearance's page colour of the same hue: saturation 0.5, value 0.3, under
  /// which white text reads as well as dark text on the pastel.
  static func dark(hue: Double) -> Color {
    hsv(hue: hue, saturation: 0.5, value: 0.3)
  }

  /// The dark counterpart of `color` when it is a page's pastel (its saturation and value
  /// are the pastel's, to rounding), else nil.
  static func darkCounterpart(of color: Color) -> Color? {
    let high = max(color.red, color.green, color.blue)
    let low = min(color.red, color.green, color.blue)
    guard abs(high - pastelValue) < 1e-9, abs((high - low) / high - pastelSaturation) < 1e-9
    else { return nil }
    let span = high - low
    var hue: Double
    if high == color.red {
      hue = ((color.green - color.blue) / span).truncatingRemainder(dividingBy: 6)
    } else if high == color.green {
      hue = (color.blue - color.red) / span + 2
    } else {
      hue = (color.red - color.green) / span + 4
    }
    if hue < 0 { hue += 6 }
    return dark(hue: hue / 6).withAlpha(color.alpha)
  }

  private static func hsv(hue: Double, saturation: Double, value: Double) -> Color {
    let sector = hue * 6
    let index = Int(sector) % 6
    let fraction = sector - Double(Int(sector))
    let p = value * (1 - saturation)
    let q = value * (1 - saturation * fraction)
    let t = value * (1 - saturation * (1 - fraction))
    let (red, green, blue): (Double, Double, Double)
    switch index {
    case 0: (red, green, blue) = (value, t, p)
    case 1: (red, green, blue) = (q, value, p)
    case 2: (red, green, blue) = (p, value, t)
    case 3: (red, green, blue) = (p, q, value)
    case 4: (red, green, blue) = (t, p, value)
    default: (red, green, blue) = (value, p, q)
    }
    return Color(red: red, green: green, blue: blue)
  }
}
