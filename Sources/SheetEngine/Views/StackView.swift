/// Arranges subviews in a column, each as tall as its `sizeThatFits` at the stack's width
/// minus the insets, separated by `spacing`: the vertical `UIStackView` the screens need.
@MainActor
public final class StackView: View {
  public var spacing: Double {
    didSet { setNeedsLayout() }
  }
  public var insets: EdgeInsets {
    didSet { setNeedsLayout() }
  }
  /// Per-view extra space after it, for a visual break between groups.
  private var customSpacing: [ObjectIdentifier: Double] = [:]

  public init(spacing: Double = 8, insets: EdgeInsets = .zero) {
    self.spacing = spacing
    self.insets = insets
    super.init()
  }

  public var arrangedSubviews: [View] { subviews }

  public func addArrangedSubview(_ view: View) { addSubview(view) }

  public func setCustomSpacing(_ spacing: Double, after view: View) {
    customSpacing[ObjectIdentifier(view)] = spacing
    setNeedsLayout()
  }

  public override func layoutSubviews() {
    let width = max(bounds.width - insets.left - insets.right, 0)
    var y = insets.top
    for (view, height) in zip(visibleSubviews, heights(forWidth: width)) {
      view.frame = Rect(x: insets.left, y: y, width: width, height: height)
      y += height + gap(after: view)
    }
  }

  /// The height that fits every arranged view at `size.width`.
  public override func sizeThatFits(_ size: Size) -> Size {
    let width = max(size.width - insets.left - insets.right, 0)
    let views = visibleSubviews
    let content = heights(forWidth: width).reduce(0, +)
    let gaps = views.dropLast().map(gap(after:)).reduce(0, +)
    return Size(width: size.width, height: insets.top + content + gaps + insets.bottom)
  }

  private var visibleSubviews: [View] { subviews.filter { !$0.isHidden } }

  private func heights(forWidth width: Double) -> [Double] {
    visibleSubviews.map { $0.sizeThatFits(Size(width: width, height: .infinity)).height }
  }

  private func gap(after view: View) -> Double {
    customSpacing[ObjectIdentifier(view)] ?? spacing
  }
}
