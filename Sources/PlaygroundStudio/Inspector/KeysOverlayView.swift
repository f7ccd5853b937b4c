import SheetEngine
import SheetScreens

/// `?`: every key of the window by what it does, from the ``Keymap`` (the table
/// `playground --help` prints), in three groups: the studio's, the session's and the app's.
/// Any key or press closes it.
@MainActor
package final class KeysOverlayView: View {
  static let keyColumn = 118.0
  static let inset = 16.0

  let card = View()
  let titleLabel = Label(
    text: "Keys (any key closes)", fontSize: 15, textColor: OverlayStyle.darkText)
  private(set) var headings: [Label] = []
  private(set) var keyLabels: [Label] = []
  private(set) var summaryLabels: [Label] = []
  private var fontSize = 12.0

  /// The keymap's entries in the groups the overlay shows them under.
  package static func groups(_ keymap: Keymap = .playground) -> [(String, [Keymap.Entry])] {
    let studio: Set<Keymap.HostCommand> = [
      .toggleTuningPanel, .toggleHUD, .togglePointerTrail, .toggleMotionPlot, .nextInteraction,
      .previousInteraction, .findParameter, .undoTuning, .redoTuning, .saveTuning,
    ]
    var groups: [(String, [Keymap.Entry])] = [("Studio", []), ("Session", []), ("App", [])]
    for entry in keymap.entries {
      let index: Int
      if let command = entry.hostCommand, studio.contains(command) {
        index = 0
      } else if entry.layer == .engine {
        index = 2
      } else {
        index = 1
      }
      groups[index].1.append(entry)
    }
    return groups
  }

  package override init(frame: Rect = .zero) {
    super.init(frame: frame)
    backgroundColor = Color.black.withAlpha(0.35)
    isHidden = true
    accessibilityIdentifier = "keys-overlay"
    card.backgroundColor = OverlayStyle.darkBackground
    card.cornerRadii = CornerRadii(all: 12)
    titleLabel.fontWeight = .bold
    addSubview(card)
    card.addSubview(titleLabel)
    for (title, entries) in Self.groups() {
      let heading = Label(text: title, fontSize: 13, textColor: OverlayStyle.velocity)
      headings.append(heading)
      card.addSubview(heading)
      for entry in entries {
        let key = Label(
          text: Keymap.name(of: entry.key), fontSize: 12, textColor: OverlayStyle.darkText)
        let summary = Label(
          text: entry.summary, fontSize: 12, textColor: OverlayStyle.darkSecondaryText)
        keyLabels.append(key)
        summaryLabels.append(summary)
        card.addSubview(key)
        card.addSubview(summary)
      }
    }
  }

  /// Lays the card out at `size` points for the labels, returning its height.
  private func place(width: Double, fontSize: Double) -> Double {
    for label in keyLabels + summaryLabels { label.fontSize = fontSize }
    let inner = width - 2 * Self.inset
    let summaryWidth = max(inner - Self.keyColumn, 40)
    var y = Self.inset
    let title = titleLabel.sizeThatFits(Size(width: inner, height: .infinity)).height
    titleLabel.frame = Rect(x: Self.inset, y: y, width: inner, height: title)
    y += title + 6
    var row = 0
    for (index, (_, entries)) in Self.groups().enumerated() {
      let heading = headings[index]
      let height = heading.sizeThatFits(Size(width: inner, height: .infinity)).height
      heading.frame = Rect(x: Self.inset, y: y + 4, width: inner, height: height)
      y += height + 6
      for _ in entries {
        let summary = summaryLabels[row]
        let key = keyLabels[row]
        let lines = summary.sizeThatFits(Size(width: summaryWidth, height: .infinity)).height
        let keyHeight = key.sizeThatFits(Size(width: Self.keyColumn, height: .infinity)).height
        key.frame = Rect(x: Self.inset, y: y, width: Self.keyColumn - 8, height: keyHeight)
        summary.frame = Rect(
          x: Self.inset + Self.keyColumn, y: y, width: summaryWidth, height: lines)
        y += max(lines, keyHeight) + 1
        row += 1
      }
    }
    return y + Self.inset
  }

  package override func layoutSubviews() {
    let width = min(640, bounds.width - 16)
    // Smaller type where the window is short, so every key shows.
    var size = 12.0
    var height = place(width: width, fontSize: size)
    while height > bounds.height - 16, size > 9 {
      size -= 1
      height = place(width: width, fontSize: size)
    }
    fontSize = size
    card.frame = Rect(
      x: bounds.minX + (bounds.width - width) / 2,
      y: bounds.minY + max(8, (bounds.height - height) / 2), width: width, height: height)
  }
}

/// The window's first line, "T studio · ? keys", at the device's bottom until the person
/// presses a key or the pointer: how a first look at the window learns where to start. It
/// is the host's, drawn over the app and never in its state, so recordings do not see it.
@MainActor
package final class HintView: View {
  package static let text = "T studio \u{00B7} ? keys"
  let label = Label(text: HintView.text, fontSize: 13, textColor: OverlayStyle.darkText)

  package override init(frame: Rect = .zero) {
    super.init(frame: frame)
    backgroundColor = OverlayStyle.darkBackground
    cornerRadii = CornerRadii(all: 8)
    isUserInteractionEnabled = false
    isHidden = true
    accessibilityIdentifier = "first-run-hint"
    addSubview(label)
  }

  /// Places the hint centred near the bottom of `device`.
  package func place(in device: Rect) {
    let size = label.sizeThatFits(Size(width: device.width - 48, height: .infinity))
    let width = (size.width * 1.03).rounded(.up) + 2 + 24
    frame = Rect(
      x: device.minX + (device.width - width) / 2, y: device.maxY - size.height - 14 - 40,
      width: width, height: size.height + 14)
    label.frame = Rect(x: 12, y: 7, width: width - 24, height: size.height)
  }
}
