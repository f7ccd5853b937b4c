import SheetEngine

extension DisplayListRenderer {
  /// The pixels a frame can differ in from the last one drawn, or nil when that is most of
  /// the window (or unknown): the whole frame is drawn then.
  ///
  /// Items up to the first difference are the same items as last time and paint the same
  /// pixels, so only what the differing tail touched, in the old frame or the new one, can
  /// change: the HUD redrawn over a resting screen is the HUD's own rect. Redrawing every
  /// item clipped to that rect gives the pixels a full redraw would, since no item paints
  /// differently for being clipped to whole pixels.
  static func damage(
    from old: [DisplayItem], to new: [DisplayItem], bounds: PixelRect,
    extent: ([DisplayItem]) -> PixelRect?
  ) -> PixelRect? {
    var first = 0
    while first < old.count, first < new.count, old[first] == new[first] { first += 1 }
    let changed = Array(old[first...]) + Array(new[first...])
    // A changed layer is a sheet or page that moved or faded, most of the window: not worth
    // measuring (its extent walks all its content) to learn that.
    guard !changed.isEmpty, !changed.contains(where: Self.isLayer) else { return nil }
    guard let touched = extent(changed)?.intersection(bounds) else { return nil }
    let area = touched.width * touched.height
    return area * 2 <= bounds.width * bounds.height ? touched : nil
  }

  private static func isLayer(_ item: DisplayItem) -> Bool {
    if case .layer = item { return true }
    return false
  }
}
