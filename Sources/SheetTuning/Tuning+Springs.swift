extension Tuning {
  /// Springs in SwiftUI's response / damping-ratio form (keys `springs.*`): response is the
  /// undamped period in seconds, damping ratio 1 is critical.
  public struct Springs: Hashable, Sendable {
    /// Response of the sheet's snap and dismiss spring, seconds.
    public var sheetResponse: Double
    /// Damping ratio of the sheet spring after a slow release.
    public var sheetDamping: Double
    /// Damping ratio of the sheet spring after a flick.
    public var flickDamping: Double
    /// Release speed above which a release counts as a flick, points per second.
    public var flickVelocity: Double
    /// Response of the push / pop spring, seconds.
    public var navigationResponse: Double
    /// Damping ratio of the push / pop spring.
    public var navigationDamping: Double
    /// Response of the spring that returns an overscrolled list, seconds.
    public var bounceResponse: Double
    /// Damping ratio of the overscroll bounce-back spring.
    public var bounceDamping: Double
    /// Response of the spring that lets a rubber-banded sheet back down, seconds.
    public var stretchResponse: Double
    /// Damping ratio of the stretch spring.
    public var stretchDamping: Double
    /// Response of the resting sheet's dip when a list's fling reaches its top, seconds.
    public var sheetBounceResponse: Double
    /// Damping ratio of the sheet's dip.
    public var sheetBounceDamping: Double

    init() {
      sheetResponse = 0
      sheetDamping = 0
      flickDamping = 0
      flickVelocity = 0
      navigationResponse = 0
      navigationDamping = 0
      bounceResponse = 0
      bounceDamping = 0
      stretchResponse = 0
      stretchDamping = 0
      sheetBounceResponse = 0
      sheetBounceDamping = 0
    }
  }
}
