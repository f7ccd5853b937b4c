/// What the zoom's button looked like, drawn over the growing screen and fading out, so the
/// button's label turns into the screen instead of vanishing under it (docs/MOTION.md, "Zoom
/// geometry", cross-fade): the source view's own drawing, live, scaled uniformly to the
/// zoom rect's width and centred in it, clipped to the rect.
///
/// It draws the source as it is each frame (no snapshot to go stale) and takes no input.
@MainActor
final class ZoomSourceReplica: View {
  weak var source: View?

  init(source: View) {
    self.source = source
    super.init(frame: .zero)
    isUserInteractionEnabled = false
  }

  override func appendContent(to list: inout DisplayList, context: RenderContext) {
    guard let source, source.bounds.width > 0, bounds.width > 0 else { return }
    let scale = bounds.width / source.bounds.width
    let placed = AffineTransform(
      scaleX: scale, scaleY: scale, translationX: 0,
      translationY: (bounds.height - source.bounds.height * scale) / 2)
    let rect = context.transform.apply(to: bounds)
    guard let clip = context.clip.map({ $0.intersection(rect) }) ?? rect else { return }
    DisplayListBuilder.appendReplica(
      of: source,
      context: RenderContext(
        transform: placed.concatenating(context.transform), opacity: context.opacity,
        clip: clip),
      to: &list)
  }

  /// The replica's opacity when the zoom rect is `progress` of the way from the button to
  /// full screen: 1 − 2p, gone by half way (docs/MOTION.md, "Zoom geometry").
  static func opacity(progress: Double) -> Double { min(max(1 - 2 * progress, 0), 1) }
}
