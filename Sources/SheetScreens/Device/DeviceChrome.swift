import SheetEngine
import SheetSession

/// What a real device's screen adds over the app (`--device`): its rounded corners, which
/// hide the corners of every frame, and the home indicator at the bottom of models without a
/// home button. Drawn over the frame in device points, so overlays, a comparison's sides and
/// a replay's pictures all show them; they take no input (on the device, the indicator's
/// system gesture never reaches the app either).
enum DeviceChrome {
  /// The home indicator: 134 x 5 pt, fully rounded, its bottom 8 pt above the screen's,
  /// centred; as drawn by iOS on the iPhone simulators (iPadOS draws the same bar).
  static let indicatorSize = Size(width: 134, height: 5)
  static let indicatorBottomGap = 8.0

  /// The items `device` draws over a frame of `size` points: the corner mask, then the
  /// home indicator (dark over light screens, light over dark ones, as iOS tints it).
  static func items(device: DevicePreset, appearance: Appearance, size: Size) -> [DisplayItem] {
    var items: [DisplayItem] = []
    let screen = Rect(origin: .zero, size: size)
    if device.cornerRadius > 0 {
      items.append(.stroke(cornerMask(radius: device.cornerRadius, screen: screen)))
    }
    if device.hasHomeIndicator {
      let rect = Rect(
        x: ((size.width - indicatorSize.width) / 2).rounded(),
        y: size.height - indicatorBottomGap - indicatorSize.height,
        width: indicatorSize.width, height: indicatorSize.height)
      items.append(
        .fill(
          RoundedRectFill(
            rect: rect, radii: CornerRadii(all: indicatorSize.height / 2),
            color: appearance == .dark ? .white : .black, clip: screen)))
    }
    return items
  }

  /// Black outside the screen's rounded shape: a ring whose inner edge is the screen's
  /// outline with `radius` (continuous corners) and which reaches `radius` beyond every
  /// edge, clipped to the screen, so only the four corners outside the curve are painted.
  /// (The stroke's inner edge is its outer path offset inwards: exact for the straight
  /// edges; along the curve it follows the continuous corner to within a small fraction of
  /// a point at these radii.)
  static func cornerMask(radius: Double, screen: Rect) -> RoundedRectStroke {
    let width = radius
    return RoundedRectStroke(
      rect: Rect(
        x: screen.minX - width, y: screen.minY - width, width: screen.width + 2 * width,
        height: screen.height + 2 * width),
      radii: CornerRadii(all: radius + width), curve: .continuous, color: .black,
      lineWidth: width, clip: screen)
  }
}

extension DeviceStyle {
  /// `list` as the device shows it: in dark colours when the appearance is dark, with the
  /// device's corners and home indicator over it.
  func finish(_ list: DisplayList, size: Size) -> DisplayList {
    var finished = appearance == .dark ? DarkPalette.resolve(list) : list
    if let device {
      finished.items += DeviceChrome.items(device: device, appearance: appearance, size: size)
    }
    return finished
  }
}
