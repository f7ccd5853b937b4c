/// An editable text field, one line or several (`isMultiline`, a note): a click puts the
/// caret where it lands and makes it the window's editing field, a drag from there selects,
/// and the runtime hands it the keys and the text input while it edits (see
/// ``Runtime/apply(_:)``). Lines break only where the text has a line break.
///
/// It reports every change of its text through `onChange`, so a form can know it was edited
/// and grow with its lines, and Return on a single line through `onReturn`.
@MainActor
public final class TextField: View {
  /// The field's stable name in the state snapshot ("title", "note").
  public let name: String
  public let placeholder: String
  public let isMultiline: Bool
  public var fontSize: Double {
    didSet { superview?.setNeedsLayout() }
  }
  public private(set) var editing = TextEditingState()
  /// How many lines the text has (line breaks plus one), kept with each edit so a layout
  /// pass or a form asking for it does not walk the text.
  public private(set) var lineCount = 1
  /// The layout of the current text, dropped by every edit of it.
  private var cachedLayout: TextLineLayout?
  /// The size the text is set in: ``fontSize`` times the window's Dynamic Type scale
  /// (``Window/contentSizeCategory``).
  public var scaledFontSize: Double { fontSize * (window?.contentSizeCategory.scale ?? 1) }
  /// Called after every edit of the text (not after a caret move).
  public var onChange: ((TextField) -> Void)?
  /// Return on a single-line field; the form ends editing there, as a keyboard's Done key.
  public var onReturn: ((TextField) -> Void)?
  /// The field's well: iOS's tertiarySystemFill, #767680 at 30/255 (Flutter's
  /// `CupertinoColors.tertiarySystemFill`, `color: Color.fromARGB(30, 118, 118, 128)`), the
  /// fill UIKit's search and text fields sit in. A fill of its own, not a background colour,
  /// so the dark appearance can give it its dark value without touching the backgrounds that
  /// share #F2F2F7 in light (#EFEFF0 over white, where #F2F2F7 was drawn before).
  public static let wellColor = Color(hex: 0x767680, alpha: 30.0 / 255)

  /// Room between the border and the text.
  public static let padding = EdgeInsets(top: 10, left: 12, bottom: 10, right: 12)

  public init(name: String, placeholder: String, isMultiline: Bool = false, fontSize: Double = 17) {
    self.name = name
    self.placeholder = placeholder
    self.isMultiline = isMultiline
    self.fontSize = fontSize
    super.init()
    backgroundColor = Self.wellColor
    cornerRadii = CornerRadii(all: 10)
    clipsToBounds = true
  }

  /// Whether this field takes the keyboard now.
  public var isEditing: Bool { window?.editingField === self }

  /// The text; setting it puts the caret at its end.
  public var text: String {
    get { editing.text }
    set { replaceEditing(TextEditingState(text: newValue)) }
  }

  /// As many lines as the text has (at least one), padded.
  public override func sizeThatFits(_ size: Size) -> Size {
    let lineHeight =
      window?.textMeasurer.lineHeight(fontSize: scaledFontSize) ?? scaledFontSize * 1.25
    let lines = isMultiline && window != nil ? lineCount : 1
    return Size(
      width: size.width,
      height: (Double(lines) * lineHeight + Self.padding.top + Self.padding.bottom).rounded(.up))
  }

  /// The lines and character positions, once the field is in a window. Made again only when
  /// the text, the size or the measurer changed: every frame draws from it, and splitting a
  /// long paste into lines each frame cost as much as the paste.
  var layout: TextLineLayout? {
    guard let window else { return nil }
    if let cached = cachedLayout, cached.fontSize == scaledFontSize,
      cached.measurer === window.textMeasurer
    {
      return cached
    }
    let made = TextLineLayout(
      text: editing.text, measurer: window.textMeasurer, fontSize: scaledFontSize)
    cachedLayout = made
    return made
  }

  public override func appendContent(to list: inout DisplayList, context: RenderContext) {
    appendFieldContent(to: &list, context: context)
  }

  // MARK: Pointer: a click places the caret, a drag selects.

  public override func pointerBegan(at point: Point) {
    window?.beginEditing(self)
    editing.collapse(at: offset(at: point))
  }

  public override func pointerMoved(to point: Point) {
    guard isEditing else { return }
    editing.extend(to: offset(at: point))
  }

  /// A press on a field selects text rather than moving the sheet or a list under it.
  public override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
    recognizer.view === self
  }

  private func offset(at point: Point) -> Int {
    let inText = Point(x: point.x - Self.padding.left, y: point.y - Self.padding.top)
    return layout?.offset(at: inText) ?? editing.text.count
  }

  // MARK: Keyboard focus: Tab reaches the field, Space or Return starts editing.

  public override var canBecomeFocused: Bool { isUserInteractionEnabled }

  public override var focusTitle: String { name }

  public override func performPrimaryAction() {
    window?.beginEditing(self)
  }

  /// Applies an edit; `onChange` hears of it when the text changed.
  func replaceEditing(_ state: TextEditingState) {
    let changed = state.text != editing.text
    editing = state
    if changed {
      cachedLayout = nil
      lineCount = state.text.lineBreakCount + 1
      if isMultiline { superview?.setNeedsLayout() }
      onChange?(self)
    }
  }
}
