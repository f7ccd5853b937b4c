/// A rectangle on screen that draws, lays out its subviews and receives the pointer,
/// with `UIView`'s meaning for frame, bounds, transform and hit testing so UIKit code
/// reads across.
///
/// `frame` is the untransformed layout frame in the superview's coordinates (UIKit's
/// `center` and `bounds.size`); `transform` is applied about the centre, as UIKit's default
/// anchor point does, and is not reflected in `frame`. ``frameInWindow`` gives the on-screen
/// rectangle with every transform applied.
@MainActor
open class View {
  /// The layout frame in the superview's coordinate space.
  public var frame: Rect {
    willSet { AnimationCapture.willChange(self) }
    didSet {
      if frame.size != oldValue.size { setNeedsLayout() }
    }
  }
  /// The origin of the local coordinate space; scroll views move it to scroll.
  public var boundsOrigin: Point = .zero {
    willSet { AnimationCapture.willChange(self) }
  }
  public var transform: AffineTransform = .identity {
    willSet { AnimationCapture.willChange(self) }
  }
  public var alpha: Double = 1 {
    willSet { AnimationCapture.willChange(self) }
  }
  public var backgroundColor: Color = .clear {
    willSet { AnimationCapture.willChange(self) }
  }
  public var cornerRadii: CornerRadii = .zero {
    willSet { AnimationCapture.willChange(self) }
  }
  public var shadow: ViewShadow? {
    willSet { AnimationCapture.willChange(self) }
  }
  /// When set (and its opacity is below 1), what is behind the view shows through its
  /// background blurred and tinted, as iOS 26's Liquid Glass; nil (the default) draws the
  /// background as it is. Not animatable: set it every frame to move its opacity.
  public var backdropMaterial: BackdropMaterial?
  /// Whether a translucent material shows behind this view's content: the nearest
  /// ``backdropMaterial`` on it or an ancestor is below full opacity. A page inside a glass
  /// sheet then paints no background of its own, as iOS 26 asks apps to drop custom sheet
  /// backgrounds so the system material shows; the sheet's material blends the sheet's own
  /// background in as it attaches, inside its rounded shape (docs/MOTION.md, "Liquid
  /// Glass").
  public var isOverGlass: Bool {
    var view: View? = self
    while let current = view {
      if let material = current.backdropMaterial { return material.opacity < 1 }
      view = current.superview
    }
    return false
  }
  /// The shape of the rounded corners (background and shadow); not animatable.
  public var cornerCurve: CornerCurve = .circular
  /// Whether subviews are clipped to this view's bounds (rectangular clip; corners are not
  /// rounded by the clip).
  public var clipsToBounds = false
  /// Whether, drawn as a layer, the view and its subtree are clipped to its rounded shape
  /// (``cornerRadii``), as `CALayer.masksToBounds` with a corner radius: the card stack's
  /// screen behind a sheet, whose pages have square corners of their own.
  public var masksToCorners = false
  /// When set, the view and its subtree are drawn (as a layer) only inside this rounded
  /// rect of its local points, and only that part takes presses: the zoom shows a window
  /// onto its uniformly scaled screen this way (docs/MOTION.md, "Zoom geometry").
  public var contentMask: ViewMask?
  public var isHidden = false
  public var isUserInteractionEnabled = true
  /// A name for tests and debugging; never shown.
  public var accessibilityIdentifier: String?

  public private(set) weak var superview: View?
  public private(set) var subviews: [View] = []
  public private(set) var gestureRecognizers: [GestureRecognizer] = []
  private var needsLayout = true

  public init(frame: Rect = .zero) {
    self.frame = frame
    ViewCensus.live.add(1, ordering: .relaxed)
  }

  deinit {
    ViewCensus.live.subtract(1, ordering: .relaxed)
  }

  /// The local coordinate space: `boundsOrigin` with the frame's size.
  public var bounds: Rect {
    get { Rect(origin: boundsOrigin, size: frame.size) }
    set {
      boundsOrigin = newValue.origin
      frame.size = newValue.size
    }
  }

  /// The window at the root of this view's tree, if it is in one.
  public var window: Window? {
    var view: View? = self
    while let current = view {
      if let window = current as? Window { return window }
      view = current.superview
    }
    return nil
  }

  // MARK: - Hierarchy

  public func addSubview(_ view: View) {
    insertSubview(view, at: subviews.count)
  }

  /// Inserts `view` at `index` in the subview list (painter's order: later is on top).
  public func insertSubview(_ view: View, at index: Int) {
    view.removeFromSuperview()
    subviews.insert(view, at: min(max(index, 0), subviews.count))
    view.superview = self
    setNeedsLayout()
  }

  public func insertSubview(_ view: View, belowSubview sibling: View) {
    let index = subviews.firstIndex { $0 === sibling } ?? subviews.count
    insertSubview(view, at: index)
  }

  public func removeFromSuperview() {
    guard let parent = superview else { return }
    parent.subviews.removeAll { $0 === self }
    superview = nil
    parent.setNeedsLayout()
  }

  /// Whether `self` is `view` or one of its descendants.
  public func isDescendant(of view: View) -> Bool {
    var current: View? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  // MARK: - Layout

  public func setNeedsLayout() { needsLayout = true }

  /// Lays out this view if it was marked, then its subviews, top-down as UIKit does.
  public func layoutIfNeeded() {
    if needsLayout {
      needsLayout = false
      layoutSubviews()
    }
    for subview in subviews { subview.layoutIfNeeded() }
  }

  /// Override to position subviews; the default does nothing.
  open func layoutSubviews() {}

  /// The size this view would like within `size`; the default keeps its current size.
  open func sizeThatFits(_ size: Size) -> Size { frame.size }

  // MARK: - Geometry conversion

  /// Maps local coordinates to the superview's.
  public var transformToSuperview: AffineTransform {
    let boundsCenter = Point(
      x: boundsOrigin.x + frame.width / 2, y: boundsOrigin.y + frame.height / 2)
    return AffineTransform(translationX: -boundsCenter.x, y: -boundsCenter.y)
      .concatenating(transform)
      .concatenating(AffineTransform(translationX: frame.midX, y: frame.midY))
  }

  /// Maps local coordinates to window coordinates.
  public var transformToWindow: AffineTransform {
    var result = transformToSuperview
    var ancestor = superview
    while let view = ancestor {
      result = result.concatenating(view.transformToSuperview)
      ancestor = view.superview
    }
    return result
  }

  /// The on-screen rectangle in window points, every transform applied.
  public var frameInWindow: Rect { transformToWindow.apply(to: bounds) }

  /// The part of ``frameInWindow`` that shows: the ``contentMask``'s rect on screen, or the
  /// whole frame when there is none.
  public var visibleFrameInWindow: Rect {
    transformToWindow.apply(to: contentMask?.rect ?? bounds)
  }

  /// Converts a point in window coordinates to this view's local coordinates.
  public func convertFromWindow(_ point: Point) -> Point? {
    transformToWindow.inverted?.apply(to: point)
  }

  // MARK: - Hit testing

  /// The deepest visible, interactive view containing `point` (local coordinates), with
  /// `UIView.hitTest(_:with:)`'s rules: hidden, non-interactive or nearly transparent
  /// (alpha < 0.01) views and their subtrees are skipped, later subviews win, and a point
  /// outside a view's bounds never reaches its subviews.
  open func hitTest(_ point: Point) -> View? {
    guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point) else {
      return nil
    }
    for subview in subviews.reversed() {
      guard let local = subview.transformToSuperview.inverted?.apply(to: point) else { continue }
      if let hit = subview.hitTest(local) { return hit }
    }
    return self
  }

  /// Whether `point` (local coordinates) is inside; override to widen a small target.
  open func point(inside point: Point) -> Bool {
    bounds.contains(point) && (contentMask?.rect.contains(point) ?? true)
  }

  // MARK: - Pointer delivery (UIKit's touches*)

  /// The pointer went down on this view (it was the hit-test result). Local coordinates.
  open func pointerBegan(at point: Point) {}
  open func pointerMoved(to point: Point) {}
  open func pointerEnded(at point: Point) {}
  /// A gesture recognizer took over the pointer, or the window lost focus.
  open func pointerCancelled() {}

  /// Asked before a recognizer attached to this view or an ancestor begins with a pointer
  /// that hit this view; controls refuse their ancestors' taps, as `UIControl` does.
  open func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { true }

  // MARK: - Gesture recognizers

  public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
    recognizer.view?.removeGestureRecognizer(recognizer)
    gestureRecognizers.append(recognizer)
    recognizer.view = self
  }

  public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
    gestureRecognizers.removeAll { $0 === recognizer }
    if recognizer.view === self { recognizer.view = nil }
  }

  // MARK: - Keyboard focus

  /// Whether Tab can bring the focus ring here (`UIView.canBecomeFocused`); controls that do
  /// something when activated say yes.
  open var canBecomeFocused: Bool { false }

  /// What the state snapshot calls this view while it has the keyboard focus.
  open var focusTitle: String { accessibilityIdentifier ?? "" }

  /// What Space and Enter do while this view has the focus: what a tap would do.
  open func performPrimaryAction() {}

  /// Up (`step` 1) or Down (-1) while the view has the focus, for an "adjustable" control
  /// (UIAccessibility's increment and decrement); returns whether it changed anything.
  open func accessibilityAdjust(by step: Int) -> Bool { false }

  // MARK: - Drawing

  /// Appends what this view draws above its background and below its subviews, in window
  /// coordinates; `Label` draws its text here.
  open func appendContent(to list: inout DisplayList, context: RenderContext) {}
}

/// A drop shadow, as `CALayer`'s shadow properties.
public struct ViewShadow: Hashable, Sendable {
  public var color: Color
  public var opacity: Double
  public var radius: Double
  public var offset: Point
  /// When set, only the view's top band of this many points casts the shadow. A bottom
  /// sheet's sides and bottom are off screen or under itself, so its top edge's shadow is
  /// all that shows; a band of fixed height keeps one cached blurred mask while the sheet's
  /// height changes every frame (a resize, a drag between detents), where the whole shape
  /// would blur anew each frame.
  public var topBand: Double?

  public init(
    color: Color = .black, opacity: Double, radius: Double, offset: Point = .zero,
    topBand: Double? = nil
  ) {
    self.color = color
    self.opacity = opacity
    self.radius = radius
    self.offset = offset
    self.topBand = topBand
  }
}
