/// One reusable row of a ``ListView``, as a basic `UITableViewCell`: a text label and a
/// hairline separator along the bottom, inset like the label.
///
/// The list hands cells out again as rows scroll in and out of view, so a cell provider
/// should set everything it shows each time; reuse clears the text and the highlight.
@MainActor
public final class ListCell: View {
  /// The leading inset of the label and the separator unless the list sets another (iOS's
  /// default layout margin), points.
  public static let defaultHorizontalInset = 16.0
  /// The separator's thickness, points: half a point, which a renderer draws as one device
  /// pixel at any scale (a hairline), as iOS's `1 / displayScale`.
  public static let separatorThickness = 0.5

  /// Where the label starts and the separator begins, from the leading edge: the list's
  /// ``ListView/cellInset``, so rows line up with the screen's own margin. The separator runs
  /// on to the trailing edge, as a plain `UITableView`'s does.
  public var horizontalInset = ListCell.defaultHorizontalInset {
    didSet { if horizontalInset != oldValue { setNeedsLayout() } }
  }

  public let textLabel = Label(text: "")
  public var normalBackgroundColor: Color = .clear {
    didSet { updateAppearance() }
  }
  /// The row's colour while pressed (iOS's `systemGray4`).
  public var highlightedBackgroundColor = Color(hex: 0xD1D1D6) {
    didSet { updateAppearance() }
  }
  public var separatorColor: Color {
    get { separator.backgroundColor }
    set { separator.backgroundColor = newValue }
  }
  /// Whether the row shows its pressed colour; the list sets it.
  public internal(set) var isHighlighted = false {
    didSet { updateAppearance() }
  }
  /// The row this cell shows now.
  public internal(set) var row = 0

  /// The list the cell belongs to, told about presses on it.
  weak var listView: ListView?
  private let separator = View()

  init() {
    super.init()
    separator.isUserInteractionEnabled = false
    separator.backgroundColor = Color(hex: 0xC6C6C8)
    addSubview(textLabel)
    addSubview(separator)
    updateAppearance()
  }

  /// Clears what a previous row left: text and highlight.
  func prepareForReuse() {
    textLabel.text = ""
    isHighlighted = false
  }

  public override func layoutSubviews() {
    let inset = horizontalInset
    let width = max(bounds.width - 2 * inset, 0)
    let textHeight = min(
      textLabel.sizeThatFits(Size(width: width, height: .infinity)).height, bounds.height)
    textLabel.frame = Rect(
      x: inset, y: ((bounds.height - textHeight) / 2).rounded(), width: width, height: textHeight)
    separator.frame = Rect(
      x: inset, y: bounds.height - Self.separatorThickness, width: max(bounds.width - inset, 0),
      height: Self.separatorThickness)
  }

  public override func pointerBegan(at point: Point) {
    listView?.cellPressBegan(self)
  }

  public override func pointerMoved(to point: Point) {
    listView?.cellPressMoved(self, isInside: bounds.contains(point))
  }

  public override func pointerEnded(at point: Point) {
    listView?.cellPressEnded(self, isInside: bounds.contains(point))
  }

  public override func pointerCancelled() {
    listView?.cellPressCancelled(self)
  }

  private func updateAppearance() {
    backgroundColor = isHighlighted ? highlightedBackgroundColor : normalBackgroundColor
  }
}
