/// Where each of a list's items needs drawing: the rect holding what later opaque items
/// leave of it, and, for an item whose visible part is not a rect (a page around the
/// zoom's card), the disjoint pieces of that rect.
///
/// Pieces are kept apart from the rects so that the usual item, cut to a rect or not cut at
/// all, costs no array of its own: the renderer works this out for every item every frame.
struct VisibleParts: Equatable {
  /// Per item, by index: nothing outside this needs drawing (empty: the item is hidden).
  var rects: [PixelRect]
  /// Per item that has them: the disjoint pieces of its rect that need drawing.
  var pieces: [Int: [PixelRect]]

  init(rects: [PixelRect], pieces: [Int: [PixelRect]] = [:]) {
    self.rects = rects
    self.pieces = pieces
  }

  /// `count` items each to be drawn through all of `clips` (nil: unlimited).
  init?(every count: Int, through clips: [PixelRect]?) {
    guard let clips, let hull = PixelRect.hull(of: clips) else { return nil }
    rects = Array(repeating: hull, count: count)
    pieces = [:]
    if clips.count > 1 {
      for index in 0..<count { pieces[index] = clips }
    }
  }

  /// The pieces of item `index`: its own, or its rect alone.
  func pieces(of index: Int) -> [PixelRect] {
    pieces[index] ?? [rects[index]]
  }

  /// Everything cut to `rect` (a partial redraw).
  func intersected(with rect: PixelRect) -> VisibleParts {
    let none = PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)
    var result = VisibleParts(rects: rects.map { $0.intersection(rect) ?? none })
    for (index, pieces) in pieces {
      let cut = pieces.compactMap { $0.intersection(rect) }
      result.rects[index] = PixelRect.hull(of: cut) ?? none
      result.pieces[index] = cut
    }
    return result
  }
}

extension PixelRect {
  /// The smallest rect holding every one of `rects`, nil when there are none.
  static func hull(of rects: [PixelRect]) -> PixelRect? {
    guard var result = rects.first else { return nil }
    for rect in rects.dropFirst() { result = result.union(rect) }
    return result
  }
}
