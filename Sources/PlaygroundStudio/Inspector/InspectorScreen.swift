import SheetEngine

/// The inspector's views as a screen of their own, in a second `Runtime` beside the app's:
/// the engine's own hit testing, pointer routing, gesture recognizers and wheel routing
/// carry the inspector's input, so the overlays are no hand-made runtime. Its window is
/// the host's whole window (the device's part is left empty), so its coordinates are the
/// window's; it never enters the app's state snapshot or controls.
@MainActor
final class InspectorScreen: ViewController {
  private let content: [View]

  /// `content` is laid out by its owner, in window points, back to front.
  package init(content: [View]) {
    self.content = content
    super.init(screenID: "inspector")
  }

  override func loadView() -> View {
    let view = View()
    for part in content { view.addSubview(part) }
    return view
  }
}
