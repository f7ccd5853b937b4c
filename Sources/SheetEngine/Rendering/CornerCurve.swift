/// The shape of a rounded corner, as `CALayerCornerCurve`.
///
/// `circular` is a quarter circle of the corner radius (the standard sheet's, and UIKit's before iOS 13).
/// `continuous` is the iOS "squircle": curvature ramps up from the straight edge instead of
/// jumping to 1 / r, so the corner starts further along the edge (1.52866483 r) and no
/// kink shows where the edge meets the curve. Backends draw it with PaintCode's published
/// Bezier approximation (docs/MOTION.md, "Continuous corners").
public enum CornerCurve: Hashable, Sendable {
  case circular
  case continuous

  /// How far from the corner a continuous curve's straight edge ends, in radii (PaintCode's
  /// approximation of the iOS squircle).
  public static let continuousExtent = 1.52866483

  /// How far along each edge a corner of `radius` bends: the radius for a circular corner,
  /// 1.53 radii for a continuous one. Content that must stay clear of the rounding (a page
  /// inside a sheet leaves that band unpainted) keeps this far from the edge.
  public func extent(ofRadius radius: Double) -> Double {
    self == .continuous ? radius * Self.continuousExtent : radius
  }
}
