/// A view showing a named image, as `UIImageView`: the host loads the pixels, the view knows
/// only the image's name and its size in points (pixels over the asset's scale, so an
/// `@2x` file is as big on screen as its `@1x` sibling).
///
/// ``ContentMode/aspectFit`` letterboxes the image inside the bounds;
/// ``ContentMode/aspectFill`` covers them and is cut to them, as a screenshot background.
/// Fitting a width, it asks for the height that keeps the image's aspect.
@MainActor
public final class ImageView: View {
  /// How the image is scaled into the view's bounds.
  public enum ContentMode: Sendable {
    case aspectFit
    case aspectFill
  }

  public let imageName: String
  /// The image's size in points.
  public let imageSize: Size
  public var contentMode: ContentMode

  public init(imageName: String, imageSize: Size, contentMode: ContentMode = .aspectFit) {
    self.imageName = imageName
    self.imageSize = imageSize
    self.contentMode = contentMode
    super.init()
    isUserInteractionEnabled = false
  }

  /// The image's height at `size.width` (never wider than the image itself).
  public override func sizeThatFits(_ size: Size) -> Size {
    guard imageSize.width > 0, imageSize.height > 0 else { return .zero }
    let width = min(size.width, imageSize.width)
    return Size(width: width, height: width * imageSize.height / imageSize.width)
  }

  /// Where the whole image lands in `bounds`, centred, keeping its aspect.
  public func imageRect(in bounds: Rect) -> Rect {
    guard imageSize.width > 0, imageSize.height > 0 else { return bounds }
    let sx = bounds.width / imageSize.width
    let sy = bounds.height / imageSize.height
    let scale = contentMode == .aspectFit ? min(sx, sy) : max(sx, sy)
    let width = imageSize.width * scale
    let height = imageSize.height * scale
    return Rect(
      x: bounds.minX + (bounds.width - width) / 2, y: bounds.minY + (bounds.height - height) / 2,
      width: width, height: height)
  }

  public override func appendContent(to list: inout DisplayList, context: RenderContext) {
    guard bounds.width > 0, bounds.height > 0 else { return }
    let rect = context.transform.apply(to: imageRect(in: bounds))
    var clip = context.clip
    if contentMode == .aspectFill {
      let own = context.transform.apply(to: bounds)
      clip =
        clip.map { $0.intersection(own) ?? Rect(x: own.minX, y: own.minY, width: 0, height: 0) }
        ?? own
    }
    list.items.append(
      .image(ImageDraw(name: imageName, rect: rect, opacity: context.opacity, clip: clip)))
  }
}
