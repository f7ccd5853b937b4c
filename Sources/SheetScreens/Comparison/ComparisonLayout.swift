import SheetEngine

/// Where the devices of a compare session sit in the window: side by side along the top,
/// the first at the window's top-left corner, each `deviceSize` with `spacing` between them.
///
/// Every device is simulated at `deviceSize` with its own origin at (0, 0); the window places
/// device `i` at ``origin(ofDevice:)``.
public struct ComparisonLayout: Hashable, Sendable {
  /// Points between two devices: room to tell them apart, small enough to look across.
  public static let standardSpacing = 16.0

  public var deviceSize: Size
  public var deviceCount: Int
  public var spacing: Double

  public init(deviceSize: Size, deviceCount: Int = 2, spacing: Double = standardSpacing) {
    self.deviceSize = deviceSize
    self.deviceCount = deviceCount
    self.spacing = spacing
  }

  /// The strip under the devices that names each side's tuning (and, in the window, is
  /// clicked to pick the side the tuning panel edits).
  public static let labelStripHeight = 32.0

  /// The window area the devices and their label strip take.
  public var size: Size {
    Size(
      width: deviceSize.width * Double(deviceCount) + spacing * Double(deviceCount - 1),
      height: deviceSize.height + Self.labelStripHeight)
  }

  /// Device `index`'s label cell, under it in the strip.
  public func labelFrame(ofDevice index: Int) -> Rect {
    Rect(
      x: origin(ofDevice: index).x, y: deviceSize.height, width: deviceSize.width,
      height: Self.labelStripHeight)
  }

  /// Whether `point` is in the label strip (under the devices).
  public func isInLabelStrip(_ point: Point) -> Bool {
    point.y >= deviceSize.height && point.y < deviceSize.height + Self.labelStripHeight
  }

  /// Device `index`'s top-left corner in window points.
  public func origin(ofDevice index: Int) -> Point {
    Point(x: Double(index) * (deviceSize.width + spacing), y: 0)
  }

  /// Device `index`'s rectangle in window points.
  public func frame(ofDevice index: Int) -> Rect {
    let origin = origin(ofDevice: index)
    return Rect(
      x: origin.x, y: origin.y, width: deviceSize.width, height: deviceSize.height)
  }

  /// The device whose column holds `point`: the gap between two devices is split at its
  /// middle, and points left of the first or right of the last belong to those.
  public func device(at point: Point) -> Int {
    let pitch = deviceSize.width + spacing
    let column = Int(((point.x + spacing / 2) / pitch).rounded(.down))
    return min(max(column, 0), deviceCount - 1)
  }
}
