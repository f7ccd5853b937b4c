import Testing

@testable import SheetEngine

/// The virtualized list: cells only for the visible rows plus one either side whatever the
/// row count, reuse, fit-to-content size, and row highlight and selection against scrolling.
@MainActor
@Suite struct ListViewTests {
  private let harness = ScrollHarness()
  private let list = ListView(frame: Rect(x: 0, y: 100, width: 390, height: 500))

  init() {
    list.cellProvider = { row, cell in cell.textLabel.text = "Row \(row)" }
    list.numberOfRows = 100
    harness.window.addSubview(list)
    harness.window.layoutIfNeeded()
  }

  private func makeList(rows: Int, offset: Double) -> ListView {
    let other = ListView(frame: Rect(x: 0, y: 100, width: 390, height: 500))
    other.numberOfRows = rows
    harness.window.addSubview(other)
    other.contentOffset = Point(x: 0, y: offset)
    harness.window.layoutIfNeeded()
    return other
  }

  private func cellCount(_ list: ListView) -> Int {
    list.subviews.filter { $0 is ListCell }.count
  }

  /// The window y of the middle of `row` with the list at offset 0.
  private func rowCenter(_ row: Int) -> Double { 100 + 52 * Double(row) + 26 }

  // MARK: - Virtualization

  @Test func aHundredThousandRowsCostAsManyViewsAsAHundred() {
    for offset in [0.0, 26, 1000] {
      let small = makeList(rows: 100, offset: offset)
      let huge = makeList(rows: 100_000, offset: offset)
      #expect(cellCount(small) == cellCount(huge), "offset \(offset)")
      #expect(small.subviews.count == huge.subviews.count)
      small.removeFromSuperview()
      huge.removeFromSuperview()
    }
    let atTop = makeList(rows: 100_000, offset: 0)
    #expect(cellCount(atTop) == 11)  // rows 0...9 visible, row 10 below
    let scrolled = makeList(rows: 100_000, offset: 1000)
    #expect(scrolled.visibleCells.map(\.row) == Array(18..<30))  // 19...28 visible
    let deep = makeList(rows: 100_000, offset: 52 * 50_000 + 26)
    #expect(deep.visibleCells.map(\.row) == Array(49_999..<50_012))
    let end = makeList(rows: 100_000, offset: 52 * 100_000 - 500)
    #expect(end.visibleCells.map(\.row) == Array(99_989..<100_000))
  }

  @Test func cellsAreConfiguredPlacedAndReused() {
    #expect(list.visibleCells.map(\.textLabel.text) == (0..<11).map { "Row \($0)" })
    #expect(list.cellForRow(at: 3)?.frame == Rect(x: 0, y: 156, width: 390, height: 52))
    #expect(list.cellForRow(at: 11) == nil)
    var created: Set<ObjectIdentifier> = []
    list.cellProvider = { row, cell in
      created.insert(ObjectIdentifier(cell))
      cell.textLabel.text = "Item \(row)"
    }
    for step in 0...90 {
      list.contentOffset = Point(x: 0, y: 47.3 * Double(step))
      harness.window.layoutIfNeeded()
      #expect(list.visibleCells.allSatisfy { $0.textLabel.text == "Item \($0.row)" })
    }
    #expect(created.count <= 13)
    #expect(list.subviews.last === list.verticalScrollIndicator)
  }

  @Test func contentSizeAndFittingSizeFollowTheRows() {
    #expect(list.contentSize == Size(width: 390, height: 5200))
    list.contentInset = EdgeInsets(top: 8, bottom: 20)
    #expect(list.sizeThatFits(Size(width: 390, height: 300)) == Size(width: 390, height: 5228))
    list.numberOfRows = 3
    harness.window.layoutIfNeeded()
    #expect(list.contentSize.height == 156)
    #expect(list.visibleCells.map(\.row) == [0, 1, 2])
    #expect(cellCount(list) == 3)
    list.rowHeight = 44
    #expect(list.sizeThatFits(Size(width: 390, height: 300)).height == 44 * 3 + 28)
  }

  @Test func reloadDataReconfiguresAndClampsAShorterList() {
    list.contentOffset = Point(x: 0, y: 4700)  // the last rows
    harness.window.layoutIfNeeded()
    var label = "A"
    list.cellProvider = { row, cell in cell.textLabel.text = "\(label)\(row)" }
    label = "B"
    list.reloadData()
    #expect(list.visibleCells.allSatisfy { $0.textLabel.text == "B\($0.row)" })
    list.numberOfRows = 20
    harness.window.layoutIfNeeded()
    #expect(list.contentOffset.y == 20 * 52 - 500)
    #expect(list.visibleCells.map(\.row) == Array(9..<20))
  }

  @Test func theWheelScrollsAndTilesFrameByFrame() {
    list.scroll(byWheel: -520, at: 0)
    harness.frame(9)
    #expect(list.contentOffset.y == 520)
    #expect(list.visibleCells.map(\.row) == Array(9..<21))
  }

  // MARK: - Highlight and selection

  @Test func aTapSelectsAndFlashesTheRow() {
    var selected: [Int] = []
    list.onSelectRow = { selected.append($0) }
    harness.press(100, rowCenter(2), at: 0)
    #expect(list.highlightedRow == nil)
    harness.release(100, rowCenter(2), at: 30)
    #expect(selected == [2])
    #expect(list.highlightedRow == 2 && list.cellForRow(at: 2)?.isHighlighted == true)
    #expect(list.cellForRow(at: 2)?.backgroundColor == Color(hex: 0xD1D1D6))
    harness.frame(8)
    #expect(list.highlightedRow == 2)
    harness.frame()
    #expect(list.highlightedRow == nil)
    #expect(list.cellForRow(at: 2)?.backgroundColor == .clear)
  }

  @Test func aRestingPressHighlightsAfterTheDelay() {
    harness.press(100, rowCenter(4), at: 0)
    harness.frame(5)
    #expect(list.highlightedRow == nil)
    harness.frame()
    #expect(list.highlightedRow == 4)
    harness.move(100, rowCenter(4) + 5, at: 120)
    #expect(list.highlightedRow == 4)
  }

  @Test func aPressThatTurnsIntoAScrollUnhighlightsAndSelectsNothing() {
    var selected: [Int] = []
    list.onSelectRow = { selected.append($0) }
    harness.press(100, rowCenter(4), at: 0)
    harness.frame(6)
    #expect(list.highlightedRow == 4)
    harness.move(100, rowCenter(4) - 11, at: 110)
    #expect(list.panGestureRecognizer.state == .began)
    #expect(list.highlightedRow == nil)
    harness.move(100, rowCenter(4) - 61, at: 120)
    harness.release(100, rowCenter(4) - 61, at: 200)
    #expect(selected.isEmpty && list.highlightedRow == nil)
  }

  @Test func aQuickPressAndDragNeverHighlights() {
    harness.press(100, rowCenter(4), at: 0)
    harness.frame(2)
    harness.move(100, rowCenter(4) - 30, at: 30)
    for _ in 0..<10 {
      harness.frame()
      #expect(list.highlightedRow == nil)
    }
    harness.release(100, rowCenter(4) - 30, at: 300)
  }

  @Test func aPressThatStopsAFlingSelectsNothing() {
    var selected: [Int] = []
    list.onSelectRow = { selected.append($0) }
    harness.flick(from: 500, step: -10, moves: 10)
    harness.frame(5)
    #expect(list.isDecelerating)
    harness.press(100, 300, at: 1000)
    harness.frame(10)
    #expect(list.highlightedRow == nil)
    harness.release(100, 300, at: 1200)
    #expect(selected.isEmpty && list.highlightedRow == nil)
    harness.press(100, 300, at: 2000)
    harness.release(100, 300, at: 2050)
    #expect(selected.count == 1)
  }

  @Test func releasingOutsideTheRowSelectsNothing() {
    list.numberOfRows = 3  // fits: the list's pan stays out of the way
    harness.window.layoutIfNeeded()
    var selected: [Int] = []
    list.onSelectRow = { selected.append($0) }
    harness.press(100, rowCenter(1), at: 0)
    harness.frame(6)
    harness.move(100, rowCenter(1) + 20, at: 110)
    #expect(list.panGestureRecognizer.state == .failed)
    #expect(list.highlightedRow == 1)
    harness.move(100, rowCenter(1) + 30, at: 120)
    #expect(list.highlightedRow == nil)
    harness.release(100, rowCenter(1) + 30, at: 130)
    #expect(selected.isEmpty)
    harness.press(100, rowCenter(1), at: 200)
    harness.move(100, rowCenter(1) + 20, at: 210)
    harness.release(100, rowCenter(1) + 20, at: 220)
    #expect(selected == [1])
  }
}
