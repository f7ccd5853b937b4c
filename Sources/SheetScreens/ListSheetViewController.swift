import SheetEngine

/// The list sheet: a header with a row-count stepper and a virtualized list. The sheet fits
/// its rows; once they are taller than the space allowed, the list scrolls. Changing the
/// row count animates the sheet's height (bottom edge pinned).
@MainActor
public final class ListSheetViewController: ViewController {
  public static let rowRange = 0...10_000
  /// Height of the header above the list: grabber area, title, stepper.
  public static let headerHeight = 28.0 + 32 + 12 + 40 + 12
  public let listView = ListView()
  public private(set) var rowCount: Int
  private let countLabel = Label(text: "", fontSize: 17, textColor: Theme.primaryText)
  private var stepButtons: [(Button, Int)] = []

  public init(rowCount: Int, rowHeight: Double) {
    self.rowCount = min(max(rowCount, Self.rowRange.lowerBound), Self.rowRange.upperBound)
    super.init(screenID: "list", title: "List sheet")
    listView.rowHeight = rowHeight
    // Row text and separators start where the title and the stepper do.
    listView.cellInset = Theme.margin
  }

  public override func loadView() -> View {
    for step in [-10, -1, 1, 10] {
      let title = step > 0 ? "+\(step)" : "\u{2212}\(-step)"
      let button = Button(
        title: title, fontSize: 17, titleColor: Theme.accent,
        normalColor: Color(hex: 0xE5E5EA), highlightedColor: Color(hex: 0xC7C7CC))
      button.cornerRadii = CornerRadii(all: 10)
      button.autoRepeat = ButtonAutoRepeat()
      stepButtons.append((button, step))
    }
    countLabel.alignment = .center
    listView.numberOfRows = rowCount
    listView.cellProvider = { row, cell in cell.textLabel.text = "Row \(row + 1)" }
    return ListSheetView(
      title: title, countLabel: countLabel, stepButtons: stepButtons.map(\.0), list: listView)
  }

  public override func viewDidLoad() {
    for (button, step) in stepButtons {
      // Held, the stepper repeats; after two seconds of repeats each counts ten times over,
      // so 10,000 rows are a long press away, not a thousand clicks.
      button.onTap = { [weak self, unowned button] in
        self?.changeRowCount(by: button.repeatCount > 25 ? step * 10 : step)
      }
    }
    updateCountLabel()
  }

  /// Adds `step` rows (clamped to 0...10,000) and lets the sheet follow the new height.
  public func changeRowCount(by step: Int) {
    let count = min(max(rowCount + step, Self.rowRange.lowerBound), Self.rowRange.upperBound)
    guard count != rowCount else { return }
    rowCount = count
    listView.numberOfRows = count
    listView.reloadData()
    updateCountLabel()
    view.setNeedsLayout()
    presentationController?.preferredContentSizeDidChange(animated: true)
  }

  /// `count` with its thousands grouped ("10,000"), without a locale (the engine reads none).
  public static func grouped(_ count: Int) -> String {
    var digits = String(count.magnitude)
    var groups: [Substring] = []
    while digits.count > 3 {
      groups.insert(digits.suffix(3), at: 0)
      digits.removeLast(3)
    }
    groups.insert(Substring(digits), at: 0)
    return (count < 0 ? "-" : "") + groups.joined(separator: ",")
  }

  private func updateCountLabel() {
    countLabel.text = rowCount == 1 ? "1 row" : "\(Self.grouped(rowCount)) rows"
  }
}

/// The sheet shares its drags with the list: the hand-off between them.
extension ListSheetViewController: BottomSheetContent {
  public var trackedScrollView: ScrollView? { listView }
}

/// Header (title, stepper) over the list; as tall as the header plus every row, so the
/// sheet fits the rows until its height cap, below which the list scrolls.
@MainActor
final class ListSheetView: View {
  static let headerHeight = ListSheetViewController.headerHeight
  /// The count label's least width: "100 rows" in DejaVu Sans at 17 pt is about 76 pt.
  static let countMinimumWidth = 80.0
  private let titleLabel: Label
  private let countLabel: Label
  private let stepButtons: [Button]
  private let list: ListView
  private let hairline: ScrollEdgeHairline

  init(title: String, countLabel: Label, stepButtons: [Button], list: ListView) {
    titleLabel = SheetTextStack.makeTitle(title)
    self.countLabel = countLabel
    self.stepButtons = stepButtons
    self.list = list
    hairline = ScrollEdgeHairline(following: list)
    super.init()
    backgroundColor = .white
    addSubview(list)
    addSubview(hairline)
    addSubview(titleLabel)
    addSubview(countLabel)
    for button in stepButtons { addSubview(button) }
  }

  override func sizeThatFits(_ size: Size) -> Size {
    Size(width: size.width, height: Self.headerHeight + Double(list.numberOfRows) * list.rowHeight)
  }

  override func layoutSubviews() {
    let width = bounds.width
    let rowY = 28.0 + 32 + 12
    let buttonWidth = 52.0
    let gap = 8.0
    let left = Theme.margin
    let right = width - Theme.margin
    if stepButtons.count == 4 {
      stepButtons[0].frame = Rect(x: left, y: rowY, width: buttonWidth, height: 40)
      stepButtons[1].frame = Rect(
        x: left + buttonWidth + gap, y: rowY, width: buttonWidth, height: 40)
      stepButtons[3].frame = Rect(x: right - buttonWidth, y: rowY, width: buttonWidth, height: 40)
      stepButtons[2].frame = Rect(
        x: right - 2 * buttonWidth - gap, y: rowY, width: buttonWidth, height: 40)
    }
    let labelLeft = left + 2 * buttonWidth + 2 * gap
    let between = right - 2 * buttonWidth - gap - labelLeft - gap
    var titleWidth = right - left
    if between >= Self.countMinimumWidth {
      countLabel.frame = Rect(x: labelLeft, y: rowY + 9, width: between, height: 22)
    } else {
      // Too narrow between the steppers (an iPhone SE's 320 pt): the count goes up to the
      // title's row, at its right, rather than wrapping over the rows.
      countLabel.frame = Rect(
        x: right - Self.countMinimumWidth, y: 33, width: Self.countMinimumWidth, height: 22)
      titleWidth -= Self.countMinimumWidth
    }
    titleLabel.frame = Rect(x: left, y: 28, width: titleWidth, height: 32)
    let bottomInset = window?.safeAreaInsets.bottom ?? 0
    list.contentInset = EdgeInsets(top: 0, left: 0, bottom: bottomInset, right: 0)
    // The indicator ends above the home indicator's safe area, as UIKit's does.
    list.verticalScrollIndicatorInsets = EdgeInsets(top: 0, left: 0, bottom: bottomInset, right: 0)
    hairline.frame = Rect(x: 0, y: Self.headerHeight - 0.5, width: width, height: 0.5)
    list.frame = Rect(
      x: 0, y: Self.headerHeight, width: width, height: max(bounds.height - Self.headerHeight, 0))
  }
}
