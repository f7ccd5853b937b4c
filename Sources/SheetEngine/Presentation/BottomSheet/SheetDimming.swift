/// How much of a sheet's dim shows at a height, for sheets with an undimmed detent
/// (UIKit's `largestUndimmedDetentIdentifier`).
public enum SheetDimming {
  /// The dim's strength, 0...1, for a sheet `height` points tall: 0 at or below the largest
  /// undimmed detent's height, 1 at or above the next detent's, and in between following
  /// the position linearly. Without an undimmed detent (`undimmedHeight` nil) it is 1;
  /// without a larger detent it is 0.
  public static func fraction(height: Double, undimmedHeight: Double?, nextHeight: Double?)
    -> Double
  {
    guard let undimmedHeight else { return 1 }
    guard let nextHeight, nextHeight > undimmedHeight else { return 0 }
    return min(max((height - undimmedHeight) / (nextHeight - undimmedHeight), 0), 1)
  }
}
