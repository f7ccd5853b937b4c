/// Walks a view tree in painter's order and produces its ``DisplayList``.
///
/// A view with subviews becomes a ``DisplayLayer`` when it is translucent (so it composites
/// as a group, as Core Animation does) or has a transform (so a subtree that only moves
/// keeps identical layer content, which a backend caches). Everything else is flattened
/// into the enclosing space with its ancestors' opacity multiplied into each colour,
/// which is exact where nothing translucent overlaps inside one view.
@MainActor
public enum DisplayListBuilder {
  /// The display list of `root`'s tree, with the keyboard focus ring over `focused` if it
  /// is in the tree.
  public static func build(_ root: View, focused: View? = nil) -> DisplayList {
    var list = DisplayList()
    list.items.reserveCapacity(64)
    var context = RenderContext(transform: root.transformToSuperview, opacity: 1, clip: nil)
    context.focusedView = focused.map(ObjectIdentifier.init)
    append(root, context: context, to: &list)
    return list
  }

  /// `view`'s drawing under `context` (its own transform replaced by the context's): what a
  /// view that shows another view's content (the zoom's fading button) appends.
  static func appendReplica(
    of view: View, context: RenderContext, to list: inout DisplayList
  ) {
    append(view, context: context, to: &list)
  }

  /// Whether `view` is drawn as a layer of its own rather than flattened.
  static func formsLayer(_ view: View) -> Bool {
    !view.subviews.isEmpty
      && (view.alpha < 1 || !view.transform.isIdentity || roundedMask(of: view) != nil)
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
    appendShadow(of: view, rect: rect, opacity: opacity, context: context, to: &list)
    let background = appendBackdrop(
      of: view, rect: rect, opacity: opacity, context: context, to: &list)
    defer {
      if context.focusedView == ObjectIdentifier(view) {
        list.items.append(
          FocusRing.item(
            around: rect, radii: view.cornerRadii, curve: view.cornerCurve, scale: context.scale,
            opacity: opacity, clip: context.clip))
      }
    }
    if formsLayer(view) {
      appendLayer(
        view, background: background, opacity: opacity, context: context, to: &list)
      return
    }
    if background.alpha > 0 {
      list.items.append(
        .fill(
          RoundedRectFill(
            rect: rect, radii: view.cornerRadii.scaled(by: context.scale), curve: view.cornerCurve,
            color: background.multipliedAlpha(by: opacity), clip: context.clip)))
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
      var child = RenderContext(
        transform: subview.transformToSuperview.concatenating(context.transform),
        opacity: opacity, clip: childClip)
      child.focusedView = context.focusedView
      append(subview, context: child, to: &list)
    }
  }

  /// The view's shadow, in the enclosing space: outside the layer's content, like a
  /// `CALayer` shadow, and faded with the view.
  private static func appendShadow(
    of view: View, rect: Rect, opacity: Double, context: RenderContext,
    to list: inout DisplayList
  ) {
    guard let shadow = view.shadow, shadow.opacity > 0 else { return }
    var caster = rect
    if let band = shadow.topBand {
      caster.size.height = min(rect.height, band * context.scale)
    }
    list.items.append(
      .shadow(
        Shadow(
          rect: caster, radii: view.cornerRadii.scaled(by: context.scale), curve: view.cornerCurve,
          color: shadow.color.multipliedAlpha(by: shadow.opacity * opacity),
          blur: shadow.radius * context.scale,
          offset: Point(x: shadow.offset.x * context.scale, y: shadow.offset.y * context.scale),
          clip: context.clip)))
  }

  /// Appends the view's glass (``View/backdropMaterial``) in the enclosing space, before
  /// its background or its layer, so it blurs what is drawn beneath the view; returns the
  /// background colour to draw over it (its alpha multiplied by the material's opacity).
  /// A material at opacity 1 draws nothing and leaves the background as it is.
  private static func appendBackdrop(
    of view: View, rect: Rect, opacity: Double, context: RenderContext,
    to list: inout DisplayList
  ) -> Color {
    guard let material = view.backdropMaterial, material.opacity < 1 else {
      return view.backgroundColor
    }
    let glassOpacity = max(material.opacity, 0)
    var scaled = material
    scaled.blurRadius = material.blurRadius * context.scale
    list.items.append(
      .backdrop(
        BackdropDraw(
          rect: rect, radii: view.cornerRadii.scaled(by: context.scale), curve: view.cornerCurve,
          material: scaled, opacity: opacity, clip: context.clip)))
    return view.backgroundColor.multipliedAlpha(by: glassOpacity)
  }

  /// The view's background (`background`: its colour, after any glass) and subtree in its
  /// own local points, as one layer.
  private static func appendLayer(
    _ view: View, background backgroundColor: Color, opacity: Double, context: RenderContext,
    to list: inout DisplayList
  ) {
    let bounds = view.bounds
    var content = DisplayList()
    let local = RenderContext(transform: .identity, opacity: 1, clip: nil)
    view.appendContent(to: &content, context: local)
    let childClip: Rect? = view.clipsToBounds ? bounds : nil
    for subview in view.subviews {
      var child = RenderContext(
        transform: subview.transformToSuperview, opacity: 1, clip: childClip)
      child.focusedView = context.focusedView
      append(subview, context: child, to: &content)
    }
    let background =
      backgroundColor.alpha > 0
      ? RoundedRectFill(
        rect: bounds, radii: view.cornerRadii, curve: view.cornerCurve,
        color: backgroundColor)
      : nil
    guard background != nil || !content.items.isEmpty else { return }
    var layer = DisplayLayer(
      transform: context.transform, opacity: opacity, clip: context.clip,
      background: background, content: content)
    layer.mask = roundedMask(of: view)
    list.items.append(.layer(layer))
  }

  /// The rounded shape a view clips its layer to, in local points: its ``View/contentMask``,
  /// else its rounded corners when it ``View/masksToCorners``; nil when neither applies.
  private static func roundedMask(of view: View) -> RoundedRectFill? {
    if let mask = view.contentMask {
      return RoundedRectFill(
        rect: mask.rect, radii: mask.radii, curve: view.cornerCurve, color: .black)
    }
    guard view.masksToCorners, view.cornerRadii != .zero else { return nil }
    return RoundedRectFill(
      rect: view.bounds, radii: view.cornerRadii, curve: view.cornerCurve, color: .black)
  }
}
