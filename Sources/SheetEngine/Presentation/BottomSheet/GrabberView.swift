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
}
