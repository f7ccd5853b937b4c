/// A height a sheet can rest at, as UIKit's `UISheetPresentationController.Detent`:
/// as tall as its content (the standard sheet's only one, and iOS's custom detent that
/// resolves to the content's height, SwiftUI's fitted sizing), half the container, the
/// container below the top safe-area inset, or a custom fraction of the container.
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
  /// inset included), sized by `sizing` (docs/MOTION.md, "Detents"). No detent is taller
  /// than large. Capped by the content (the articles'), no detent is taller than the content
  /// asks for either: a sheet never shows blank space below its content, and a list of two
  /// rows at medium is as tall as its rows. Sized as iOS sizes them, medium and large are
  /// half the container and full height whatever the content; only ``fitsContent`` follows it.
  public func height(
    containerHeight: Double, topInset: Double, fittingHeight: Double,
    sizing: SheetDetentSizing = .cappedByContent
  ) -> Double {
    let large = containerHeight - topInset
    let wanted: Double
    switch self {
    case .fitsContent: wanted = fittingHeight
    case .medium: wanted = containerHeight / 2
    case .large: wanted = large
    case .fraction(let value): wanted = containerHeight * value
    }
    switch sizing {
    case .cappedByContent: return min(wanted, fittingHeight, large)
    case .system: return min(wanted, large)
    }
  }
}

/// How a sheet's detents other than ``SheetDetent/fitsContent`` are sized
/// (docs/MOTION.md, "Detents").
public enum SheetDetentSizing: Hashable, Sendable {
  /// Each detent is at most the content's height: the seed articles' sheets, which fit their
  /// content, and the playground before issue 38.
  case cappedByContent
  /// As `UISheetPresentationController` sizes them: medium half the container and large
  /// full height whatever the content; a sheet that should fit its content asks for
  /// ``SheetDetent/fitsContent``.
  case system
}
