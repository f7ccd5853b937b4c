import SheetEngine

extension DisplayListRenderer {
  /// For each top-level item, the part of the framebuffer later items do not paint over
  /// opaquely: what is worth drawing of it; and what is left of the background to clear,
  /// as disjoint rects (two devices side by side leave a gap and a strip between covers,
  /// which a single rect would round up to the whole window, cleared every frame).
  ///
  /// A page pushed over another, or a sheet over the root and its dim, hides most of what
  /// is under it, and at scale 2 every full-window pass costs about half a millisecond.
  /// Covers are opaque fills (below their rounded corners) and opaque layer backgrounds; each
  /// item is cut by the covers above it while what is left stays a rectangle. Cutting never
  /// changes a pixel: the pixels skipped are painted over opaquely later in the frame.
  ///
  /// Pure rect arithmetic, run every drawn frame over every top-level item (hundreds with
  /// the inspector open), so it is `nonisolated` and closure-free: an actor-isolated
  /// closure costs a runtime executor check per call, which once took most of a frame.
  nonisolated static func visibleRects(
    of items: [DisplayItem], bands: [Int: PixelRect], fadedInPlace: Set<Int> = [],
    bounds: PixelRect, in space: PixelSpace
  ) -> (items: [PixelRect], background: [PixelRect]) {
    var result = [PixelRect](repeating: bounds, count: items.count)
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
      var visible = clipped(bounds, to: item, in: space)
      for cover in covers where !visible.isEmpty { visible = visible.subtracting(cover) }
      result[index] = visible
      if let cover = opaqueRect(
        of: item, band: bands[index], drawnOpaquely: fadedInPlace.contains(index), in: space),
        cover.width * cover.height >= minimumCoverArea
      {
        covers.append(cover)
      }
    }
    return (result, uncovered(bounds, by: covers))
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
    }
  }

  /// The pieces of `bounds` no cover hides. A cover that would split the pieces into more
  /// than ``maximumBackgroundPieces`` is left out (clearing more than needed is always
  /// safe), so many small covers (the inspector's rows) cannot make the list explode.
  nonisolated static func uncovered(_ bounds: PixelRect, by covers: [PixelRect]) -> [PixelRect] {
    var background = [bounds]
    for cover in covers where !background.isEmpty {
      var split: [PixelRect] = []
      for piece in background { split.append(contentsOf: piece.pieces(outside: cover)) }
      if split.count <= maximumBackgroundPieces { background = split }
    }
    return background
  }

  nonisolated static let maximumBackgroundPieces = 8

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
      guard RGBA8.channel(layer.opacity) == 255 || drawnOpaquely, t.scaleX == 1, t.scaleY == 1,
        layer.mask == nil,
        let opaque = band
      else { return nil }
      var rect = opaque.offsetBy(dx: space.pixelX(t.translationX), dy: space.pixelY(t.translationY))
      if let clip = layer.clip {
        guard let pixels = space.enclosing(clip), let clipped = rect.intersection(pixels) else {
          return nil
        }
        rect = clipped
      }
      return rect
    case .stroke, .shadow, .text, .image:
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
}
