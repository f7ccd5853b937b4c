import SheetEngine

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
