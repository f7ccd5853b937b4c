/// A vertically scrolling list of equal-height rows that creates views only for the rows
/// on screen plus one row either side, as `UITableView` does: cells leaving that window go
/// to a reuse pool and come back configured for the rows entering it, so 100,000 rows cost
/// as many views as 100.
///
/// Rows highlight as `UITableView`'s do: a press highlights its row after ``highlightDelay``
/// if no scroll has begun by then (a press that turns into a scroll never flashes, and one
/// that began a scroll later un-highlights); releasing on the row selects it
/// (``onSelectRow``) with the highlight shown for ``selectionHighlightDuration``. A press
/// that stops a moving list selects nothing.
@MainActor
public final class ListView: ScrollView {
  /// How many rows the list has; changing it reloads.
  public var numberOfRows = 0 {
    didSet { if numberOfRows != oldValue { reloadData() } }
  }
  /// The height of every row, points; changing it reloads.
  public var rowHeight = 52.0 {
    didSet { if rowHeight != oldValue { reloadData() } }
  }
  /// The leading inset of every row's text and separator, points; a screen sets its own
  /// margin so the rows line up with its header.
  public var cellInset = ListCell.defaultHorizontalInset {
    didSet {
      guard cellInset != oldValue else { return }
      for cell in cells.values { cell.horizontalInset = cellInset }
      for cell in reusePool { cell.horizontalInset = cellInset }
    }
  }
  /// Configures `cell` to show a row; called whenever a cell is handed a row, and for the
  /// rows on screen by ``reloadData()``.
  public var cellProvider: ((Int, ListCell) -> Void)? {
    didSet { reloadData() }
  }
  /// Called when a row is tapped.
  public var onSelectRow: ((Int) -> Void)?
  /// Seconds a press must rest before its row highlights (UIKit delays content touches
  /// by about as much to tell a tap from the start of a scroll).
  public var highlightDelay = 0.1
  /// Seconds a tapped row stays highlighted after the release.
  public var selectionHighlightDuration = 0.15

  /// The row showing its pressed colour, if any.
  public private(set) var highlightedRow: Int? {
    didSet {
      guard highlightedRow != oldValue else { return }
      for (row, cell) in cells { cell.isHighlighted = row == highlightedRow }
    }
  }

  private var cells: [Int: ListCell] = [:]
  private var reusePool: [ListCell] = []
  private var press: (row: Int, isInside: Bool)?
  /// Seconds left before the pressed row highlights.
  private var highlightCountdown: Double?
  /// Seconds left of a tapped row's highlight.
  private var selectionCountdown: Double?

  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
  }

  /// The cells on screen (and in the one-row margins), top to bottom.
  public var visibleCells: [ListCell] {
    cells.keys.sorted().compactMap { cells[$0] }
  }

  /// The cell showing `row`, if it has one now.
  public func cellForRow(at row: Int) -> ListCell? { cells[row] }

  /// Where `row` lies in the content, points.
  public func rectForRow(at row: Int) -> Rect {
    Rect(x: 0, y: Double(row) * rowHeight, width: bounds.width, height: rowHeight)
  }

  /// The row at `point` in the list's coordinates (its content), if there is one.
  public func row(at point: Point) -> Int? {
    guard rowHeight > 0, point.y >= 0 else { return nil }
    let row = Int((point.y / rowHeight).rounded(.down))
    return row < numberOfRows ? row : nil
  }

  /// Recomputes the content size and reconfigures the cells on screen; cells past the new
  /// row count go back to the pool and the highlight is cleared.
  public func reloadData() {
    contentSize = Size(width: bounds.width, height: Double(numberOfRows) * rowHeight)
    press = nil
    highlightCountdown = nil
    selectionCountdown = nil
    highlightedRow = nil
    for (row, cell) in cells {
      if row < numberOfRows {
        configure(cell, for: row)
      } else {
        recycle(cell, from: row)
      }
    }
    setNeedsLayout()
    updateTicking()
  }

  /// The full height of every row plus the vertical insets, so a sheet can fit the list;
  /// the width is the one offered.
  public override func sizeThatFits(_ size: Size) -> Size {
    Size(
      width: size.width,
      height: Double(numberOfRows) * rowHeight + contentInset.top + contentInset.bottom)
  }

  public override func layoutSubviews() {
    if contentSize.width != bounds.width {
      contentSize = Size(width: bounds.width, height: contentSize.height)
    }
    super.layoutSubviews()
    tileRows()
  }

  // MARK: - Tiling

  /// The rows that should have cells: those intersecting the bounds, plus one either side.
  var rowsToDisplay: Range<Int> {
    guard numberOfRows > 0, rowHeight > 0, bounds.height > 0 else { return 0..<0 }
    let top = boundsOrigin.y / rowHeight
    let bottom = (boundsOrigin.y + bounds.height) / rowHeight
    let count = Double(numberOfRows)
    let first = min(max(top.rounded(.down) - 1, 0), count)
    let end = min(max(bottom.rounded(.up) + 1, 0), count)
    guard first < end else { return 0..<0 }
    return Int(first)..<Int(end)
  }

  private func tileRows() {
    let rows = rowsToDisplay
    for (row, cell) in cells where !rows.contains(row) { recycle(cell, from: row) }
    for row in rows where cells[row] == nil {
      let cell = reusePool.popLast() ?? makeCell()
      cells[row] = cell
      configure(cell, for: row)
      insertSubview(cell, belowSubview: verticalScrollIndicator)
    }
    for (row, cell) in cells {
      cell.frame = rectForRow(at: row)
      cell.isHighlighted = row == highlightedRow
    }
  }

  private func makeCell() -> ListCell {
    let cell = ListCell()
    cell.listView = self
    cell.horizontalInset = cellInset
    return cell
  }

  private func configure(_ cell: ListCell, for row: Int) {
    cell.prepareForReuse()
    cell.row = row
    cell.isHighlighted = row == highlightedRow
    cellProvider?(row, cell)
  }

  private func recycle(_ cell: ListCell, from row: Int) {
    cells[row] = nil
    cell.removeFromSuperview()
    cell.prepareForReuse()
    reusePool.append(cell)
  }

  // MARK: - Presses on rows

  func cellPressBegan(_ cell: ListCell) {
    guard !pressStoppedMotion else { return }
    selectionCountdown = nil
    press = (cell.row, true)
    if highlightDelay > 0 {
      highlightCountdown = highlightDelay
    } else {
      highlightedRow = cell.row
    }
    updateTicking()
  }

  func cellPressMoved(_ cell: ListCell, isInside: Bool) {
    guard let current = press, current.row == cell.row else { return }
    press = (current.row, isInside)
    if highlightCountdown == nil { highlightedRow = isInside ? current.row : nil }
  }

  /// Ends the press; a release outside the row, or on a cell that was handed another row
  /// meanwhile (the wheel scrolled it away), selects nothing.
  func cellPressEnded(_ cell: ListCell, isInside: Bool) {
    guard let current = press else { return }
    press = nil
    highlightCountdown = nil
    guard isInside, current.row == cell.row else {
      highlightedRow = nil
      updateTicking()
      return
    }
    highlightedRow = current.row
    selectionCountdown = selectionHighlightDuration
    updateTicking()
    onSelectRow?(current.row)
  }

  func cellPressCancelled(_ cell: ListCell) {
    guard press != nil else { return }
    press = nil
    highlightCountdown = nil
    highlightedRow = nil
    updateTicking()
  }

  override var needsFrameTicks: Bool { highlightCountdown != nil || selectionCountdown != nil }

  override func frameDidAdvance(by delta: Double) {
    if let remaining = highlightCountdown {
      let left = remaining - delta
      if left <= 1e-9 {
        highlightCountdown = nil
        if let press, press.isInside { highlightedRow = press.row }
      } else {
        highlightCountdown = left
      }
    }
    if let remaining = selectionCountdown {
      let left = remaining - delta
      if left <= 1e-9 {
        selectionCountdown = nil
        if press == nil { highlightedRow = nil }
      } else {
        selectionCountdown = left
      }
    }
  }
}
