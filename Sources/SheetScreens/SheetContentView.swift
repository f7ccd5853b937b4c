import SheetEngine

/// A sheet's root view: white, with its content stacked from the top; asks the content how
/// tall it is so the sheet can fit it.
@MainActor
final class SheetContentView: View {
  let content: View

  init(content: View) {
    self.content = content
    super.init()
    backgroundColor = .white
    addSubview(content)
  }

  override func sizeThatFits(_ size: Size) -> Size {
    content.sizeThatFits(size)
  }

  override func layoutSubviews() {
    let height = content.sizeThatFits(Size(width: bounds.width, height: .infinity)).height
    content.frame = Rect(x: 0, y: 0, width: bounds.width, height: height)
  }
}
