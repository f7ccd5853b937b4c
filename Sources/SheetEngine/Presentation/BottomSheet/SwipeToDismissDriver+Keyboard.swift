/// A drag down on a sheet while the software keyboard is up moves the keyboard, not the
/// sheet (UIKit's `keyboardDismissMode = .interactive`): the keyboard follows the pointer
/// down and the sheet rides on it every frame; released past half the keyboard's height
/// (projected with the release velocity), editing ends and both go down, otherwise both go
/// back up. The sheet is dismissed by a drag only once the keyboard is down.
extension SwipeToDismissDriver {
  /// The window's keyboard while it is up.
  private var visibleKeyboard: SoftwareKeyboard? {
    guard let keyboard = presentationController?.containerView?.window?.softwareKeyboard,
      keyboard.isVisible
    else { return nil }
    return keyboard
  }

  /// Takes hold of the keyboard instead of the sheet; false when no keyboard is up.
  func beginKeyboardDrag() -> Bool {
    guard presented?.activeTransition == nil, let keyboard = visibleKeyboard else { return false }
    keyboard.beginInteractiveDismissal()
    isDragging = true
    isDraggingKeyboard = true
    isHeldByPress = false
    dragOffset = 0
    return true
  }

  /// The pointer `offset` points below the press: the keyboard's top follows it.
  func dragKeyboard(toOffset offset: Double) {
    dragOffset = offset
    presentationController?.containerView?.window?.softwareKeyboard
      .followInteractiveDismissal(offset: offset)
  }

  /// Lets go of the keyboard at `velocity` (pt/s, downward positive).
  func endKeyboardDrag(velocity: Double, cancelled: Bool) {
    isDragging = false
    isDraggingKeyboard = false
    let offset = dragOffset
    dragOffset = 0
    presentationController?.containerView?.window?.softwareKeyboard.endInteractiveDismissal(
      offset: offset, projection: cancelled ? 0 : behavior.projection(of: velocity))
  }
}
