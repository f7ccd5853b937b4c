import SheetEngine

/// The smallest window the session accepts: the device at its smallest plus, while it is
/// open, the inspector, so a narrower window never squeezes the device (a 160-point device
/// broke "Text sheet" mid-word) and the window manager refuses what would.
///
/// A device that follows the window (one device, live) may shrink to ``smallestDevice``
/// (or the size it started at, when that is smaller: `--size 390x400`); a comparison's or a
/// replay's devices keep their size, so the window is never smaller than they are.
struct WindowMinimum: Equatable, Sendable {
  static let smallestDevice = Size(width: 320, height: 480)

  /// The smallest device and what is beside and under it.
  package var device: Size
  package var stripHeight: Double

  package init(startDevice: Size, deviceFollowsWindow: Bool, stripHeight: Double) {
    device =
      deviceFollowsWindow
      ? Size(
        width: min(Self.smallestDevice.width, startDevice.width),
        height: min(Self.smallestDevice.height, startDevice.height))
      : startDevice
    self.stripHeight = stripHeight
  }

  /// The window's minimum with `inspectorWidth` beside the device (0 when closed).
  package func size(inspectorWidth: Double) -> Size {
    Size(width: device.width + inspectorWidth, height: device.height + stripHeight)
  }
}
