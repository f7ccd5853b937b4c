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

/// A control in the inspector that follows the pointer itself from its press (a slider, a
/// switch, a button, a graph editor): the panel's drag-to-scroll leaves its presses alone,
/// as a UIKit scroll view leaves a `UIControl`'s.
@MainActor
protocol InspectorControl: View {}

extension TuningSlider: InspectorControl {}
extension TuningToggle: InspectorControl {}
extension Button: InspectorControl {}
extension SpringEditorView: InspectorControl {}
extension CurveEditorView: InspectorControl {}

extension View {
  /// Whether this view or one of its ancestors is an ``InspectorControl``.
  var isInInspectorControl: Bool {
    var view: View? = self
    while let current = view {
      if current is any InspectorControl { return true }
      view = current.superview
    }
    return false
  }
}
extension PressTarget: InspectorControl {}
