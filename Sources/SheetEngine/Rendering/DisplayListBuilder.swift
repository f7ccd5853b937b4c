/// Walks a view tree in painter's order and produces its ``DisplayList``.
///
/// Group opacity is approximated by multiplying each item's alpha by the product of its
/// ancestors' alphas (UIKit composites a translucent subtree first); the difference only
/// shows where translucent views overlap inside a translucent parent.
@MainActor
public enum DisplayListBuilder {
  public static func build(_ root: View) -> DisplayList {
    var list = DisplayList()
    list.items.reserveCapacity(64)
    let context = RenderContext(transform: root.transformToSuperview, opacity: 1, clip: nil)
    append(root, context: context, to: &list)
    return list
  }

  private static func append(_ view: View, context: RenderContext, to list: inout DisplayList) {
    let opacity = context.opacity * view.alpha
    guard !view.isHidden, opacity > 0 else { return }
    let rect = context.transform.apply(to: view.bounds)
    if let clip = context.clip, rect.intersection(clip) == nil, !view.clipsToBounds,
      view.subviews.isEmpty, view.shadow == nil
    {
      return
    }
    let radii = view.cornerRadii.scaled(by: context.scale)
    if let shadow = view.shadow, shadow.opacity > 0 {
      list.items.append(
        .shadow(
          Shadow(
            rect: rect, radii: radii,
            color: shadow.color.multipliedAlpha(by: shadow.opacity * opacity),
            blur: shadow.radius * context.scale,
            offset: Point(x: shadow.offset.x * context.scale, y: shadow.offset.y * context.scale),
            clip: context.clip)))
    }
    if view.backgroundColor.alpha > 0 {
      list.items.append(
        .fill(
          RoundedRectFill(
            rect: rect, radii: radii, color: view.backgroundColor.multipliedAlpha(by: opacity),
            clip: context.clip)))
    }
    var own = context
    own.opacity = opacity
    view.appendContent(to: &list, context: own)
    guard !view.subviews.isEmpty else { return }
    var childClip = context.clip
    if view.clipsToBounds {
      if let outer = childClip {
        guard let clipped = outer.intersection(rect) else { return }
        childClip = clipped
      } else {
        childClip = rect
      }
    }
    for subview in view.subviews {
      let child = RenderContext(
        transform: subview.transformToSuperview.concatenating(context.transform),
        opacity: opacity, clip: childClip)
      append(subview, context: child, to: &list)
    }
  }
}
