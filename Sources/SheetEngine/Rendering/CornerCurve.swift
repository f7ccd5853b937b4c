/// The shape of a rounded corner, as `CALayerCornerCurve`.
///
/// `circular` is a quarter circle of the corner radius (the seed, and UIKit before iOS 13).
/// `continuous` is the iOS "squircle": curvature ramps up from the straight edge instead of
/// jumping to 1 / r, so the corner starts further along the edge (1.52866483 r) and no
/// kink shows where the edge meets the curve. Backends draw it with PaintCode's published
/// Bezier approximation (see MOTION.md, "Continuous corners").
public enum CornerCurve: Hashable, Sendable {
  case circular
  case continuous
}
