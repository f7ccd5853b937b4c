import SheetEngine

/// A page of the text sheet: its content stacked from the top on white, except for a band
/// at the top as tall as the sheet's corner radius, which it leaves unpainted. The sheet
/// paints that band with its rounded corners; clipping is rectangular, so a page painting
/// it would show square corners over the dim while it slides across the sheet's edge.
///
/// When the content is taller than any sheet can be in this window (a small `--size`, a large
/// text size) or than the space above the software keyboard, it goes into a scroll view
/// below the band (which keeps a field being edited in view: ``EditingFieldVisibility``), and the sheet shares its drags with it as with
/// the list's (``scrollView``, the page's `trackedScrollView`). The test is against the
/// sheet's cap, not the page's current height, so a page growing with a push inside the
/// sheet never scrolls on the way.
@MainActor
final class TextSheetPageView: View {
  let content: View
  private let backdrop = View()
  private let scroller = ScrollView()
  private var fieldVisibility = EditingFieldVisibility()

  init(content: View) {
    self.content = content
    super.init()
    backdrop.backgroundColor = .white
    backdrop.isUserInteractionEnabled = false
    addSubview(backdrop)
    addSubview(content)
  }

  override func sizeThatFits(_ size: Size) -> Size {
    content.sizeThatFits(size)
  }

  /// The scroll view holding the content while it is taller than the sheet's cap; `nil`
  /// while the content fits (the page then has no scroll view at all).
  var scrollView: ScrollView? { scroller.superview === self ? scroller : nil }

  /// Whether `height` of content, with the bottom safe area the sheet adds, is taller than
  /// a sheet may be: the window less its top safe area (``FitsContentLayout``'s cap) and
  /// less the software keyboard while it is up (which covers the home indicator's inset).
  private func exceedsCap(_ height: Double) -> Bool {
    guard let window else { return false }
    let insets = window.safeAreaInsets
    let keyboard = window.keyboardInset
    return height + max(insets.bottom - keyboard, 0)
      > window.bounds.height - insets.top - keyboard
  }

  override func layoutSubviews() {
    // The container's rounding is the band (1.53 radii deep for a continuous curve);
    // outside a rounded container there is none.
    let radii = superview?.cornerRadii ?? .zero
    let curve = superview?.cornerCurve ?? .circular
    let band = min(curve.extent(ofRadius: max(radii.topLeft, radii.topRight)), bounds.height)
    backdrop.frame = Rect(x: 0, y: band, width: bounds.width, height: bounds.height - band)
    // Over a glass sheet the sheet's own background is the page's (its material blends it
    // in as the sheet attaches, inside its rounded corners): a white backdrop here would
    // hide the glass, and its square corners would show.
    backdrop.alpha = isOverGlass ? 0 : 1
    let height = content.sizeThatFits(Size(width: bounds.width, height: .infinity)).height
    guard exceedsCap(height) else {
      if content.superview !== self {
        scroller.removeFromSuperview()
        addSubview(content)
      }
      content.frame = Rect(x: 0, y: 0, width: bounds.width, height: height)
      return
    }
    if scroller.superview !== self {
      addSubview(scroller)
      scroller.insertSubview(content, at: 0)
    }
    // The scroll view starts below the band, so scrolled text never shows in the rounded
    // corners; the content starts that much above it, so at rest nothing moves.
    scroller.frame = Rect(
      x: 0, y: band, width: bounds.width, height: max(bounds.height - band, 0))
    let keyboard = window?.keyboardInset ?? 0
    scroller.contentInset = EdgeInsets(
      top: 0, left: 0, bottom: max((window?.safeAreaInsets.bottom ?? 0) - keyboard, 0), right: 0)
    scroller.contentSize = Size(width: bounds.width, height: max(height - band, 0))
    content.frame = Rect(x: 0, y: -band, width: bounds.width, height: height)
    content.layoutIfNeeded()
    let footer = (content as? PinnedFooterView)?.footer
    fieldVisibility.update(
      scroller,
      footerHeight: footer?.sizeThatFits(Size(width: bounds.width, height: .infinity)).height ?? 0)
    // A scroll it made moved the pinned footer's place in the content.
    content.layoutIfNeeded()
  }
}

/// A borderless accent-coloured button with a chevron beside its title ("‹ Back",
/// "Next ›"), as a navigation bar's back button looks: the pages' own navigation controls,
/// since the sheet has no bar.
@MainActor
final class TextSheetLinkButton: View {
  /// Which side of the title the chevron is on.
  enum ChevronSide {
    case leading, trailing
  }

  let button: Button
  private let chevron: Label
  private let side: ChevronSide

  init(title: String, chevron side: ChevronSide) {
    button = Button(
      title: title, titleColor: Theme.accent, normalColor: .clear,
      highlightedColor: Theme.accent.withAlpha(0.12))
    button.cornerRadii = CornerRadii(all: 8)
    chevron = Label(
      text: side == .leading ? "\u{2039}" : "\u{203A}", fontSize: 30, textColor: Theme.accent)
    self.side = side
    super.init()
    addSubview(button)
    addSubview(chevron)
  }

  /// The title's width, the chevron's and the padding around them.
  var preferredWidth: Double {
    button.titleLabel.sizeThatFits(Size(width: .infinity, height: .infinity)).width + 34
  }

  override func sizeThatFits(_ size: Size) -> Size {
    Size(width: preferredWidth, height: size.height)
  }

  /// The button fills the view, its title centred 17 pt in from either side; the chevron
  /// takes the 14 pt before or after the title.
  override func layoutSubviews() {
    button.frame = bounds
    let height = chevron.sizeThatFits(Size(width: 20, height: .infinity)).height
    chevron.frame = Rect(
      x: side == .leading ? 3 : bounds.width - 17, y: ((bounds.height - height) / 2).rounded(),
      width: 14, height: height)
  }
}

/// The first page's title line: the title, wrapped short of the button at its end, and the
/// button as tall as one line of the title, so the row is exactly as tall as the title.
@MainActor
final class TextSheetTitleRow: View {
  private let title: Label
  private let trailing: TextSheetLinkButton
  private let gap = 8.0

  init(title: Label, trailing: TextSheetLinkButton) {
    self.title = title
    self.trailing = trailing
    super.init()
    addSubview(title)
    addSubview(trailing)
  }

  private func titleWidth(in width: Double) -> Double {
    max(width - trailing.preferredWidth - gap, 0)
  }

  override func sizeThatFits(_ size: Size) -> Size {
    let fitting = Size(width: titleWidth(in: size.width), height: .infinity)
    return Size(width: size.width, height: title.sizeThatFits(fitting).height)
  }

  override func layoutSubviews() {
    let width = titleWidth(in: bounds.width)
    let height = title.sizeThatFits(Size(width: width, height: .infinity)).height
    title.frame = Rect(x: 0, y: 0, width: width, height: height)
    let lineHeight = window?.textMeasurer.lineHeight(fontSize: title.scaledFontSize) ?? height
    let buttonWidth = trailing.preferredWidth
    trailing.frame = Rect(
      x: bounds.width - buttonWidth, y: 0, width: buttonWidth, height: lineHeight)
  }
}

/// A row holding one link button at its leading edge (the second page's Back) and maybe
/// one at its trailing edge (its Form).
@MainActor
final class TextSheetButtonRow: View {
  static let height = 36.0
  private let link: TextSheetLinkButton
  private let trailing: TextSheetLinkButton?

  init(link: TextSheetLinkButton, trailing: TextSheetLinkButton? = nil) {
    self.link = link
    self.trailing = trailing
    super.init()
    addSubview(link)
    if let trailing { addSubview(trailing) }
  }

  /// 36 pt, taller by the text size's scale above the default (Dynamic Type), so a large
  /// title still fits its button.
  private var rowHeight: Double {
    Self.height * max(window?.contentSizeCategory.scale ?? 1, 1)
  }

  override func sizeThatFits(_ size: Size) -> Size {
    Size(width: size.width, height: rowHeight)
  }

  override func layoutSubviews() {
    let height = rowHeight
    link.frame = Rect(x: 0, y: 0, width: link.preferredWidth, height: height)
    if let trailing {
      let width = trailing.preferredWidth
      trailing.frame = Rect(x: bounds.width - width, y: 0, width: width, height: height)
    }
  }
}
