/// The root of a view tree: knows the safe-area insets, the text measurer, and where the
/// pointer is captured. Controllers' views live inside it.
@MainActor
public final class Window: View {
  /// Insets of the areas a screen should keep its controls out of (status bar, home
  /// indicator); sheets are capped by the top one.
  public var safeAreaInsets: EdgeInsets {
    didSet { setNeedsLayout() }
  }
  public let textMeasurer: TextMeasuring
  /// The tuning in force: screens read it when they start a transition, so a change
  /// applies from the next one.
  public internal(set) var tuning = Tuning.seed
  /// Drives every animation of this window's views by the runtime's fixed step.
  public let animationClock = AnimationClock()
  /// Where and when (simulated seconds) the pointer last went down: lets a dim tell the
  /// second click of a double-click on the button that opened it from a deliberate tap.
  public internal(set) var lastPointerDown: (location: Point, time: Double)?
  /// Called when a control fires, so the runtime can count activations.
  var activationObserver: ((String) -> Void)?

  public init(size: Size, safeAreaInsets: EdgeInsets, textMeasurer: TextMeasuring) {
    self.safeAreaInsets = safeAreaInsets
    self.textMeasurer = textMeasurer
    super.init(frame: Rect(origin: .zero, size: size))
  }

  /// Subviews that always fill the window (the navigation controller's view, presentation
  /// containers), as `UIWindow` sizes its root view controller's view.
  private var fillingSubviews: Set<ObjectIdentifier> = []

  /// Adds `view` on top and keeps it the window's size through resizes.
  public func addFillingSubview(_ view: View) {
    fillingSubviews.insert(ObjectIdentifier(view))
    addSubview(view)
    view.frame = bounds
  }

  public override func layoutSubviews() {
    for subview in subviews where fillingSubviews.contains(ObjectIdentifier(subview)) {
      subview.frame = bounds
    }
  }

  func noteActivation(of title: String) {
    activationObserver?(title)
  }
}
