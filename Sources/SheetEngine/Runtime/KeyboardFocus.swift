/// Which control of the topmost screen has the keyboard focus, as Full Keyboard Access
/// keeps it: none until Tab or Shift+Tab is first pressed (a pointer-only session never
/// shows a ring), then always one control of the topmost page while it has any.
///
/// Each page remembers its own focused control, so when a sheet, card or zoom is presented
/// or a page pushed the focus goes to the new page's first control, and when that page goes
/// it comes back to the control that had it before (the button that opened the sheet).
@MainActor
final class KeyboardFocus {
  /// Whether the keyboard has taken the focus; from then on the ring is drawn.
  private(set) var isActive = false
  private var remembered: [Memory] = []

  /// One page's focused control; both weak, so a page or control that goes is forgotten.
  private struct Memory {
    weak var page: ViewController?
    weak var control: View?
  }

  /// The control with the focus among `candidates` (the page's focusable controls in focus
  /// order): the page's remembered one if it is still there, else the first.
  func focusedControl(on page: ViewController, among candidates: [View]) -> View? {
    guard isActive, !candidates.isEmpty else { return nil }
    if let control = memory(of: page), candidates.contains(where: { $0 === control }) {
      return control
    }
    return candidates[0]
  }

  /// Tab (`step` 1) or Shift+Tab (-1): the next or previous control, wrapping round. The
  /// first press only brings the ring, to the first control (Tab) or the last (Shift+Tab).
  /// Returns whether there was a control to focus.
  func move(by step: Int, on page: ViewController, among candidates: [View]) -> Bool {
    guard !candidates.isEmpty else { return false }
    let target: View
    if !isActive {
      isActive = true
      target = step > 0 ? candidates[0] : candidates[candidates.count - 1]
    } else {
      let current = focusedControl(on: page, among: candidates)
      let index = candidates.firstIndex { $0 === current } ?? 0
      let count = candidates.count
      target = candidates[((index + step) % count + count) % count]
    }
    remember(target, on: page)
    return true
  }

  private func memory(of page: ViewController) -> View? {
    remembered.first { $0.page === page }?.control
  }

  private func remember(_ control: View, on page: ViewController) {
    remembered.removeAll { $0.page == nil || $0.page === page }
    remembered.append(Memory(page: page, control: control))
  }
}
