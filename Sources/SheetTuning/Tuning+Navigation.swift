import SheetEngine

extension Tuning {
  /// The navigation controller's push / pop and its interactive back-swipe (keys
  /// `navigation.*`).
  public struct Navigation: Hashable, Sendable {
    /// Push / pop duration, and the longest back-swipe completion, seconds.
    public var duration: Double
    /// Finish a released back-swipe past this fraction of the width.
    public var threshold: Double
    /// Without projection, also finish when released faster than this, points per second.
    public var velocityThreshold: Double
    /// Finish if progress + projectionTime * velocity / width passes the threshold.
    public var projection: Bool
    /// Seconds of release velocity added to the progress when projecting.
    public var projectionTime: Double
    /// Complete a released back-swipe at the finger's speed, capped at `duration`.
    public var keepFingerSpeed: Bool
    /// Animate programmatic push / pop with the navigation spring instead of `duration`.
    public var useSpring: Bool
    /// How far left the lower page starts, as a fraction of the width.
    public var parallax: Double
    /// Opacity of the lower page when fully covered; it fades to 1 as it is revealed.
    public var lowerOpacity: Double
    /// Alpha of the black dim over the lower page when fully covered.
    public var dimming: Double
    /// Duration of a button or key push / pop (not a back-swipe), seconds.
    public var pushDuration: Double
    /// How far left the lower page sits during a push / pop, as a fraction of the width.
    public var pushParallax: Double
    /// Alpha of the black dim over the lower page during a push / pop.
    public var pushDimming: Double
    /// Blur radius of the shadow on the upper page's leading edge, points.
    public var shadowRadius: Double
    /// Shadow opacity with the upper page fully shown.
    public var shadowOpacityStart: Double
    /// Shadow opacity with the upper page fully swiped away.
    public var shadowOpacityEnd: Double
    /// Begin a back-swipe only near the leading edge instead of anywhere.
    public var edgeOnly: Bool
    /// Width of the leading-edge strip when `edgeOnly` is on, points.
    public var edgeWidth: Double

    init() {
      duration = 0
      threshold = 0
      velocityThreshold = 0
      projection = false
      projectionTime = 0
      keepFingerSpeed = false
      useSpring = false
      parallax = 0
      lowerOpacity = 0
      dimming = 0
      pushDuration = 0
      pushParallax = 0
      pushDimming = 0
      shadowRadius = 0
      shadowOpacityStart = 0
      shadowOpacityEnd = 0
      edgeOnly = false
      edgeWidth = 0
    }
  }
}
