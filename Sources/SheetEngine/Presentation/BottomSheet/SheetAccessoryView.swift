/// Views that ride on a sheet's top edge, as Maps' floating buttons do over its sheet
/// (docs/MOTION.md, "Accessories on the edge"): the sheet's presentation controller puts
/// this view just above the sheet's top on screen at every layout, so it moves with the
/// sheet every frame of a drag, a spring or a transition, and fades it out as the sheet
/// rises past its lower detent, where the accessories would cover the content behind.
///
/// Its subviews are laid out from the trailing edge, `spacing` apart, each at its own
/// size (a button as wide as its title and 16 pt each side; at least 44 pt square, a
/// touch target), bottoms aligned.
@MainActor
public final class SheetAccessoryView: View {
  /// Points between the sheet's top and the accessories' bottom.
  public var gap = 8.0
  /// Points of height, above the sheet's lower detent, over which the accessories fade out.
  public var fadeDistance = 60.0
  /// Points between two accessories, and from the trailing edge.
  public var spacing = 16.0

  /// The accessories' opacity for a sheet showing `visibleHeight` points whose fade starts
  /// at `fadeStart` (its lower detent's height): 1 up to there, 0 `fadeDistance` above.
  public func opacity(visibleHeight: Double, fadeStart: Double) -> Double {
    guard fadeDistance > 0 else { return visibleHeight > fadeStart ? 0 : 1 }
    return min(max(1 - (visibleHeight - fadeStart) / fadeDistance, 0), 1)
  }

  public override func sizeThatFits(_ size: Size) -> Size {
    let height = subviews.map { max($0.sizeThatFits(size).height, 44) }.max() ?? 0
    return Size(width: size.width, height: height)
  }

  public override func layoutSubviews() {
    var trailing = bounds.width - spacing
    for accessory in subviews.reversed() {
      let size = accessory.sizeThatFits(Size(width: bounds.width, height: bounds.height))
      let width = max(Self.width(of: accessory, fitting: size), 44)
      let height = max(size.height, 44)
      accessory.frame = Rect(
        x: trailing - width, y: bounds.height - height, width: width, height: height)
      trailing -= width + spacing
    }
  }

  /// A button fills any width it is given, so its width is its title's and padding.
  private static func width(of accessory: View, fitting size: Size) -> Double {
    guard let button = accessory as? Button else { return size.width }
    let title = button.titleLabel.sizeThatFits(Size(width: .infinity, height: .infinity))
    return title.width + 32
  }
}
