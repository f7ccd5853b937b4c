import CCairo
import SheetEngine

/// Adds a rounded rectangle with per-corner radii to a Cairo path, in device pixels.
///
/// Circular corners are quarter circles, each radius capped at half the shorter side.
/// Continuous corners follow PaintCode's approximation of the iOS squircle
/// (docs/MOTION.md, "Continuous corners"):
/// the straight edge ends 1.52866483 r from the corner, three cubic curves and a short
/// line turn it, and the radius is capped at min(w, h) / 2 / 1.52866483 so the curves of
/// opposite corners never cross.
enum RoundedRectPath {
  /// How far from the corner a continuous corner's curve begins, in radii.
  static let continuousExtent = CornerCurve.continuousExtent

  /// A corner radius in pixels, capped for the curve.
  static func cappedRadius(
    _ radius: Double, width: Double, height: Double, curve: CornerCurve
  ) -> Double {
    guard radius.isFinite, radius > 0 else { return 0 }
    let half = min(width, height) / 2
    return min(radius, curve == .continuous ? half / continuousExtent : half)
  }

  /// Appends the outline of `(x, y, width, height)` with `radii` (pixels, not yet capped).
  static func add(
    to cairo: OpaquePointer, x: Double, y: Double, width: Double, height: Double,
    radii: CornerRadii, curve: CornerCurve
  ) {
    func cap(_ radius: Double) -> Double {
      cappedRadius(radius, width: width, height: height, curve: curve)
    }
    let corners = [
      // (corner x, corner y, edge-along-x direction, edge-along-y direction, radius)
      (x + width, y, -1.0, 1.0, cap(radii.topRight)),
      (x + width, y + height, -1.0, -1.0, cap(radii.bottomRight)),
      (x, y + height, 1.0, -1.0, cap(radii.bottomLeft)),
      (x, y, 1.0, 1.0, cap(radii.topLeft)),
    ]
    cairo_new_sub_path(cairo)
    cairo_move_to(cairo, x + curve.extent(ofRadius: cap(radii.topLeft)), y)
    for (index, corner) in corners.enumerated() {
      addCorner(
        cairo, cx: corner.0, cy: corner.1, dx: corner.2, dy: corner.3, radius: corner.4,
        curve: curve, clockwiseIndex: index)
    }
    cairo_close_path(cairo)
  }

  /// One corner, entered along the edge that arrives at it and left along the next edge.
  ///
  /// `(dx, dy)` point from the corner into the shape. Corners are visited clockwise from
  /// the top right; at even indices (top right, bottom left) the path arrives along the
  /// horizontal edge, at odd ones along the vertical edge, so the corner's local "x" axis
  /// (PaintCode's first edge) swaps accordingly.
  private static func addCorner(
    _ cairo: OpaquePointer, cx: Double, cy: Double, dx: Double, dy: Double, radius r: Double,
    curve: CornerCurve, clockwiseIndex: Int
  ) {
    let horizontalFirst = clockwiseIndex % 2 == 0
    /// A point `a` radii along the arriving edge's axis and `b` along the leaving one.
    func point(_ a: Double, _ b: Double) -> (Double, Double) {
      horizontalFirst
        ? (cx + dx * a * r, cy + dy * b * r)
        : (cx + dx * b * r, cy + dy * a * r)
    }
    func line(_ a: Double, _ b: Double) {
      let p = point(a, b)
      cairo_line_to(cairo, p.0, p.1)
    }
    func curveTo(_ c1: (Double, Double), _ c2: (Double, Double), _ end: (Double, Double)) {
      let p1 = point(c1.0, c1.1)
      let p2 = point(c2.0, c2.1)
      let p3 = point(end.0, end.1)
      cairo_curve_to(cairo, p1.0, p1.1, p2.0, p2.1, p3.0, p3.1)
    }
    guard r > 0 else {
      line(0, 0)
      return
    }
    switch curve {
    case .circular:
      // A quarter circle as one cubic (kappa = 0.5522847498): under 0.03 % radial error.
      let k = 1 - 0.5522847498
      line(1, 0)
      curveTo((k, 0), (0, k), (0, 1))
    case .continuous:
      line(1.52866483, 0)
      curveTo((1.08849323, 0), (0.86840689, 0), (0.66993427, 0.06549600))
      line(0.63149399, 0.07491100)
      curveTo((0.37282392, 0.16905899), (0.16906013, 0.37282401), (0.07491176, 0.63149399))
      curveTo((0, 0.86840701), (0, 1.08849299), (0, 1.52866483))
    }
  }
}
