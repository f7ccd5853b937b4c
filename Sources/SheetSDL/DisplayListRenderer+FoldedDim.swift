import SheetEngine

extension DisplayListRenderer {
  /// `items` with each screen-wide dim folded into what it covers.
  ///
  /// A sheet's dim is black at an alpha that follows the sheet every frame, over the whole
  /// screen, so drawing it is one more blend of every pixel under it, read and written,
  /// each frame of a presentation or a drag: the dearest pass of a sheet frame after the
  /// sheet. When what the dim covers is plain fills, strokes, shadows and text, one opaque
  /// fill among them painting all of the dim's rect (the screen's background), the dim is
  /// the same as those items' colours mixed toward the dim's colour by its alpha
  /// (``mixed(_:toward:keeping:)``: a blend over a colour is affine, so mixing each colour
  /// is mixing the picture), drawn once. A dim over a layer or an image keeps its own pass.
  /// In a comparison each device's dim is clipped to its device, and the items of the
  /// other device, clipped outside it, are left as they are.
  static func foldingDims(_ items: [DisplayItem], window: PixelRect, scale: Double)
    -> [DisplayItem]
  {
    var items = items
    var index = 1
    while index < items.count {
      if let folded = folding(dimAt: index, in: items, window: window, scale: scale) {
        items = folded
      } else {
        index += 1
      }
    }
    return items
  }

  /// `items` with the dim at `index` mixed into the items under it, or nil when it cannot be.
  private static func folding(
    dimAt index: Int, in items: [DisplayItem], window: PixelRect, scale: Double
  ) -> [DisplayItem]? {
    let space = PixelSpace(scale: scale)
    guard case .fill(let dim) = items[index], dim.radii.isZero,
      case let color = RGBA8(dim.color), color.a > 0, color.a < 255,
      var area = space.snapped(dim.rect),
      // A dim covers a screen: a hairline (black at 30 % too) is not worth a look.
      area.width * area.height >= window.width * window.height / 100
    else { return nil }
    if let clip = dim.clip {
      guard let clipped = space.snapped(clip).flatMap({ area.intersection($0) }) else {
        return nil
      }
      area = clipped
    }
    var under: [Int] = []
    var covered = false
    for earlier in 0..<index {
      let item = items[earlier]
      // An unclipped item may reach anywhere in the window: under a dim over all of it.
      let clip = clip(of: item).flatMap(space.enclosing) ?? window
      guard let clip = clip.intersection(window) else { continue }
      if clip.intersection(area) == nil { continue }
      guard area.contains(clip), isPlain(item) else { return nil }
      under.append(earlier)
      if case .fill(let fill) = item, fill.radii.isZero, RGBA8(fill.color).a == 255,
        let rect = space.snapped(fill.rect).flatMap({ $0.intersection(clip) }), rect.contains(area)
      {
        covered = true
      }
    }
    guard covered,
      let mixed = mixed(under.map { items[$0] }, toward: color, keeping: 255 - color.a)
    else { return nil }
    var result = items
    for (position, earlier) in under.enumerated() { result[earlier] = mixed[position] }
    result.remove(at: index)
    return result
  }

  /// Whether `item` is a colour of the list a dim can be mixed into: a fill, stroke,
  /// shadow or text (not a layer or an image).
  private static func isPlain(_ item: DisplayItem) -> Bool {
    switch item {
    case .fill, .stroke, .shadow, .text: true
    case .image, .layer: false
    }
  }
}
