/// Where a released sheet with detents goes: to one of its detents, or away.
public enum SheetReleaseTarget: Hashable, Sendable {
  /// The index of the detent in ``SheetDetentConfiguration/detents``.
  case detent(Int)
  case dismiss
}

extension DismissBehavior {
  /// Where a sheet `height` points tall on screen (below its smallest detent: that
  /// detent's height minus how far it is pulled down) goes when released at `velocity`
  /// (pt/s, positive downward), given its detents' heights by index.
  ///
  /// The dismiss rules apply as for a sheet with one detent, with the smallest detent as
  /// the resting place; otherwise the target is the detent nearest to the position
  /// projected with the release velocity (``projection(of:)``, FloatingPanel's and UIKit's
  /// rule), the first of equally near ones.
  public func releaseTarget(height: Double, velocity: Double, detentHeights: [Double])
    -> SheetReleaseTarget
  {
    guard let smallest = detentHeights.min() else { return .dismiss }
    if shouldDismiss(offset: smallest - height, velocity: velocity, height: smallest) {
      return .dismiss
    }
    return .detent(nearestDetent(height: height, velocity: velocity, detentHeights: detentHeights))
  }

  /// The index of the detent nearest to `height` projected with `velocity`, the first of
  /// equally near ones; never a dismissal (a sheet modal in presentation goes here).
  public func nearestDetent(height: Double, velocity: Double, detentHeights: [Double]) -> Int {
    let projected = height - projection(of: velocity)
    var best = 0
    for (index, detent) in detentHeights.enumerated()
    where abs(detent - projected) < abs(detentHeights[best] - projected) {
      best = index
    }
    return best
  }
}
