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
  /// is mixing the picture), drawn once. A page drawn in place under it counts as plain
  /// (the page below a back-swipe with its dim); a dim over an image, or over a layer
  /// drawn from its raster, keeps its own pass. In a comparison each device's dim is
  /// clipped to its device, and the items of the other device, clipped outside it, are left
  /// as they are.
  ///
  /// `bands` are the items' opaque bands (``opaqueBands(of:scale:)``), which the frame's
  /// drawing needs too: mixing keeps every alpha and rect, so they stay true of the folded
  /// items, counted again past each dim taken out.
  static func foldingDims(
    _ items: [DisplayItem], bands: [Int: PixelRect], window: PixelRect, scale: Double
  ) -> (items: [DisplayItem], bands: [Int: PixelRect]) {
    var items = items
    var bands = bands
    var index = 1
    while index < items.count {
      if let folded = folding(dimAt: index, in: items, bands: bands, window: window, scale: scale) {
        items = folded
        bands = Dictionary(
          uniqueKeysWithValues: bands.map { ($0.key > index ? $0.key - 1 : $0.key, $0.value) })
      } else {
        index += 1
      }
    }
    return (items, bands)
  }

  /// `items` with the dim at `index` mixed into the items under it, or nil when it cannot be.
  ///
  /// What later items paint opaquely over a side of the dim is left out of the area that
  /// has to be covered beneath it (the page being swiped hides the right of the dim over
  /// the page below), and a page drawn in place beneath it (``isCheaperDrawnInPlace``) has
  /// its colours mixed like any other item: mixed colours in the part that stays hidden
  /// change nothing, since that part is painted over.
  private static func folding(
    dimAt index: Int, in items: [DisplayItem], bands: [Int: PixelRect], window: PixelRect,
    scale: Double
  ) -> [DisplayItem]? {
    let space = PixelSpace(scale: scale)
    guard case .fill(let dim) = items[index], dim.radii.isZero,
      case let color = RGBA8(dim.color), color.a > 0, color.a < 255,
      var dimmed = space.snapped(dim.rect),
      // A dim covers a screen: a hairline (black at 30 % too) is not worth a look.
      dimmed.width * dimmed.height >= window.width * window.height / 100
    else { return nil }
    if let clip = dim.clip {
      guard let clipped = space.snapped(clip).flatMap({ dimmed.intersection($0) }) else {
        return nil
      }
      dimmed = clipped
    }
    var shown = dimmed
    for later in (index + 1)..<items.count {
      if let cover = opaqueRect(of: items[later], band: bands[later], in: space) {
        shown = shown.subtracting(cover)
      }
    }
    guard !shown.isEmpty else { return nil }
    var under: [Int] = []
    var covered = false
    for earlier in 0..<index {
      let item = items[earlier]
      // An unclipped item may reach anywhere in the window: under a dim over all of it.
      let clip = clip(of: item).flatMap(space.enclosing) ?? window
      guard let clip = clip.intersection(window) else { continue }
      if clip.intersection(shown) == nil { continue }
      guard dimmed.contains(clip), isMixable(item) else { return nil }
      under.append(earlier)
      if let cover = opaqueRect(of: item, band: bands[earlier], in: space), cover.contains(shown) {
        covered = true
      }
    }
    guard covered else { return nil }
    var result = items
    for earlier in under {
      guard let mixed = mixed(items[earlier], toward: color, keeping: 255 - color.a) else {
        return nil
      }
      result[earlier] = mixed
    }
    result.remove(at: index)
    return result
  }

  /// Whether a dim can be mixed into `item`: a fill, stroke, shadow or text, or an opaque
  /// page drawn in place whose items are those (not an image, nor a layer drawn from its
  /// raster, whose mixed colours would draw a new raster every frame).
  private static func isMixable(_ item: DisplayItem) -> Bool {
    switch item {
    case .fill, .stroke, .shadow, .text: true
    case .image, .backdrop: false
    case .layer(let layer):
      RGBA8.channel(layer.opacity) == 255 && layer.transform.scaleX == 1
        && layer.transform.scaleY == 1 && layer.mask == nil && isCheaperDrawnInPlace(layer)
    }
  }

  /// `item` with its colours mixed toward `color`, `opacity` of them kept; a page's
  /// background and items alike. Nil when the page holds an image or a nested layer.
  private static func mixed(_ item: DisplayItem, toward color: RGBA8, keeping opacity: UInt8)
    -> DisplayItem?
  {
    guard case .layer(var layer) = item else {
      return mixed([item], toward: color, keeping: opacity)?.first
    }
    if let background = layer.background {
      guard
        case .fill(let fill)? = mixed([.fill(background)], toward: color, keeping: opacity)?.first
      else { return nil }
      layer.background = fill
    }
    guard let content = mixed(layer.content.items, toward: color, keeping: opacity) else {
      return nil
    }
    layer.content.items = content
    return .layer(layer)
  }
}
