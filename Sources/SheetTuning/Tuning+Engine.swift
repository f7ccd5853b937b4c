import SheetEngine

extension Tuning {
  /// The bottom sheet's style, for the presentation controller that takes a `SheetStyle`
  /// (keys `sheet.*`, and its stretch and dip springs `springs.stretch*`,
  /// `springs.sheetBounce*`).
  public var sheetStyle: SheetStyle {
    SheetStyle(
      duration: sheet.duration, curve: sheet.curve, dimAlpha: sheet.dimAlpha,
      cornerRadius: sheet.cornerRadius,
      grabberSize: Size(width: sheet.grabberWidth, height: sheet.grabberHeight),
      cornerCurve: sheet.continuousCorners ? .continuous : .circular,
      stretchSpring: Spring(
        response: springs.stretchResponse, dampingRatio: springs.stretchDamping),
      bounceSpring: Spring(
        response: springs.sheetBounceResponse, dampingRatio: springs.sheetBounceDamping),
      shadow: sheet.shadow, cardStack: cardStackStyle, floating: sheet.floating,
      glass: sheet.glass && sheet.floatingInset > 0 ? .regularLight : nil)
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
  /// How swipes on a bottom sheet decide and finish (keys `dismiss.*`, `springs.sheet*`,
  /// `list.handoffDismissFactor`).
  public var dismissBehavior: DismissBehavior {
    DismissBehavior(
      threshold: dismiss.threshold, projectionDeceleration: dismiss.projectionDeceleration,
      velocityRatio: dismiss.velocityRatio, usesSpring: dismiss.useSpring,
      springResponse: springs.sheetResponse, springDamping: springs.sheetDamping,
      flickDamping: springs.flickDamping, flickVelocity: springs.flickVelocity,
      rubberBands: dismiss.rubberBand, rubberBandConstant: list.rubberBand,
      momentumDismissFactor: list.handoffDismissFactor)
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

extension Tuning {
  /// The pages' motion inside a sheet (keys `sheetNavigation.*`), along the sheet's curve,
  /// with the navigation stack's dim and shadow (keys `navigation.pushDimming`,
  /// `navigation.shadow*`).
  public var sheetNavigationStyle: NavigationTransitionStyle {
    .sheetPages(
      duration: sheetNavigation.duration, timing: .curve(sheet.curve),
      parallax: sheetNavigation.parallax, stack: navigationTransitionStyle)
  }

  /// A back-swipe inside a sheet: the window's finish rule and completion (keys
  /// `navigation.*`), with the sheet pages' motion, so a released swipe runs on or back
  /// along the same curve as a Back tap.
  public var sheetBackSwipePolicy: BackSwipePolicy {
    let window = backSwipePolicy
    return BackSwipePolicy(
      layout: sheetNavigationStyle, finishRule: window.finishRule, completion: window.completion)
  }
}

/// The list sheet's contents and physics (keys `list.*`, `springs.bounce*`).
public struct ListConfiguration: Hashable, Sendable {
  public var rowCount: Int
  public var rowHeight: Double
  public var decelerationRate: Double
  public var rubberBandConstant: Double
  public var bounceSpring: Spring
}

/// Everything the app hands the engine, derived from one tuning in this one file: what a
/// screen or the ``Tuning`` in force gives the engine's objects when it builds them or when
/// a change applies. A key none of these values reads is dead: the test that changes every
/// key alone and requires this to change finds it, and a playback test requires each key
/// to change the motion of some scripted scenario.
public struct EngineConfiguration: Hashable, Sendable {
  public var sheetStyle: SheetStyle
  public var dismissBehavior: DismissBehavior
  /// How far (points) the pointer moves before a drag begins.
  public var slop: Double
  /// Where every pan's translation counts from: the press, or the slop crossing.
  public var dragStart: DragStart
  public var navigationTransitionStyle: NavigationTransitionStyle
  public var backSwipePolicy: BackSwipePolicy
  public var sheetBackSwipePolicy: BackSwipePolicy
  /// Whether a back-swipe must start at the left edge, and how wide that edge is.
  public var backSwipeEdgeOnly: Bool
  public var backSwipeEdgeWidth: Double
  public var list: ListConfiguration
  /// The 2/3 card: the sheet's style with the card's dim, at a fixed share of the container.
  public var cardStyle: SheetStyle
  public var cardLayout: ContainerFractionLayout
  /// The zoom's present and dismiss duration, seconds, and its curve.
  public var zoomDuration: Double
  public var zoomCurve: UnitBezier
  /// How a drag on the zoomed screen moves, shrinks and decides (keys `zoom.drag*`,
  /// `zoom.dismissThreshold`, `zoom.release*`).
  public var zoomDismiss: ZoomDismissBehavior
  /// The list sheet's detents (keys `detents.*`).
  public var listDetents: SheetDetentConfiguration
  /// How a scene sheet's medium and large detents are sized (key `detents.systemSizing`).
  public var detentSizing: SheetDetentSizing
  /// With Reduce Motion on (keys `motion.*`), how presentations, pushes and the zoom
  /// cross-fade; `nil` when they slide and grow.
  public var crossFade: CrossFade?
}

extension Tuning {
  /// The engine's values for this tuning.
  public var engineConfiguration: EngineConfiguration {
    EngineConfiguration(
      sheetStyle: sheetStyle, dismissBehavior: dismissBehavior, slop: gesture.slop,
      dragStart: dragStart,
      navigationTransitionStyle: navigationTransitionStyle, backSwipePolicy: backSwipePolicy,
      sheetBackSwipePolicy: sheetBackSwipePolicy, backSwipeEdgeOnly: navigation.edgeOnly,
      backSwipeEdgeWidth: navigation.edgeWidth,
      list: ListConfiguration(
        rowCount: list.rowCount, rowHeight: list.rowHeight,
        decelerationRate: list.decelerationRate, rubberBandConstant: list.rubberBand,
        bounceSpring: bounceSpring),
      cardStyle: cardStyle, cardLayout: cardLayout, zoomDuration: zoom.duration,
      zoomCurve: zoom.curve, zoomDismiss: zoom.dismissBehavior,
      listDetents: listDetents, detentSizing: detentSizing, crossFade: crossFade)
  }

  /// The Reduce Motion cross-fade (keys `motion.*`), or `nil` while it is off.
  public var crossFade: CrossFade? {
    motion.reduce ? CrossFade(duration: motion.crossFadeDuration) : nil
  }
}
