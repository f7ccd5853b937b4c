/// Where a pan's translation counts from once it begins, which decides whether the content
/// it drags catches up with the pointer or lags it by the slop.
///
/// A pan begins only after the pointer has moved past its slop. UIKit's pan reports the
/// translation from the press, so whatever follows it jumps to the pointer in the frame the
/// slop is crossed and the point that was grabbed stays under the pointer from then on.
/// Flutter's `DragStartBehavior.start` and Android's RecyclerView start counting where the
/// slop was crossed instead: nothing jumps, but the content trails the pointer by the
/// crossing distance for the rest of the drag. Both are offered so they can be compared.
public enum DragStart: String, Hashable, Sendable {
  /// UIKit: translation counts from the press (the default).
  case press
  /// Flutter and Android: translation counts from where the slop was crossed.
  case slop
}
