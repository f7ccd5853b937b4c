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

  /// Views that left the window in the frame being simulated and are drawn once more, on
  /// top; see ``removeAfterDrawing(_:)``.
  public private(set) var drawnOnceMore: [View] = []

  /// Removes `view` now, so the state and the next input no longer see it, but draws it once
  /// more in this frame: an animation that ends during a frame's tick shows its end state
  /// (a zoom shrunk exactly onto its button) in that frame.
  public func removeAfterDrawing(_ view: View) {
    view.removeFromSuperview()
    drawnOnceMore.append(view)
  }

  /// A new frame starts: what left in the last one is no longer drawn.
  func forgetViewsDrawnOnceMore() {
    drawnOnceMore = []
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

  /// The reader's text size (Dynamic Type): every label and field is set at its font size
  /// times the category's scale. A change lays out every view again, so text is measured
  /// anew; `Runtime.setContentSizeCategory(_:animated:)` also re-fits the sheets.
  public var contentSizeCategory = ContentSizeCategory.standard {
    didSet {
      guard contentSizeCategory != oldValue else { return }
      Self.setNeedsLayoutEverywhere(in: self)
    }
  }

  private static func setNeedsLayoutEverywhere(in view: View) {
    view.setNeedsLayout()
    for subview in view.subviews { setNeedsLayoutEverywhere(in: subview) }
  }

  /// How far the software keyboard reaches up from the window's bottom now (0 when it is
  /// down); presentations lay their sheets out above it, every frame it moves.
  public internal(set) var keyboardInset = 0.0 {
    didSet {
      guard keyboardInset != oldValue else { return }
      for subview in subviews { subview.setNeedsLayout() }
    }
  }

  /// The on-screen keyboard that comes up while a field edits; a sheet dragged down while
  /// it is up pulls it down with it.
  public private(set) lazy var softwareKeyboard = SoftwareKeyboard(window: self)

  /// The field that takes the keys and the text input, as UIKit's first responder; `nil`
  /// when nobody types. Weak: a field that leaves with its screen stops editing.
  public private(set) weak var editingField: TextField?

  /// `field` starts editing (a click on it, or Space on it with the focus ring there).
  public func beginEditing(_ field: TextField) {
    editingField = field
  }

  /// Nobody edits any more (Return, a click outside, the screen going).
  public func endEditing() {
    editingField = nil
  }

  /// A control fired (UIKit sends its action through the application; ours is counted here).
  func controlDidActivate(title: String) {
    activationCount += 1
    lastActivatedTitle = title
  }
}
