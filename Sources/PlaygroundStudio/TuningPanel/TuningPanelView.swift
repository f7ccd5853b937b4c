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

  package override init(frame: Rect = .zero) {
    super.init(frame: frame)
    backgroundColor = OverlayStyle.panelBackground
    clipsToBounds = true
    accessibilityIdentifier = "tuning-panel"
    content.addArrangedSubview(header)
    content.setCustomSpacing(14, after: header)
    for group in TuningGroup.allCases {
      let title = Label(text: group.title, fontSize: 17, textColor: OverlayStyle.accent)
      groupTitles[group] = title
      content.addArrangedSubview(title)
      content.setCustomSpacing(2, after: title)
      if group == .springs {
        for spring in Tuning.editableSprings {
          let editor = SpringEditorView(spring: spring)
          springEditors.append(editor)
          content.addArrangedSubview(editor)
        }
      }
      for parameter in Tuning.parameters(in: group) {
        if parameter.key.hasSuffix(".curve.x1") {
          let prefix = String(parameter.key.dropLast(3))
          let editor = CurveEditorView(prefix: prefix, title: "\(prefix) (drag the handles)")
          curveEditors.append(editor)
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
  package func show(_ tuning: Tuning) {
    guard tuning != shownTuning else { return }
    shownTuning = tuning
    header.nameLabel.text = tuning.displayName
    header.presetSwitch.select(tuning.basePreset)
    for row in rows { row.show(tuning) }
    for editor in springEditors { editor.show(tuning) }
    for editor in curveEditors { editor.show(tuning) }
  }

  /// Shows only the rows `filter` matches, with their groups' titles (the graph editors
  /// only while nothing is filtered), from the top; returns how many rows match.
  @discardableResult
  package func apply(_ filter: ParameterFilter) -> Int {
    var matched = 0
    var groupsShown: Set<TuningGroup> = []
    for row in rows {
      let shows = filter.matches(row.parameter, group: row.group)
      row.isHidden = !shows
      if shows {
        matched += 1
        groupsShown.insert(row.group)
      }
    }
    for (group, title) in groupTitles { title.isHidden = !groupsShown.contains(group) }
    for editor in springEditors as [View] + curveEditors { editor.isHidden = filter.isActive }
    content.setNeedsLayout()
    setNeedsLayout()
    boundsOrigin.y = 0
    return matched
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
