import SheetEngine

extension DisplayListRenderer {
  /// The pixels a frame can differ in from the last one drawn, or nil when that is all of
  /// the window (or unknown): the whole frame is drawn then.
  ///
  /// Items before the first difference and after the last are the same items as last time,
  /// and a pixel that no item in between touches (in the old frame or the new one) is
  /// painted by those same items in the same order: it cannot change. So only what the
  /// differing middle touched can: the HUD redrawn over a resting screen is the HUD's own
  /// rect, and one device of a comparison still moving is that device (the label strip
  /// drawn after both is the same). Redrawing every item clipped to that rect gives the
  /// pixels a full redraw would: a mask, an image or a square fill lands on whole pixels
  /// and paints the same inside any pixel clip. An antialiased curve that crosses a
  /// vertical edge of the rect (a rounded corner) may not: Cairo cuts a path at the clip
  /// before rasterizing it, which moved one pixel beside the cut by a level in a zoom at
  /// 3x (``visibleRects(of:bands:fadedInPlace:bounds:in:)`` keeps such items whole).
  static func damage(
    from old: [DisplayItem], to new: [DisplayItem], bounds: PixelRect, in space: PixelSpace,
    extent: ([DisplayItem]) -> PixelRect?
  ) -> PixelRect? {
    var first = 0
    while first < old.count, first < new.count, old[first] == new[first] { first += 1 }
    var last = 0
    while first + last < old.count, first + last < new.count,
      old[old.count - 1 - last] == new[new.count - 1 - last]
    {
      last += 1
    }
    let changed = Array(old[first..<(old.count - last)]) + Array(new[first..<(new.count - last)])
    guard !changed.isEmpty else { return nil }
    var touched: PixelRect?
    var others: [DisplayItem] = []
    for item in changed {
      guard case .layer(let layer) = item else {
        others.append(item)
        continue
      }
      // A changed layer is a sheet or page that moved or faded: measuring it walks all its
      // content, so its clip bounds it instead. Without a clip it is most of the window;
      // with one (a device of a comparison) it is that device, and the other device, if
      // it rests, is not redrawn.
      guard let clip = layer.clip, let pixels = space.enclosing(clip) else { return nil }
      touched = touched.map { $0.union(pixels) } ?? pixels
    }
    if !others.isEmpty {
      guard let extent = extent(others) else { return nil }
      touched = touched.map { $0.union(extent) } ?? extent
    }
    // Any rect short of the whole frame is worth it: a list scrolling in a sheet at rest
    // changes most of the window, but not the shadow, dim and screen above the sheet,
    // which a full redraw blended again every frame.
    guard let touched = touched?.intersection(bounds), touched != bounds else { return nil }
    return touched
  }
}
