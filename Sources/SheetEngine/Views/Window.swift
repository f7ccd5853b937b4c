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
  /// Drives every animation of this window's views by the runtime's fixed step.
  public let animationClock = AnimationClock()
  /// How many times a control in this window has fired, and the title of the last one:
  /// the only trace a button with no destination leaves in the state.
  public private(set) var activationCount = 0
  public private(set) var lastActivatedTitle: String?

  public init(size: Size, safeAreaInsets: EdgeInsets, textMeasurer: TextMeasuring) {
    self.safeAreaInsets = safeAreaInsets
    self.textMeasurer = textMeasurer
    super.init(frame: Rect(origin: .zero, size: size))
  }

  /// Subviews that always fill the window (the navigation controller's view, presentation
  /// containers), as `UIWindow` sizes its root view controller's view.
  private var fillingSubviews: Set<ObjectIdentifier> = []

  /// Views that leave the window once the current frame is drawn; see
  /// ``removeAfterDrawing(_:)``.
  private var leavingAfterDrawing: [View] = []

  /// Removes `view` once the current frame's display list is built: an animation that ends
  /// during a frame's tick draws its end state (a zoom shrunk exactly onto its button) in
  /// that frame, and the next frame's input already reaches what is under it.
  public func removeAfterDrawing(_ view: View) {
    leavingAfterDrawing.append(view)
  }

  /// Carries out the removals asked for while the frame was simulated; the runtime calls it
  /// after building the display list.
  func removeViewsLeavingAfterDrawing() {
    let leaving = leavingAfterDrawing
    leavingAfterDrawing = []
    for view in leaving { view.removeFromSuperview() }
  }

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

  /// A control fired (UIKit sends its action through the application; ours is counted here).
  func controlDidActivate(title: String) {
    activationCount += 1
    lastActivatedTitle = title
  }
}
