/// Replacing the whole screen tree: a host that reloads its screens (an edited scene file)
/// puts a new root in place without a new runtime, so the frame index, the tuning and the
/// recording go on as before.
extension Runtime {
  /// Whether a navigation push or pop, or a presentation or dismissal, is moving now: the
  /// root is replaced only between transitions (``replaceRoot(_:)``), never halfway through
  /// one whose completion would then act on screens that left.
  public var isTransitioning: Bool {
    navigationController.transitionState != nil
      || presentedViewControllers.contains { $0.activeTransition != nil }
  }

  /// Puts the root that `makeRoot` returns in place of the whole tree, when nothing is in
  /// transition: every gesture is cancelled first (a held press ends as if the window lost
  /// focus), then, unless ``isTransitioning`` (a cancelled swipe is still settling, a
  /// sheet still arriving), editing ends, every presented screen leaves without animation
  /// and the navigation stack becomes `[root]`. Returns whether it happened; a host calls
  /// it again on a later frame when not (`makeRoot` is then not called). The frame index
  /// keeps counting.
  @discardableResult
  public func replaceRoot(_ makeRoot: () -> ViewController) -> Bool {
    router.cancel()
    guard !isTransitioning else { return false }
    window.endEditing()
    if let bottom = presentedViewControllers.first { ViewController.tearDown(bottom) }
    navigationController.setViewControllers([makeRoot()], animated: false)
    window.layoutIfNeeded()
    setNeedsDrawing()
    return true
  }
}
