/// The controls Tab visits on a screen, in the order it visits them: every view in `scope`
/// that can become focused and is drawn (not hidden, not transparent, not in a hidden or
/// transparent subtree), in reading order: top to bottom, then left to right, by where it
/// is on screen; controls on the same line keep their order in the view tree.
///
/// Reading order rather than tree order because a sheet adds its grabber last, on top of
/// its content, while a person reads it first. The subtrees in `excluded` (the other pages
/// of a navigation stack, still in the tree while a push or pop slides them) are skipped.
@MainActor
enum FocusOrder {
  static func controls(in scope: View, excluding excluded: [View] = []) -> [View] {
    var found: [(view: View, frame: Rect, index: Int)] = []
    let skipped = Set(excluded.map(ObjectIdentifier.init))
    collect(scope, skipping: skipped, into: &found)
    return found.sorted { a, b in
      if a.frame.minY != b.frame.minY { return a.frame.minY < b.frame.minY }
      if a.frame.minX != b.frame.minX { return a.frame.minX < b.frame.minX }
      return a.index < b.index
    }.map(\.view)
  }

  private static func collect(
    _ view: View, skipping skipped: Set<ObjectIdentifier>,
    into found: inout [(view: View, frame: Rect, index: Int)]
  ) {
    guard !view.isHidden, view.alpha > 0, !skipped.contains(ObjectIdentifier(view)) else {
      return
    }
    if view.canBecomeFocused {
      found.append((view, view.frameInWindow, found.count))
    }
    for subview in view.subviews { collect(subview, skipping: skipped, into: &found) }
  }
}
