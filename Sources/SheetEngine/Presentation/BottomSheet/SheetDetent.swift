/// A height a sheet can rest at, as UIKit's `UISheetPresentationController.Detent`:
/// as tall as its content (the standard sheet's only one), half the container, the container below
/// the top safe-area inset, or a custom fraction of the container.
public enum SheetDetent: Hashable, Sendable {
  case fitsContent
  case medium
  case large
  /// A share of the container's height, 0...1.
  case fraction(Double)

  /// The stable name the state snapshot reports: "fitsContent", "medium", "large",
  /// "fraction:0.4".
  public var identifier: String {
    switch self {
    case .fitsContent: "fitsContent"
    case .medium: "medium"
    case .large: "large"
    case .fraction(let value): "fraction:\(value)"
    }
  }

  /// The sheet's height at this detent in a container `containerHeight` tall whose top
  /// `topInset` points are reserved, for content that asks for `fittingHeight` (bottom
  /// inset included). No detent is taller than the content asks for or than large: a
  /// sheet never shows blank space below its content, and a list of two rows at medium
  /// is as tall as its rows (so a row-count change there moves the sheet's height).
  public func height(containerHeight: Double, topInset: Double, fittingHeight: Double) -> Double {
    let large = containerHeight - topInset
    let wanted: Double
    switch self {
    case .fitsContent: wanted = fittingHeight
    case .medium: wanted = containerHeight / 2
    case .large: wanted = large
    case .fraction(let value): wanted = containerHeight * value
    }
    return min(wanted, fittingHeight, large)
  }
}
