import SheetEngine

/// A small screen for engine tests, so they exercise presentation and navigation without the
/// playground's screens (whose layout depends on their text): buttons that open a sheet of a
/// fixed content height, a sheet taller than the window, the card, and push a page.
@MainActor
package final class FixtureRoot: ViewController {
  /// The content height of the sheet "Sheet" opens, points (the sheet adds the bottom inset).
  package static let sheetContentHeight = 300.0
  /// The content height of "Tall sheet": more than any window, so the cap applies.
  package static let tallSheetContentHeight = 5000.0

  package let sheetButton = Button(title: "Sheet")
  package let tallSheetButton = Button(title: "Tall sheet")
  package let cardButton = Button(title: "Card")
  package let pushButton = Button(title: "Push")
  /// How presented sheets move and dismiss.
  package var sheetStyle = SheetStyle.standard
  package var dismissBehavior: DismissBehavior? = .standard
  /// The heights presented sheets rest at.
  package var sheetDetents = SheetDetentConfiguration.fitsContent

  package init() {
    super.init(screenID: "root", title: "Fixture")
  }

  package override func loadView() -> View {
    FixtureStackView(buttons: [sheetButton, tallSheetButton, cardButton, pushButton])
  }

  package override func viewDidLoad() {
    sheetButton.onTap = { [unowned self] in presentSheet(contentHeight: Self.sheetContentHeight) }
    tallSheetButton.onTap = { [unowned self] in
      presentSheet(contentHeight: Self.tallSheetContentHeight)
    }
    cardButton.onTap = { [unowned self] in
      let card = FixtureContent(screenID: "fixture-card", height: 100)
      card.transitioningDelegate = BottomSheetTransitioningDelegate.card()
      present(card, animated: true)
    }
    pushButton.onTap = { [unowned self] in
      navigationController?.pushViewController(FixturePage(number: 1), animated: true)
    }
  }

  /// Presents a bottom sheet whose content asks for `contentHeight` points.
  package func presentSheet(contentHeight: Double) {
    let sheet = FixtureContent(screenID: "fixture-sheet", height: contentHeight)
    sheet.transitioningDelegate = BottomSheetTransitioningDelegate(
      style: sheetStyle, detents: sheetDetents, dismissBehavior: dismissBehavior)
    present(sheet, animated: true)
  }
}

/// A presented screen of a fixed fitting height with a Close button.
@MainActor
package final class FixtureContent: ViewController {
  package let height: Double
  package let closeButton = Button(title: "Close")
  /// How many dismissals were refused while ``isModalInPresentation`` held the sheet.
  package private(set) var dismissalAttempts = 0

  package init(screenID: String, height: Double) {
    self.height = height
    super.init(screenID: screenID)
  }

  package override func loadView() -> View {
    let view = FixedHeightView(height: height)
    view.backgroundColor = .white
    view.addSubview(closeButton)
    return view
  }

  package override func viewDidLoad() {
    closeButton.onTap = { [unowned self] in dismiss(animated: true) }
  }

  package override func presentationControllerDidAttemptToDismiss() {
    dismissalAttempts += 1
  }
}

/// A numbered page ("fixture-page-N") whose Push button pushes the next one.
@MainActor
package final class FixturePage: ViewController {
  package let number: Int
  package let pushButton = Button(title: "Push")

  package init(number: Int) {
    self.number = number
    super.init(screenID: "fixture-page-\(number)", title: "Page \(number)")
  }

  package override func loadView() -> View {
    let view = FixtureStackView(buttons: [pushButton])
    view.backgroundColor = Color(hex: 0xF2F2F7)
    return view
  }

  package override func viewDidLoad() {
    pushButton.onTap = { [unowned self] in
      navigationController?.pushViewController(FixturePage(number: number + 1), animated: true)
    }
  }
}

/// Buttons 52 pt tall, 12 pt apart, from y = 100, inset 16 pt from the sides.
@MainActor
final class FixtureStackView: View {
  private let buttons: [Button]

  init(buttons: [Button]) {
    self.buttons = buttons
    super.init()
    backgroundColor = .white
    for button in buttons { addSubview(button) }
  }

  override func layoutSubviews() {
    for (index, button) in buttons.enumerated() {
      button.frame = Rect(
        x: 16, y: 100 + Double(index) * 64, width: bounds.width - 32, height: 52)
    }
  }
}

/// A view that fits at a fixed height; its first subview is laid out at its top.
@MainActor
final class FixedHeightView: View {
  let height: Double

  init(height: Double) {
    self.height = height
    super.init()
  }

  override func sizeThatFits(_ size: Size) -> Size {
    Size(width: size.width, height: height)
  }

  override func layoutSubviews() {
    subviews.first?.frame = Rect(x: 16, y: 20, width: bounds.width - 32, height: 44)
  }
}
