/// The small rounded bar at the top of a sheet that says "you can drag this".
@MainActor
public final class GrabberView: View {
  public init(size: Size) {
    super.init(frame: Rect(origin: .zero, size: size))
    backgroundColor = Color(hex: 0xC7C7CC)
    cornerRadii = CornerRadii(all: size.height / 2)
    isUserInteractionEnabled = false
    accessibilityIdentifier = "grabber"
  }

  /// How far (points) around the bar a press still hits it when it takes taps: the bar is
  /// 5 points tall, far too small to aim at.
  public var hitOutset = Size.zero

  /// What a tap on the bar does (cycling the detents), when it takes taps; the keyboard's
  /// Space and Enter do the same while it has the focus.
  public var primaryAction: (() -> Void)?

  /// Up or Down while it has the focus: a larger or smaller detent (accessibility
  /// "adjustable"); returns whether it moved.
  public var adjustAction: ((Int) -> Bool)?

  public override func accessibilityAdjust(by step: Int) -> Bool { adjustAction?(step) ?? false }

  public override var canBecomeFocused: Bool { isUserInteractionEnabled && primaryAction != nil }

  public override func performPrimaryAction() { primaryAction?() }

  public override func point(inside point: Point) -> Bool {
    Rect(
      x: -hitOutset.width, y: -hitOutset.height, width: bounds.width + 2 * hitOutset.width,
      height: bounds.height + 2 * hitOutset.height
    ).contains(point)
  }
}
