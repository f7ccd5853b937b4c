import SheetEngine
import SheetExport

/// The tuning panel's "Copy as": one button per export target (issue 25: SwiftUI, UIKit,
/// Compose, Android, Flutter, CSS, JSON). A tap asks for that target's text of the panel's
/// tuning (``onCopy``); the text's first lines then show under the buttons, so what went to
/// the clipboard can be read without pasting it anywhere.
@MainActor
final class CopyAsMenu: View {
  static let buttonHeight = 26.0
  static let columns = 4
  /// Lines of the copied text shown; the rest is counted.
  static let previewLines = 12

  /// Called with the target tapped.
  var onCopy: ((ExportTarget) -> Void)?
  let titleLabel = Label(text: "Copy as", fontSize: 13, textColor: OverlayStyle.secondaryText)
  private(set) var buttons: [(target: ExportTarget, button: Button)] = []
  let previewLabel = Label(text: "", fontSize: 11, textColor: OverlayStyle.text)
  private let spacing = 4.0

  package override init(frame: Rect = .zero) {
    super.init(frame: frame)
    addSubview(titleLabel)
    for target in ExportTarget.allCases {
      let button = Button(
        title: target.rawValue, fontSize: 12, titleColor: OverlayStyle.text,
        normalColor: OverlayStyle.control, highlightedColor: OverlayStyle.controlPressed)
      button.cornerRadii = CornerRadii(all: 6)
      button.preferredHeight = Self.buttonHeight
      button.onTap = { [unowned self] in onCopy?(target) }
      buttons.append((target, button))
      addSubview(button)
    }
    previewLabel.isHidden = true
    addSubview(previewLabel)
  }

  /// Shows the start of `text`, what was copied; nil hides the preview.
  func showCopied(_ text: String?) {
    guard let text else {
      previewLabel.isHidden = true
      previewLabel.text = ""
      return
    }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    var shown = lines.prefix(Self.previewLines).joined(separator: "\n")
    if lines.count > Self.previewLines {
      shown += "\n… \(lines.count - Self.previewLines) more lines on the clipboard"
    }
    previewLabel.text = shown
    previewLabel.isHidden = false
    superview?.setNeedsLayout()
  }

  private var rowCount: Int { (buttons.count + Self.columns - 1) / Self.columns }

  override func sizeThatFits(_ size: Size) -> Size {
    let title = titleLabel.sizeThatFits(size).height
    var height = title + spacing + Double(rowCount) * (Self.buttonHeight + spacing)
    if !previewLabel.isHidden {
      height += previewLabel.sizeThatFits(Size(width: size.width, height: .infinity)).height
    }
    return Size(width: size.width, height: height.rounded(.up))
  }

  package override func layoutSubviews() {
    let title = titleLabel.sizeThatFits(bounds.size).height
    titleLabel.frame = Rect(x: 0, y: 0, width: bounds.width, height: title)
    let width = (bounds.width - spacing * Double(Self.columns - 1)) / Double(Self.columns)
    var bottom = title + spacing
    for (index, entry) in buttons.enumerated() {
      let row = Double(index / Self.columns)
      let column = Double(index % Self.columns)
      let y = title + spacing + row * (Self.buttonHeight + spacing)
      entry.button.frame = Rect(
        x: (column * (width + spacing)).rounded(), y: y, width: width.rounded(.down),
        height: Self.buttonHeight)
      bottom = y + Self.buttonHeight + spacing
    }
    let preview = previewLabel.sizeThatFits(Size(width: bounds.width, height: .infinity))
    previewLabel.frame = Rect(x: 0, y: bottom, width: bounds.width, height: preview.height)
  }
}
