import SheetEngine

extension DisplayList {
  /// This list, drawn for a device at (0, 0), moved into `frame` of a larger window and
  /// clipped to it: a page pushed in from the right or a sheet sliding out below must not
  /// draw over the device beside it.
  ///
  /// Only top-level items move: items inside a layer are in its local points, and the
  /// layer's transform and clip (in the enclosing space) carry them along.
  public func placed(in frame: Rect) -> DisplayList {
    let dx = frame.minX
    let dy = frame.minY
    func clip(_ rect: Rect?) -> Rect {
      guard let rect else { return frame }
      // An empty intersection still clips everything away (a zero-size rect at the corner).
      return rect.offsetBy(dx: dx, dy: dy).intersection(frame)
        ?? Rect(x: frame.minX, y: frame.minY, width: 0, height: 0)
    }
    return DisplayList(
      items: items.map { item in
        switch item {
        case .fill(var fill):
          fill.clip = clip(fill.clip)
          fill.rect = fill.rect.offsetBy(dx: dx, dy: dy)
          return .fill(fill)
        case .stroke(var stroke):
          stroke.clip = clip(stroke.clip)
          stroke.rect = stroke.rect.offsetBy(dx: dx, dy: dy)
          return .stroke(stroke)
        case .shadow(var shadow):
          shadow.clip = clip(shadow.clip)
          shadow.rect = shadow.rect.offsetBy(dx: dx, dy: dy)
          return .shadow(shadow)
        case .text(var run):
          run.clip = clip(run.clip)
          run.origin = run.origin.offsetBy(dx: dx, dy: dy)
          return .text(run)
        case .image(var image):
          image.clip = clip(image.clip)
          image.rect = image.rect.offsetBy(dx: dx, dy: dy)
          return .image(image)
        case .backdrop(var glass):
          glass.clip = clip(glass.clip)
          glass.rect = glass.rect.offsetBy(dx: dx, dy: dy)
          return .backdrop(glass)
        case .layer(var layer):
          layer.clip = clip(layer.clip)
          layer.transform.translationX += dx
          layer.transform.translationY += dy
          return .layer(layer)
        }
      })
  }
}
