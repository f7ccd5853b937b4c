import SheetEngine

extension DisplayListRenderer {
  /// For each top-level item, the part of the framebuffer later items do not paint over
  /// opaquely: what is worth drawing of it; and what is left of the background to clear,
  /// as disjoint rects (two devices side by side leave a gap and a strip between covers,
  /// which a single rect would round up to the whole window, cleared every frame).
  ///
  /// A page pushed over another, or a sheet over the root and its dim, hides most of what
  /// is under it, and at scale 2 every full-window pass costs about half a millisecond.
  /// Covers are opaque fills (below their rounded corners) and opaque layer backgrounds,
  /// scaled ones included (the zoom's card). Each item is cut by the covers above it; a
  /// cover inside it (the zoom's card over a page) leaves it in pieces, the ring around
  /// the cover. The pixels skipped are painted over opaquely later in the frame. Only
  /// square fills and layers are cut into pieces; text and rounded outlines are drawn
  /// through the rect holding them, cut only along a cover's side as before (the
  /// `CulledDrawing` tests replay recordings at 2x and 3x against a full redraw, exact).
  ///
  /// Pure rect arithmetic, run every drawn frame over every top-level item (hundreds with
  /// the inspector open), so it is `nonisolated` and closure-free: an actor-isolated
  /// closure costs a runtime executor check per call, which once took most of a frame.
  nonisolated static func visibleRects(
    of items: [DisplayItem], bands: [Int: PixelRect], fadedInPlace: Set<Int> = [],
    bounds: PixelRect, in space: PixelSpace
  ) -> (items: VisibleParts, background: [PixelRect]) {
    var result = VisibleParts(rects: Array(repeating: bounds, count: items.count))
    var covers: [PixelRect] = []
    // Only covers of at least a hundredth of the frame count: pages, sheets and panels
    // hide what is worth skipping, while the inspector's hundreds of small opaque fills
    // (slider tracks, buttons) would make every item test every one of them for nothing.
    let minimumCoverArea = bounds.width * bounds.height / 100
    for index in items.indices.reversed() {
      let item = items[index]
      // An item starts from its own clip: what lies outside is never painted, and a cover
      // that spans only part of the window (one device of a comparison) can then hide all
      // of it.
      let (rect, pieces) = visiblePart(
        of: clipped(bounds, to: item, in: space), under: covers,
        splitting: Self.isWorthDrawingInPieces(item))
      result.rects[index] = rect
      if let pieces { result.pieces[index] = pieces }
      if case .backdrop(let glass) = item,
        let region = backdropGeometry(glass, in: space)?.region
      {
        // Glass reads the pixels drawn before it around its rect: what is under them must
        // be drawn there, whatever covers it later in the frame.
        covers.removeAll { $0.intersection(region) != nil }
      }
      if let cover = opaqueRect(
        of: item, band: bands[index], drawnOpaquely: fadedInPlace.contains(index), in: space),
        cover.width * cover.height >= minimumCoverArea
      {
        covers.append(cover)
      }
    }
    return (result, uncovered(bounds, by: covers))
  }

  /// Whether what covers leave of `item` is worth drawing piece by piece rather than
  /// through the rect holding the pieces: a square fill (a page's background, most of the
  /// window) or a layer (whose content is drawn in the pieces). A line of text or a button
  /// is small, mostly inside one piece or none; cutting it would only repeat its drawing.
  nonisolated static func isWorthDrawingInPieces(_ item: DisplayItem) -> Bool {
    switch item {
    case .fill(let fill): fill.radii.isZero
    case .layer: true
    case .stroke, .shadow, .text, .image, .backdrop: false
    }
  }

  /// What `covers` leave of `rect`: a rect while every cover cuts it along a whole side (a
  /// cover inside it is passed over), and when `splitting`, pieces (with the rect holding
  /// them) once one lies inside it.
  nonisolated static func visiblePart(
    of rect: PixelRect, under covers: [PixelRect], splitting: Bool
  ) -> (rect: PixelRect, pieces: [PixelRect]?) {
    var visible = rect
    for (index, cover) in covers.enumerated() where !visible.isEmpty {
      let cut = visible.subtracting(cover)
      guard splitting, cut == visible, visible.intersection(cover) != nil else {
        visible = cut
        continue
      }
      let pieces = uncovered(visible, by: covers[index...])
      let none = PixelRect(x0: visible.x0, y0: visible.y0, x1: visible.x0, y1: visible.y0)
      return (PixelRect.hull(of: pieces) ?? none, pieces)
    }
    return (visible, nil)
  }

  /// `item`'s clip in points, if it has one.
  nonisolated static func clip(of item: DisplayItem) -> Rect? {
    switch item {
    case .fill(let fill): fill.clip
    case .stroke(let stroke): stroke.clip
    case .shadow(let shadow): shadow.clip
    case .text(let run): run.clip
    case .image(let image): image.clip
    case .layer(let layer): layer.clip
    case .backdrop(let glass): glass.clip
    }
  }

  /// The disjoint pieces of `bounds` no cover hides: what is left of the background to
  /// clear, or of an item to draw. A cover that would split the pieces into more than
  /// ``maximumPieces`` is left out (drawing or clearing more than needed is always safe), so
  /// many small covers (the inspector's rows) cannot make the list explode.
  ///
  /// A square fill or a layer's content drawn piece by piece, each through its own clip,
  /// paints the pixels it would through one clip (``damage(from:to:bounds:in:extent:)``
  /// says which items do). So a page under the zoom's card, which covers the middle of the
  /// page and leaves a ring of it, is drawn as that ring.
  nonisolated static func uncovered(_ bounds: PixelRect, by covers: some Collection<PixelRect>)
    -> [PixelRect]
  {
    var pieces = bounds.isEmpty ? [] : [bounds]
    for cover in covers where !pieces.isEmpty {
      var split: [PixelRect] = []
      for piece in pieces { split.append(contentsOf: piece.pieces(outside: cover)) }
      if split.count <= maximumPieces { pieces = split }
    }
    return pieces
  }

  nonisolated static let maximumPieces = 8

  /// `bounds` cut to the enclosing pixels of `item`'s clip (empty when they do not meet).
  nonisolated static func clipped(
    _ bounds: PixelRect, to item: DisplayItem, in space: PixelSpace
  ) -> PixelRect {
    guard let clip = clip(of: item) else { return bounds }
    guard let pixels = space.enclosing(clip), let inside = bounds.intersection(pixels) else {
      return PixelRect(x0: bounds.x0, y0: bounds.y0, x1: bounds.x0, y1: bounds.y0)
    }
    return inside
  }

  /// The rect `item` paints opaquely for sure, if any; `band` is a layer's own opaque band
  /// (``opaqueBands(of:scale:)``), and `drawnOpaquely` says a translucent layer is drawn
  /// over all its band anyway (faded in place).
  nonisolated static func opaqueRect(
    of item: DisplayItem, band: PixelRect?, drawnOpaquely: Bool = false, in space: PixelSpace
  ) -> PixelRect? {
    switch item {
    case .fill(let fill):
      return Self.opaqueRect(of: fill, in: space)
    case .layer(let layer):
      let t = layer.transform
      guard t.scaleX == 1, t.scaleY == 1, layer.mask == nil else {
        return opaqueRect(ofTransformed: layer, in: space)
      }
      guard RGBA8.channel(layer.opacity) == 255 || drawnOpaquely, let opaque = band else {
        return nil
      }
      var rect = opaque.offsetBy(dx: space.pixelX(t.translationX), dy: space.pixelY(t.translationY))
      if let clip = layer.clip {
        guard let pixels = space.enclosing(clip), let clipped = rect.intersection(pixels) else {
          return nil
        }
        rect = clipped
      }
      return rect
    case .stroke, .shadow, .text, .image, .backdrop:
      return nil
    }
  }

  /// The full-width band of an opaque fill between its rounded corners, under its clip.
  nonisolated static func opaqueRect(of fill: RoundedRectFill, in space: PixelSpace)
    -> PixelRect?
  {
    guard RGBA8(fill.color).a == 255, var rect = space.snapped(fill.rect), !rect.isEmpty else {
      return nil
    }
    let r = fill.radii
    func extent(_ radius: Double) -> Int {
      guard radius.isFinite, radius > 0 else { return 0 }
      return Int(min(radius * space.scale * RoundedRectPath.continuousExtent, 100_000)) + 1
    }
    rect.y0 += extent(max(r.topLeft, r.topRight))
    rect.y1 -= extent(max(r.bottomLeft, r.bottomRight))
    if let clip = fill.clip {
      guard let pixels = space.enclosing(clip) else { return nil }
      return rect.intersection(pixels)
    }
    return rect.isEmpty ? nil : rect
  }

  /// The pixels a scaled or masked layer (the zoom's card) paints opaquely for sure: its
  /// opaque background, cut to its mask, under its transform, between the rows its rounded
  /// corners reach, rounded inward to whole pixels (its edges are filtered, not snapped).
  nonisolated static func opaqueRect(ofTransformed layer: DisplayLayer, in space: PixelSpace)
    -> PixelRect?
  {
    let t = layer.transform
    guard RGBA8.channel(layer.opacity) == 255, let background = layer.background,
      RGBA8(background.color).a == 255, t.scaleX.isFinite, t.scaleY.isFinite, t.scaleX > 0,
      t.scaleY > 0, t.translationX.isFinite, t.translationY.isFinite,
      let snapped = PixelRect(snapping: background.rect, scale: space.scale)
    else { return nil }
    // In the layer's own pixels: the background is drawn snapped there, the mask is not.
    var x0 = Double(snapped.x0)
    var x1 = Double(snapped.x1)
    var y0 = Double(snapped.y0)
    var y1 = Double(snapped.y1)
    var corner = largestRadius(background.radii)
    if let mask = layer.mask {
      x0 = max(x0, mask.rect.minX * space.scale)
      x1 = min(x1, mask.rect.maxX * space.scale)
      y0 = max(y0, mask.rect.minY * space.scale)
      y1 = min(y1, mask.rect.maxY * space.scale)
      corner = max(corner, largestRadius(mask.radii))
    }
    let reach = corner * space.scale * RoundedRectPath.continuousExtent + 1
    let originX = t.translationX * space.scale + Double(space.offsetX)
    let originY = t.translationY * space.scale + Double(space.offsetY)
    let rect = PixelRect(
      x0: PixelRect.clampedPixel((originX + t.scaleX * x0).rounded(.up)),
      y0: PixelRect.clampedPixel((originY + t.scaleY * (y0 + reach)).rounded(.up)),
      x1: PixelRect.clampedPixel((originX + t.scaleX * x1).rounded(.down)),
      y1: PixelRect.clampedPixel((originY + t.scaleY * (y1 - reach)).rounded(.down)))
    guard !rect.isEmpty else { return nil }
    guard let clip = layer.clip else { return rect }
    return space.enclosing(clip).flatMap { rect.intersection($0) }
  }
}
