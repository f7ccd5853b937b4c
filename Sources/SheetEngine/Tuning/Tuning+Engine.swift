extension Tuning {
  /// The bottom sheet's style, for the presentation controller that takes a `SheetStyle`.
  public var sheetStyle: SheetStyle {
    SheetStyle(
      duration: sheet.duration, curve: sheet.curve, dimAlpha: sheet.dimAlpha,
      cornerRadius: sheet.cornerRadius,
      grabberSize: Size(width: sheet.grabberWidth, height: sheet.grabberHeight),
      cornerCurve: sheet.continuousCorners ? .continuous : .circular)
  }

  /// The sheet's snap / dismiss spring for a release at `speed` points per second
  /// (either sign): under-damped after a flick, as FloatingPanel does.
  public func sheetSpring(releaseSpeed speed: Double) -> Spring {
    let isFlick = abs(speed) > springs.flickVelocity
    return Spring(
      response: springs.sheetResponse,
      dampingRatio: isFlick ? springs.flickDamping : springs.sheetDamping)
  }

  /// The push / pop spring.
  public var navigationSpring: Spring {
    Spring(response: springs.navigationResponse, dampingRatio: springs.navigationDamping)
  }

  /// The spring that returns an overscrolled list to its edge.
  public var bounceSpring: Spring {
    Spring(response: springs.bounceResponse, dampingRatio: springs.bounceDamping)
  }
}

extension Tuning {
  /// How swipes on a bottom sheet decide and finish (keys `dismiss.*`, `springs.sheet*`).
  public var dismissBehavior: DismissBehavior {
    DismissBehavior(
      threshold: dismiss.threshold, projectionDeceleration: dismiss.projectionDeceleration,
      velocityRatio: dismiss.velocityRatio, usesSpring: dismiss.useSpring,
      springResponse: springs.sheetResponse, springDamping: springs.sheetDamping,
      flickDamping: springs.flickDamping, flickVelocity: springs.flickVelocity,
      rubberBands: dismiss.rubberBand, rubberBandConstant: list.rubberBand)
  }
}

extension Tuning {
  /// Push and pop by button or key: the seed curve (or the navigation spring), the page
  /// below at `pushParallax` under a `pushDimming` dim (keys `navigation.push*`).
  public var navigationTransitionStyle: NavigationTransitionStyle {
    NavigationTransitionStyle(
      duration: navigation.pushDuration,
      timing: navigation.useSpring ? .spring(navigationSpring) : .curve(sheet.curve),
      parallax: navigation.pushParallax, dimAlpha: navigation.pushDimming,
      coveredOpacity: 1, shadowRadius: navigation.shadowRadius,
      shadowOpacity: navigation.shadowOpacityStart,
      revealedShadowOpacity: navigation.shadowOpacityEnd)
  }

  /// The back-swipe: linear while dragging, then ease-out (seed) or the spring (fluid), the
  /// seed BackSwipeNavigationController's layout; the finish rule and whether the completion
  /// keeps the finger's speed.
  public var backSwipePolicy: BackSwipePolicy {
    let layout = NavigationTransitionStyle(
      duration: navigation.duration,
      timing: navigation.useSpring ? .spring(navigationSpring) : .easeOut,
      parallax: navigation.parallax, dimAlpha: navigation.dimming,
      coveredOpacity: navigation.lowerOpacity, shadowRadius: navigation.shadowRadius,
      shadowOpacity: navigation.shadowOpacityStart,
      revealedShadowOpacity: navigation.shadowOpacityEnd)
    let rule: BackSwipePolicy.FinishRule =
      navigation.projection
      ? .projection(velocityWeight: navigation.projectionTime, threshold: navigation.threshold)
      : .thresholds(progress: navigation.threshold, velocity: navigation.velocityThreshold)
    return BackSwipePolicy(
      layout: layout, finishRule: rule,
      completion: navigation.keepFingerSpeed ? .keepingSpeed : .alongCurve)
  }
}
