import Foundation

/// A view that scrolls its content vertically, as `UIScrollView`: ``contentOffset`` is the
/// bounds origin, ``contentSize`` and ``contentInset`` give the scrollable range, and its
/// own ``panGestureRecognizer`` drives it.
///
/// - Dragging moves the content 1:1 inside the range and rubber-bands past the edges
///   (``ScrollPhysics/rubberBandOffset(forDistance:dimension:constant:)``). The drag is
///   applied incrementally from the offset on screen, so code may set the offset mid-drag
///   (an outer gesture pinning the list at its top) and the drag carries on from there.
/// - On release it decelerates by ``decelerationRate`` per millisecond, in closed form from
///   the release; where that path crosses an edge it hands over to the bounce spring at the
///   edge with the velocity it has there. Released while overscrolled, it springs back.
/// - A press while it moves stops it where it is; that press does not select or tap.
/// - Mouse-wheel steps (``scroll(byWheel:at:)``) glide to an accumulated target and bounce
///   softly at the edges.
///
/// All motion advances on the window's ``AnimationClock`` ticks and is computed from the time
/// elapsed since it started, so a replay lands on the same offsets as the live session.
/// Scrolling is vertical only; the x offset is left where it is set.
@MainActor
open class ScrollView: View, WheelScrollable {
  /// The wheel glide's curve, an ease-out cubic: it starts at 2.8× the average speed, so a
  /// step answers at once, and ends at rest.
  public static let wheelCurve = UnitBezier(0.215, 0.61, 0.355, 1)
  /// The length (points) of the rubber band a wheel step shows past an edge, a fraction of
  /// a drag's so a wheel only nudges the edge.
  public static let wheelOvershootLength = 40.0
  /// Duration of `setContentOffset(_:animated: true)`, seconds, as UIKit's.
  public static let offsetAnimationDuration = 0.3
  /// The indicator's thickness, points.
  public static let indicatorWidth = 3.0
  /// The indicator's margin from the right edge and the ends of its track, points.
  public static let indicatorInset = 3.0
  /// The shortest indicator while not overscrolled, points.
  public static let indicatorMinimumLength = 36.0
  /// How long the indicator stays after motion stops, seconds.
  public static let indicatorHideDelay = 0.5
  /// How long it then takes to fade out (linearly), seconds.
  public static let indicatorFadeDuration = 0.25

  public weak var delegate: ScrollViewDelegate?

  /// The size of the scrolled content, in its own coordinates (origin at 0, 0).
  public var contentSize: Size = .zero {
    didSet {
      guard contentSize != oldValue else { return }
      contentGeometryDidChange()
    }
  }

  /// Padding around the content: the offset ranges from `-contentInset.top` to
  /// `contentSize.height + contentInset.bottom - bounds.height`. A scroll view resting at its
  /// top when the top inset changes stays at the (new) top.
  public var contentInset: EdgeInsets = .zero {
    didSet {
      guard contentInset != oldValue else { return }
      if isIdle, boundsOrigin.y == -oldValue.top { setVerticalOffset(-contentInset.top) }
      contentGeometryDidChange()
    }
  }

  /// The point of the content at the top-left of the bounds. Setting it stops any
  /// deceleration, bounce or animated scroll (code wins), but not a drag.
  public var contentOffset: Point {
    get { boundsOrigin }
    set {
      stopMotion()
      boundsOrigin = newValue
    }
  }

  /// Every change, whoever makes it (a drag, a motion, code, an animator), reports
  /// `scrollViewDidScroll`, moves the indicator and asks for layout (a list re-tiles).
  public override var boundsOrigin: Point {
    didSet {
      if boundsOrigin != oldValue { didScroll() }
    }
  }

  /// Whether dragging or decelerating past an edge rubber-bands and bounces back; when
  /// `false` the offset stops dead at the edges.
  public var bounces = true
  /// Whether the pan begins (and rubber-bands) even when the content fits. Off by default,
  /// so a list shorter than its sheet leaves the drag to the sheet.
  public var alwaysBounceVertical = false
  /// The rubber band's constant c (UIKit: 0.55).
  public var rubberBandConstant = ScrollPhysics.defaultRubberBandConstant
  /// The per-millisecond velocity factor of the deceleration (UIKit: 0.998 normal, 0.99 fast).
  public var decelerationRate = ScrollPhysics.normalDecelerationRate
  /// The spring of bounces back to an edge.
  public var bounceSpring = ScrollPhysics.bounceSpring
  /// Seconds a wheel step takes to glide to its target.
  public var wheelAnimationDuration = 0.15
  public var showsVerticalScrollIndicator = true {
    didSet { layoutScrollIndicator() }
  }
  /// Extra insets of the indicator's track, beyond its fixed 3 pt margins.
  public var verticalScrollIndicatorInsets: EdgeInsets = .zero {
    didSet { layoutScrollIndicator() }
  }

  /// The pan that drags the content. Disable it (or refuse it through its delegate) to let
  /// an outer gesture own a drag; disabling it mid-drag cancels the drag.
  public let panGestureRecognizer: PanGestureRecognizer

  /// Whether a pointer is down on the scroll view (it may not have started dragging).
  public private(set) var isTracking = false
  /// Whether the content is following the pointer.
  public internal(set) var isDragging = false
  /// The content offset when the current (or last) drag took hold, before any of the pan's
  /// translation was applied: an observer of the pan's `.began` (a list/sheet hand-off)
  /// reads the first step's movement from it.
  public internal(set) var dragStartContentOffset = Point.zero
  /// Whether it is moving on after a drag: decelerating or bouncing.
  public var isDecelerating: Bool { motion?.reason == .deceleration }
  /// Whether the content is at (or pulled down past) its top.
  public var isAtTop: Bool { contentOffset.y <= -contentInset.top + 0.5 }

  /// The current rate of change of the content offset, points per second: the finger's
  /// (negated) while dragging, the motion's while moving on its own, zero at rest.
  public var velocity: Point {
    if isDragging { return Point(x: 0, y: 0 - panGestureRecognizer.velocity(in: self).y) }
    return Point(x: 0, y: motion?.sample.velocity ?? 0)
  }

  /// The smallest offset at rest: minus the top and left insets.
  public var minimumContentOffset: Point {
    Point(x: 0 - contentInset.left, y: 0 - contentInset.top)  // 0 - 0 is +0, not -0
  }

  /// The largest offset at rest: the content's far edge plus its inset at the bounds' far
  /// edge, and never less than the minimum.
  public var maximumContentOffset: Point {
    Point(
      x: max(minimumContentOffset.x, contentSize.width + contentInset.right - bounds.width),
      y: max(minimumContentOffset.y, contentSize.height + contentInset.bottom - bounds.height))
  }

  /// Whether the content with its insets is taller than the bounds.
  public var canScrollVertically: Bool {
    contentSize.height + contentInset.top + contentInset.bottom > bounds.height
  }

  /// The thin indicator, a subview kept above the content.
  let verticalScrollIndicator = View()
  /// Whether the current press stopped a motion (so it must not select anything).
  private(set) var pressStoppedMotion = false

  var motion: ScrollMotion? {
    didSet { motionGeneration += 1 }
  }
  /// Counts motion replacements, so a tick notices a delegate replacing the motion.
  var motionGeneration = 0
  /// The pan translation already applied to the offset.
  var appliedDragTranslation = 0.0
  /// The running burst of wheel steps: its target at rest and its latest step's timestamp.
  var wheelBurst: (target: Double, timestamp: Double)?
  /// Seconds since motion stopped, while the indicator waits to fade.
  var indicatorIdleTime: Double?
  private let ticker = ScrollViewTicker()
  private weak var registeredClock: AnimationClock?
  private var lastLayoutSize: Size?

  public override init(frame: Rect = .zero) {
    let pan = ScrollViewPanGestureRecognizer()
    panGestureRecognizer = pan
    super.init(frame: frame)
    clipsToBounds = true
    pan.scrollView = self
    pan.addAction { [weak self] recognizer in self?.panDidChange(recognizer.state) }
    addGestureRecognizer(pan)
    ticker.scrollView = self
    verticalScrollIndicator.isUserInteractionEnabled = false
    verticalScrollIndicator.backgroundColor = Color.black.withAlpha(0.35)
    verticalScrollIndicator.cornerRadii = CornerRadii(all: Self.indicatorWidth / 2)
    verticalScrollIndicator.alpha = 0
    addSubview(verticalScrollIndicator)
  }

  // MARK: - Programmatic scrolling

  /// Halts a deceleration, bounce or animated scroll where it is, even past an edge: the
  /// caller takes over the offset (a sheet taking a fling over from its list). No delegate
  /// callback reports the interrupted motion.
  public func stopMotion() {
    wheelBurst = nil
    guard motion != nil else { return }
    motion = nil
    noteMotionStopped()
  }

  /// Moves the content to `offset`, over 0.3 s with an ease-in-ease-out when `animated`
  /// (the x offset changes at once). The offset is not clamped, as UIKit's is not.
  public func setContentOffset(_ offset: Point, animated: Bool) {
    stopMotion()
    guard animated, window != nil, offset.y != boundsOrigin.y else {
      boundsOrigin = offset
      return
    }
    setVerticalOffset(boundsOrigin.y, x: offset.x)
    motion = ScrollMotion(
      reason: .animation,
      phase: .animating(
        from: boundsOrigin.y, to: offset.y, duration: Self.offsetAnimationDuration,
        curve: .easeInEaseOut, settle: offset.y),
      spring: bounceSpring, bounces: bounces)
    revealIndicator()
    updateTicking()
  }

  /// Scrolls by a mouse-wheel step of `dy` points, with the ``InputEvent`` wheel's sign
  /// (positive moves toward the top of the content); `timestamp` is the event's, in ms.
  ///
  /// The offset glides to the target over ``wheelAnimationDuration`` along ``wheelCurve``.
  /// Steps add up: a step at most that long after the previous one (by timestamps), while
  /// the glide runs, moves the burst's target on rather than starting from the offset on
  /// screen, so a fast spin of the wheel travels further and faster. Past an edge the target
  /// stays at the edge and the glide overshoots by a small rubber band (over
  /// ``wheelOvershootLength``), then springs back: a wheel never leaves the content past its
  /// edge. Ignored during a drag.
  ///
  /// Returns whether the scroll view took the step: `false` when its content fits (and it
  /// does not ``alwaysBounceVertical``), so the caller can offer it to an outer view.
  @discardableResult
  public func scroll(byWheel dy: Double, at timestamp: Double) -> Bool {
    guard dy.isFinite, timestamp.isFinite, canScrollVertically || alwaysBounceVertical else {
      return false
    }
    guard !isDragging, dy != 0 else { return true }
    let y = boundsOrigin.y
    var base = clampedOffset(y)
    if let burst = wheelBurst, isGliding, timestamp >= burst.timestamp,
      timestamp - burst.timestamp <= wheelAnimationDuration * 1000
    {
      base = burst.target
    }
    let target = clampedOffset(base - dy)
    let overshoot =
      bounces
      ? ScrollPhysics.rubberBandOffset(
        forDistance: base - dy - target, dimension: Self.wheelOvershootLength,
        constant: rubberBandConstant)
      : 0
    motion = nil
    wheelBurst = (target, timestamp)
    guard window != nil else {
      setVerticalOffset(target)
      return true
    }
    guard target + overshoot != y else {
      noteMotionStopped()
      return true
    }
    motion = ScrollMotion(
      reason: .wheel,
      phase: .animating(
        from: y, to: target + overshoot, duration: max(wheelAnimationDuration, 1e-3),
        curve: Self.wheelCurve, settle: target),
      spring: bounceSpring, bounces: bounces)
    revealIndicator()
    updateTicking()
    return true
  }

  // MARK: - Layout

  open override func layoutSubviews() {
    super.layoutSubviews()
    if lastLayoutSize != bounds.size {
      lastLayoutSize = bounds.size
      clampOffsetIfIdle()
    }
    if subviews.last !== verticalScrollIndicator { addSubview(verticalScrollIndicator) }
    layoutScrollIndicator()
  }

  /// The view's own condition on its pan: content to scroll (or ``alwaysBounceVertical``)
  /// and a drag at least as vertical as horizontal, so a sideways drag is left to
  /// recognizers behind it (a back-swipe).
  func panShouldBegin(translation: Point) -> Bool {
    guard canScrollVertically || alwaysBounceVertical else { return false }
    return abs(translation.y) >= abs(translation.x)
  }

  /// The pan saw a press: a moving scroll view stops where it is.
  func pointerDidPress() {
    isTracking = true
    pressStoppedMotion = motion != nil
    stopMotion()
  }

  /// The pointer sequence is over: a press that stopped a bounce without dragging lets it
  /// spring back.
  func pointerSequenceDidEnd() {
    isTracking = false
    pressStoppedMotion = false
    if isIdle { settleIntoRange() }
  }

  // MARK: - Frame ticks, for subclasses in the engine

  /// Whether a subclass needs frame ticks (a list's highlight delay).
  var needsFrameTicks: Bool { false }

  /// Called on every frame tick while ticks are needed, after the motion advanced.
  func frameDidAdvance(by delta: Double) {}

  /// Registers with the window's clock while anything needs ticks, and leaves it after.
  func updateTicking() {
    let needed = motion != nil || indicatorIdleTime != nil || needsFrameTicks
    if needed {
      guard registeredClock == nil, let clock = window?.animationClock else { return }
      clock.addTicker(ticker)
      registeredClock = clock
    } else if let clock = registeredClock {
      clock.removeTicker(ticker)
      registeredClock = nil
    }
  }

  fileprivate func advanceFrame(by delta: Double) {
    if var current = motion {
      let sample = current.advance(by: delta)
      motion = current
      let generation = motionGeneration
      setVerticalOffset(sample.offset)
      revealIndicator()
      if sample.isFinished, generation == motionGeneration { finishMotion(current.reason) }
    } else if let idle = indicatorIdleTime, !isDragging {
      let time = idle + delta
      let fade = (time - Self.indicatorHideDelay) / Self.indicatorFadeDuration
      verticalScrollIndicator.alpha = fade <= 1e-9 ? 1 : max(0, 1 - fade)
      indicatorIdleTime = verticalScrollIndicator.alpha > 0 ? time : nil
    }
    frameDidAdvance(by: delta)
    updateTicking()
  }

  // MARK: - Motion bookkeeping

  var isIdle: Bool { !isDragging && motion == nil }

  var isGliding: Bool {
    guard let motion, motion.reason == .wheel, case .animating = motion.phase else {
      return false
    }
    return true
  }

  func finishMotion(_ reason: ScrollMotion.Reason) {
    motion = nil
    if reason == .wheel { wheelBurst = nil }
    if reason != .animation, settleIntoRange() { return }
    switch reason {
    case .deceleration: delegate?.scrollViewDidEndDecelerating(self)
    case .wheel, .animation: delegate?.scrollViewDidEndScrollingAnimation(self)
    }
    noteMotionStopped()
  }

  /// Springs back into range if the offset rests outside it (the content shrank under a
  /// motion, or a press stopped a bounce); returns whether it started a spring.
  @discardableResult
  func settleIntoRange() -> Bool {
    let y = boundsOrigin.y
    let target = clampedOffset(y)
    guard target != y else { return false }
    guard bounces, window != nil else {
      setVerticalOffset(target)
      return false
    }
    motion = ScrollMotion(
      reason: .deceleration,
      phase: .springing(anchor: target, displacement: y - target, velocity: 0),
      spring: bounceSpring, bounces: bounces)
    updateTicking()
    return true
  }

  func noteMotionStopped() {
    if isIdle, verticalScrollIndicator.alpha > 0 { indicatorIdleTime = 0 }
    updateTicking()
  }

}

/// The scroll view's registration with the clock, kept out of its public interface.
@MainActor
private final class ScrollViewTicker: FrameTicking {
  weak var scrollView: ScrollView?

  func tick(_ delta: Double) {
    scrollView?.advanceFrame(by: delta)
  }
}
