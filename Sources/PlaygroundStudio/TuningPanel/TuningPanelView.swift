import SheetEngine
import SheetTuning

/// The tuning panel: the inspector's last section, a white card with the header (presets,
/// Save) and every tuning parameter grouped as `TuningGroup` orders them. Its content
/// scrolls with the wheel and by dragging empty space; the scroll offset is the panel's
/// bounds origin, as a `UIScrollView`'s is, so its background and clip stay put.
@MainActor
final class TuningPanelView: View {
  package let header = TuningPanelHeader()
  package private(set) var rows: [TuningRowView] = []
  private(set) var groupTitles: [TuningGroup: Label] = [:]
  /// Each section's heading, a press folds or unfolds it.
  private(set) var groupHeaders: [TuningGroup: GroupHeader] = [:]
  /// The section each graph editor is listed under.
  private var editorGroups: [ObjectIdentifier: TuningGroup] = [:]
  /// Whether sections fold (the window's panel): only ``expandedGroups`` show their rows.
  /// Off, every section shows, as tests that press rows expect.
  package var folds = false {
    didSet { refreshVisibility() }
  }
  /// The sections showing their rows while ``folds``: the ones for what is on screen
  /// (``showScreen(_:)``), and those the person opened.
  package private(set) var expandedGroups: Set<TuningGroup> = [.sheet]
  /// The sections for the screen on show last, so a new screen opens its own.
  private var shownScreenGroups: [TuningGroup]?
  private var filter = ParameterFilter(query: "")
  /// A graph editor above each spring's rows and each bezier's four rows.
  private(set) var springEditors: [SpringEditorView] = []
  private(set) var curveEditors: [CurveEditorView] = []
  private let content = StackView(
    spacing: 4,
    insets: EdgeInsets(
      top: OverlayStyle.panelInset, left: OverlayStyle.panelInset, bottom: 24,
      right: OverlayStyle.panelInset))
  private let indicator = View()
  private var contentHeight = 0.0
  /// The tuning the rows show now: the view's own record of what it drew.
  private var shownTuning: Tuning?
  /// Whether the header says the tuning shown is unsaved.
  private var shownUnsaved = false

  package override init(frame: Rect = .zero) {
    super.init(frame: frame)
    backgroundColor = OverlayStyle.panelBackground
    clipsToBounds = true
    accessibilityIdentifier = "tuning-panel"
    content.addArrangedSubview(header)
    content.setCustomSpacing(14, after: header)
    for group in TuningGroup.allCases {
      let count = Tuning.parameters(in: group).count
      let title = Label(
        text: GroupHeader.text(group, count: count, expanded: true), fontSize: 17,
        textColor: OverlayStyle.accent)
      let header = GroupHeader(title: title)
      header.accessibilityIdentifier = "group-" + group.rawValue
      header.onPress = { [unowned self] in toggle(group) }
      groupTitles[group] = title
      groupHeaders[group] = header
      content.addArrangedSubview(header)
      content.setCustomSpacing(2, after: header)
      for parameter in Tuning.parameters(in: group) {
        for spring in Tuning.editableSprings where spring.responseKey == parameter.key {
          let editor = SpringEditorView(spring: spring)
          springEditors.append(editor)
          editorGroups[ObjectIdentifier(editor)] = group
          content.addArrangedSubview(editor)
        }
        if parameter.key.hasSuffix(".curve.x1") {
          let prefix = String(parameter.key.dropLast(3))
          let editor = CurveEditorView(prefix: prefix, title: "\(prefix) (drag the handles)")
          curveEditors.append(editor)
          editorGroups[ObjectIdentifier(editor)] = group
          content.addArrangedSubview(editor)
        }
        let row = TuningRowView(parameter: parameter, group: group)
        rows.append(row)
        content.addArrangedSubview(row)
      }
      if let last = rows.last { content.setCustomSpacing(16, after: last) }
    }
    addSubview(content)
    indicator.backgroundColor = Color.black.withAlpha(0.25)
    indicator.cornerRadii = CornerRadii(all: 1.5)
    indicator.isUserInteractionEnabled = false
    addSubview(indicator)
    let pan = PanGestureRecognizer()
    // Empty space follows the pointer from its first move, as a list's content does.
    pan.minimumDistance = 0
    pan.delegate = self
    pan.addAction { [unowned self] recognizer in dragChanged(recognizer) }
    addGestureRecognizer(pan)
  }

  /// Where a drag on empty space started: the offset then.
  private var dragStartOffset = 0.0

  private func dragChanged(_ recognizer: GestureRecognizer) {
    guard let pan = recognizer as? PanGestureRecognizer else { return }
    switch pan.state {
    case .began:
      dragStartOffset = scrollOffset
      scroll(to: dragStartOffset - pan.translation(in: nil).y)
    case .changed:
      scroll(to: dragStartOffset - pan.translation(in: nil).y)
    default:
      break
    }
  }

  /// The content's vertical scroll offset, 0 at the top.
  var scrollOffset: Double { boundsOrigin.y }

  /// The largest offset: the content's bottom at the panel's bottom.
  var maximumScrollOffset: Double { max(0, contentHeight - bounds.height) }

  /// Scrolls so the content moves by `delta` points (positive: content up), clamped.
  func scroll(by delta: Double) {
    scroll(to: scrollOffset + delta)
  }

  func scroll(to offset: Double) {
    layoutIfNeeded()
    boundsOrigin.y = min(max(offset, 0), maximumScrollOffset)
    layoutIndicator()
    skipRowsOutOfView()
  }

  /// Shows `tuning`'s values, its name and its preset; nothing to do when it shows them
  /// already (the panel's fifty rows are not laid out again every frame).
  package func show(_ tuning: Tuning, unsaved: Bool = false) {
    guard tuning != shownTuning || unsaved != shownUnsaved else { return }
    shownTuning = tuning
    shownUnsaved = unsaved
    header.show(tuning, unsaved: unsaved)
    for row in rows { row.show(tuning) }
    for editor in springEditors { editor.show(tuning) }
    for editor in curveEditors { editor.show(tuning) }
  }

  /// Shows only the rows `filter` matches, with their groups' titles (the graph editors
  /// only while nothing is filtered), from the top; returns how many rows match.
  @discardableResult
  package func apply(_ filter: ParameterFilter) -> Int {
    self.filter = filter
    boundsOrigin.y = 0
    refreshVisibility()
    return rows.filter { filter.matches($0.parameter, group: $0.group) }.count
  }

  /// Folds or unfolds `group`.
  package func toggle(_ group: TuningGroup) {
    if expandedGroups.contains(group) {
      expandedGroups.remove(group)
    } else {
      expandedGroups.insert(group)
    }
    refreshVisibility()
  }

  /// The screen on show has these sections (``TuningGroup/shown(presented:pushed:)``): when
  /// they differ from the last screen's, they open and every other section folds.
  package func showScreen(_ groups: [TuningGroup]?) {
    guard let groups, groups != shownScreenGroups else { return }
    shownScreenGroups = groups
    expandedGroups = Set(groups)
    if folds { refreshVisibility() }
  }

  /// Whether `group`'s rows show: unfolded, or anything is found (`/` searches every
  /// section, folded or not).
  func isShowing(_ group: TuningGroup) -> Bool {
    !folds || filter.isActive || expandedGroups.contains(group)
  }

  /// Rows, headings and editors shown as the filter and the folds say.
  private func refreshVisibility() {
    var groupsMatched: Set<TuningGroup> = []
    for row in rows {
      let matches = filter.matches(row.parameter, group: row.group)
      if matches { groupsMatched.insert(row.group) }
      row.isHidden = !matches || !isShowing(row.group)
    }
    for (group, header) in groupHeaders {
      header.isHidden = filter.isActive && !groupsMatched.contains(group)
      let count = Tuning.parameters(in: group).count
      groupTitles[group]?.text = GroupHeader.text(
        group, count: count, expanded: isShowing(group), folds: folds && !filter.isActive)
    }
    for editor in springEditors as [View] + curveEditors {
      let group = editorGroups[ObjectIdentifier(editor)] ?? .sheet
      editor.isHidden = filter.isActive || !isShowing(group)
    }
    content.setNeedsLayout()
    setNeedsLayout()
  }

  /// The next ``show(_:)`` draws every row again (a typed value's text was cleared, or the
  /// panel was hidden).
  func forgetShownTuning() {
    shownTuning = nil
  }

  func showStatus(_ text: String, isError: Bool) {
    header.showStatus(text, isError: isError)
    content.setNeedsLayout()
    setNeedsLayout()
  }

  package override func layoutSubviews() {
    let height = content.sizeThatFits(Size(width: bounds.width, height: .infinity)).height
    contentHeight = height
    content.frame = Rect(x: 0, y: 0, width: bounds.width, height: height)
    content.setNeedsLayout()
    boundsOrigin.y = min(max(boundsOrigin.y, 0), maximumScrollOffset)
    content.layoutIfNeeded()
    layoutIndicator()
    skipRowsOutOfView()
  }

  /// Rows scrolled out of view draw nothing (alpha 0; the stack still lays them out), so a
  /// frame draws the dozen rows in view rather than all fifty: the clip alone would still
  /// have the backend rasterise every thumb's shadow.
  private func skipRowsOutOfView() {
    let visible = bounds
    for view in content.arrangedSubviews {
      view.alpha = view.frame.intersection(visible) == nil ? 0 : 1
    }
  }

  /// A thin bar on the right edge showing which part of the content is in view.
  private func layoutIndicator() {
    guard contentHeight > bounds.height, bounds.height > 0 else {
      indicator.isHidden = true
      return
    }
    indicator.isHidden = false
    let visible = bounds.height / contentHeight
    let length = max(bounds.height * visible, 36)
    let travel = bounds.height - length
    let position = maximumScrollOffset > 0 ? scrollOffset / maximumScrollOffset : 0
    indicator.frame = Rect(
      x: bounds.width - 6, y: scrollOffset + travel * position, width: 3, height: length)
  }
}

/// A section's heading: its title and how many rows it has, with a disclosure triangle
/// where sections fold; a press folds or unfolds it.
@MainActor
final class GroupHeader: View {
  let title: Label
  var onPress: (() -> Void)?

  init(title: Label) {
    self.title = title
    super.init()
    addSubview(title)
  }

  /// "▼ Sheet (14)" (▶ folded: triangles Inter and DejaVu both have); without the triangle
  /// where sections do not fold.
  nonisolated static func text(
    _ group: TuningGroup, count: Int, expanded: Bool, folds: Bool = false
  ) -> String {
    let mark = folds ? (expanded ? "\u{25BC} " : "\u{25B6} ") : ""
    return "\(mark)\(group.title) (\(count))"
  }

  override func sizeThatFits(_ size: Size) -> Size {
    Size(width: size.width, height: title.sizeThatFits(size).height + 4)
  }

  package override func layoutSubviews() {
    title.frame = Rect(x: 0, y: 2, width: bounds.width, height: bounds.height - 4)
  }

  override func pointerBegan(at point: Point) {
    onPress?()
  }
}

extension GroupHeader: InspectorControl {}

extension TuningPanelView: GestureRecognizerDelegate {
  /// A press on a control is the control's: the panel scrolls only from empty space.
  func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceivePressAt location: Point)
    -> Bool
  {
    recognizer.hitView?.isInInspectorControl != true
  }
}

extension TuningPanelView: WheelScrollable {
  func scroll(byWheel dy: Double, at timestamp: Double) -> Bool {
    scroll(by: -dy)
    return true
  }
}
