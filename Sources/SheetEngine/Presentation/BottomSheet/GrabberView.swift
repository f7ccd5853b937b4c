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

  public override func point(inside point: Point) -> Bool {
    Rect(
      x: -hitOutset.width, y: -hitOutset.height, width: bounds.width + 2 * hitOutset.width,
      height: bounds.height + 2 * hitOutset.height
    ).contains(point)
  }
}
