import SheetEngine
import SheetScreens

/// A question the window asks and waits for, over everything it shows: quitting with
/// unsaved tuning edits (save, discard, cancel), or the edits a session that could not ask
/// kept (restore, discard, later). A card with a title, a message and one button per
/// choice, each also a key ("S", "D", Escape); while it shows, every key and press is its.
@MainActor
package final class PromptView: View {
  /// One answer: its button's title, its key, and what it does.
  package struct Choice {
    package var title: String
    package var key: Key
    package var action: () -> Void

    package init(title: String, key: Key, action: @escaping () -> Void) {
      self.title = title
      self.key = key
      self.action = action
    }
  }

  static let cardWidth = 440.0
  static let inset = 18.0
  static let buttonHeight = 34.0

  let card = View()
  let titleLabel = Label(text: "", fontSize: 17, textColor: OverlayStyle.text)
  let messageLabel = Label(text: "", fontSize: 13, textColor: OverlayStyle.secondaryText)
  /// The keys' line under the buttons.
  let keysLabel = Label(text: "", fontSize: 11, textColor: OverlayStyle.secondaryText)
  private(set) var buttons: [Button] = []
  private(set) var choices: [Choice] = []

  package override init(frame: Rect = .zero) {
    super.init(frame: frame)
    backgroundColor = Color.black.withAlpha(0.35)
    isHidden = true
    accessibilityIdentifier = "prompt"
    card.backgroundColor = .white
    card.cornerRadii = CornerRadii(all: 14)
    titleLabel.fontWeight = .bold
    addSubview(card)
    for label in [titleLabel, messageLabel, keysLabel] { card.addSubview(label) }
  }

  /// Asks `title` with `message`, answered by one of `choices` (the first is the default,
  /// Return's, drawn filled).
  package func ask(title: String, message: String, choices: [Choice]) {
    for button in buttons { button.removeFromSuperview() }
    self.choices = choices
    titleLabel.text = title
    messageLabel.text = message
    keysLabel.text = choices.map { "\(Keymap.name(of: $0.key)) \($0.title.lowercased())" }
      .joined(separator: " \u{00B7} ")
    buttons = choices.enumerated().map { index, choice in
      let button = Button(
        title: choice.title, fontSize: 15, titleColor: index == 0 ? .white : OverlayStyle.accent,
        normalColor: index == 0 ? OverlayStyle.accent : OverlayStyle.control,
        highlightedColor: index == 0 ? OverlayStyle.accentPressed : OverlayStyle.controlPressed)
      button.cornerRadii = CornerRadii(all: 8)
      button.preferredHeight = Self.buttonHeight
      button.accessibilityIdentifier = "prompt-" + choice.title.lowercased()
      button.onTap = { [unowned self] in answer(index) }
      card.addSubview(button)
      return button
    }
    isHidden = false
    setNeedsLayout()
  }

  /// The choice bound to `key` (Return: the first), carried out; whether there was one.
  @discardableResult
  package func press(_ key: Key) -> Bool {
    let index =
      key == Key("return") ? (choices.isEmpty ? nil : 0) : choices.firstIndex { $0.key == key }
    guard let index else { return false }
    answer(index)
    return true
  }

  private func answer(_ index: Int) {
    guard !isHidden, choices.indices.contains(index) else { return }
    let action = choices[index].action
    isHidden = true
    choices = []
    action()
  }

  package override func layoutSubviews() {
    let width = min(Self.cardWidth, bounds.width - 32)
    let inner = width - 2 * Self.inset
    let unbounded = Size(width: inner, height: .infinity)
    var y = Self.inset
    let title = titleLabel.sizeThatFits(unbounded).height
    titleLabel.frame = Rect(x: Self.inset, y: y, width: inner, height: title)
    y += title + 8
    let message = messageLabel.sizeThatFits(unbounded).height
    messageLabel.frame = Rect(x: Self.inset, y: y, width: inner, height: message)
    y += message + 16
    let count = Double(max(buttons.count, 1))
    let buttonWidth = (inner - 8 * (count - 1)) / count
    for (index, button) in buttons.enumerated() {
      button.frame = Rect(
        x: Self.inset + Double(index) * (buttonWidth + 8), y: y, width: buttonWidth,
        height: Self.buttonHeight)
    }
    y += Self.buttonHeight + 8
    let keys = keysLabel.sizeThatFits(unbounded).height
    keysLabel.frame = Rect(x: Self.inset, y: y, width: inner, height: keys)
    y += keys + Self.inset
    card.frame = Rect(
      x: bounds.minX + (bounds.width - width) / 2, y: bounds.minY + (bounds.height - y) / 2,
      width: width, height: y)
  }
}
