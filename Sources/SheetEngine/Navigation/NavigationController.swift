/// A stack of screens with the top one visible, as `UINavigationController`: push, pop, pop
/// to root or to a page, animated or not, with a ``NavigationControllerDelegate`` that may
/// supply the animator and the interaction controller of each transition, and a
/// ``NavigationBar`` shared by the pages (title, back button) on every page but the root.
///
/// Like UIKit, the stack (``viewControllers``) changes as soon as an operation starts; a
/// cancelled interactive pop puts it back. A transition runs through a ``TransitionContext``
/// and an interruptible ``PropertyAnimator``, exactly as a presentation does, so a
/// ``PercentDrivenInteractiveTransition`` can drive a pop from a gesture and grab it again
/// while it settles.
///
/// Decisions where UIKit is vague or unsafe: a push or pop requested while a transition
/// runs is ignored (never queued: a double click on a push button pushes one page), except a
/// pop during a non-interactive push, which reverses the push from where it is (as a tap on
/// the dim reverses a sheet still arriving). While a transition runs, presses land on the
/// navigation controller's view itself, so no button on a moving page fires.
@MainActor
public final class NavigationController: ViewController {
  public private(set) var viewControllers: [ViewController] = []
  /// Supplies animators and interaction controllers. Held strongly, as
  /// ``ViewController/transitioningDelegate`` is (UIKit's weak delegate silently loses them).
  public var delegate: NavigationControllerDelegate?
  /// The numbers of the default push and pop animators.
  public var transitionStyle = NavigationTransitionStyle.standard
  /// With Reduce Motion, how pushes and pops that run on their own cross-fade instead of
  /// sliding (a back-swipe still slides with the finger); `nil` slides them.
  public var crossFade: CrossFade?
  /// Whether the root page gets a bar too; off by default because a root page usually shows
  /// its own large title.
  public var showsNavigationBarAtRoot = false {
    didSet { updateBars(keeping: nil) }
  }
  /// Whether pages get bars at all; off for a stack inside a sheet, whose pages show their
  /// own titles and back buttons (a full-width bar would crowd a small sheet).
  public var showsNavigationBars = true {
    didSet { updateBars(keeping: nil) }
  }
  /// A view kept above every page, filling the navigation's view and never moved by a
  /// transition: chrome that belongs to the container rather than to a page (a sheet's
  /// grabber). Pages are always inserted below it; it should not take presses (turn its
  /// `isUserInteractionEnabled` off) unless it means to.
  public var overlayView: View? {
    didSet {
      if oldValue !== overlayView { oldValue?.removeFromSuperview() }
      if let overlayView { view.addSubview(overlayView) }
      view.setNeedsLayout()
    }
  }

  private var transition: NavigationTransition?
  /// The stack's one bar, moved between the container and a page as transitions need.
  private lazy var bar = makeBar()
  /// The pages that have a bar: those of the stack the settings give one, and a page
  /// leaving in a transition that had one.
  private var barredPages: Set<ObjectIdentifier> = []

  /// `screenID` is what the state snapshot reports for the stack when it is presented (a
  /// sheet that navigates reports its first page's id).
  public init(rootViewController: ViewController, screenID: String = "navigation") {
    super.init(screenID: screenID)
    setViewControllers([rootViewController])
  }

  public var topViewController: ViewController? { viewControllers.last }

  /// The transition in flight, for the state snapshot: kind "push" or "pop", whether a
  /// gesture drives it, and its progress (0 at the start, 1 at the end).
  public var transitionState: StateSnapshot.TransitionState? {
    transition.map {
      StateSnapshot.TransitionState(
        kind: $0.operation.rawValue, interactive: $0.context.isInteractive,
        progress: $0.progress)
    }
  }

  /// The running transition's coordinator, to animate alongside it.
  public var transitionCoordinator: TransitionCoordinator? { transition?.coordinator }

  public override func loadView() -> View {
    let container = NavigationContainerView()
    container.controller = self
    return container
  }

  // MARK: - Stack operations

  /// Replaces the whole stack; the stack is never left empty. Animated, it pushes the new top
  /// when it was not in the stack and pops to it otherwise.
  public func setViewControllers(_ controllers: [ViewController], animated: Bool = false) {
    precondition(!controllers.isEmpty, "a navigation stack always has a root")
    show(controllers, animated: animated)
  }

  /// Pushes `controller` on top; ignored while a transition runs or if it is already here.
  public func pushViewController(_ controller: ViewController, animated: Bool) {
    guard !viewControllers.contains(where: { $0 === controller }) else { return }
    show(viewControllers + [controller], animated: animated)
  }

  /// Pops the top screen; the root is never popped. Returns the popped controller, or `nil`
  /// when nothing was popped.
  @discardableResult
  public func popViewController(animated: Bool) -> ViewController? {
    guard viewControllers.count > 1 else { return nil }
    return popToViewController(viewControllers[viewControllers.count - 2], animated: animated)?
      .last
  }

  /// Pops everything above the root; returns the popped controllers, bottom first.
  @discardableResult
  public func popToRootViewController(animated: Bool) -> [ViewController]? {
    guard let root = viewControllers.first else { return nil }
    return popToViewController(root, animated: animated)
  }

  /// Pops everything above `controller` with one transition from the top page straight to
  /// it; returns the popped controllers, bottom first, or `nil` when nothing was popped.
  /// A pop while a push is still animating on its own reverses that push instead.
  @discardableResult
  public func popToViewController(
    _ controller: ViewController, animated: Bool
  ) -> [ViewController]? {
    if let running = transition {
      if running.operation == .push, !running.context.isInteractive,
        !running.context.transitionWasCancelled
      {
        running.reverse()
      }
      return nil
    }
    guard let index = viewControllers.firstIndex(where: { $0 === controller }),
      index < viewControllers.count - 1
    else { return nil }
    let popped = Array(viewControllers[(index + 1)...])
    return show(Array(viewControllers[...index]), animated: animated) ? popped : nil
  }

  /// Keyboard back (the runtime's key bindings decide which keys): pops the top page when
  /// there is one to pop, or a pop is settling, and nothing is presented over the stack.
  /// Returns whether it popped.
  public func popForKeyboard() -> Bool {
    guard presentedViewController == nil else { return false }
    if transition != nil {
      popViewController(animated: true)
      return true
    }
    return popViewController(animated: true) != nil
  }

  // MARK: - Navigation bars

  /// Height of a page's bar: the window's top safe-area inset plus the bar's content.
  public var navigationBarHeight: Double {
    (view.window?.safeAreaInsets.top ?? 0) + NavigationBar.contentHeight
  }

  /// The stack's one bar if `controller`'s page has a bar (the page leaving in a
  /// transition keeps it until the transition ends).
  public func navigationBar(for controller: ViewController) -> NavigationBar? {
    barredPages.contains(ObjectIdentifier(controller)) ? bar : nil
  }

  /// Where a page's own content should start: below its bar, or below the top safe area
  /// when it has none.
  public func contentTop(for controller: ViewController) -> Double {
    navigationBar(for: controller) == nil
      ? view.window?.safeAreaInsets.top ?? 0 : navigationBarHeight
  }

  /// The bar when it rides on `page` (a page view in the container), for the container's
  /// layout.
  func bar(in page: View) -> NavigationBar? {
    bar.superview === page ? bar : nil
  }

  /// The bar when it sits on the container above the pages.
  var containerBar: NavigationBar? {
    bar.superview === view ? bar : nil
  }

  /// What the bar shows for `controller` at `index` of `stack`: its title, and the
  /// previous page's title for the back button when there is one.
  private func barItem(at index: Int, of stack: [ViewController]) -> NavigationBarItem {
    NavigationBarItem(
      title: stack[index].title, backTitle: index > 0 ? stack[index - 1].title : nil,
      trailingTitle: stack[index].trailingBarButtonItem?.title)
  }

  private func barItem(for controller: ViewController, in stack: [ViewController])
    -> NavigationBarItem?
  {
    stack.firstIndex { $0 === controller }.map { barItem(at: $0, of: stack) }
  }

  /// Decides which pages have a bar (`leaving` keeps its own until its transition ends)
  /// and, with no transition running, shows the top page's contents on the bar at rest,
  /// above the pages, or takes the bar away when the top page has none.
  private func updateBars(keeping leaving: ViewController?) {
    var wanted: Set<ObjectIdentifier> = []
    for (index, controller) in viewControllers.enumerated()
    where showsNavigationBars && (index > 0 || showsNavigationBarAtRoot) {
      wanted.insert(ObjectIdentifier(controller))
    }
    if let leaving, barredPages.contains(ObjectIdentifier(leaving)) {
      wanted.insert(ObjectIdentifier(leaving))
    }
    barredPages = wanted
    if transition == nil {
      if let top = topViewController, wanted.contains(ObjectIdentifier(top)) {
        placeBarOnContainer()
        bar.show(barItem(at: viewControllers.count - 1, of: viewControllers))
      } else {
        bar.removeFromSuperview()
      }
    }
    view.setNeedsLayout()
  }

  /// Puts the bar on the container above every page, below the overlay view.
  private func placeBarOnContainer() {
    guard bar.superview !== view || view.subviews.last(where: { $0 !== overlayView }) !== bar
    else { return }
    bar.removeFromSuperview()
    if let overlayView, overlayView.superview === view {
      view.insertSubview(bar, belowSubview: overlayView)
    } else {
      view.addSubview(bar)
    }
  }

  /// Sets the bar up for a transition from `oldStack` to the current stack: between two
  /// pages with a bar it stays on the container and its contents follow the transition's
  /// progress alongside it; when only one of them has a bar, the bar rides on that page.
  private func prepareBar(
    for operation: Operation, from: ViewController, to: ViewController,
    oldStack: [ViewController], coordinator: TransitionCoordinator,
    animationController: AnimatedTransitioning
  ) {
    let (top, lower) = operation == .push ? (to, from) : (from, to)
    let (topStack, lowerStack) =
      operation == .push ? (viewControllers, oldStack) : (oldStack, viewControllers)
    let topItem =
      barredPages.contains(ObjectIdentifier(top))
      ? barItem(for: top, in: topStack) : nil
    let lowerItem =
      barredPages.contains(ObjectIdentifier(lower))
      ? barItem(for: lower, in: lowerStack) : nil
    switch (topItem, lowerItem) {
    case (let topItem?, let lowerItem?):
      placeBarOnContainer()
      bar.frame = Rect(x: 0, y: 0, width: view.bounds.width, height: navigationBarHeight)
      let (start, end) = operation == .push ? (1.0, 0.0) : (0.0, 1.0)
      bar.beginTransition(
        top: topItem, lower: lowerItem, reveal: start,
        slides: !(animationController is NavigationCrossFadeAnimator))
      coordinator.animate(alongsideTransition: { [bar] in bar.apply(reveal: end) })
    case (let item?, nil), (nil, let item?):
      let page = topItem == nil ? lower : top
      bar.removeFromSuperview()
      page.view.addSubview(bar)
      bar.show(item)
    case (nil, nil):
      bar.removeFromSuperview()
    }
    view.setNeedsLayout()
  }

  private func makeBar() -> NavigationBar {
    let bar = NavigationBar()
    for itemView in [bar.topItemView, bar.lowerItemView] {
      itemView.backButton.onTap = { [weak self] in self?.popViewController(animated: true) }
      // Only the top page's contents take taps at rest: the tap is the top page's item's.
      itemView.trailingButton.onTap = { [weak self, unowned itemView] in
        self?.topViewController?.trailingBarButtonItem?.action?(itemView.trailingButton)
      }
    }
    return bar
  }

  // MARK: - Transitions

  /// Makes `newStack` the stack, animating from the current top to the new one. Returns
  /// false when ignored (a transition is running).
  @discardableResult
  private func show(_ newStack: [ViewController], animated: Bool) -> Bool {
    guard transition == nil, let to = newStack.last else { return false }
    let oldStack = viewControllers
    let from = oldStack.last
    let leaving = oldStack.filter { old in !newStack.contains { $0 === old } }
    delegate?.navigationController(self, willShow: to, animated: animated)
    for controller in newStack { controller.parent = self }
    viewControllers = newStack
    for controller in leaving where controller !== from { detach(controller) }
    updateBars(keeping: from)
    guard let from, from !== to, animated, let window = view.window else {
      if let from, from !== to, leaving.contains(where: { $0 === from }) { detach(from) }
      from?.view.removeFromSuperview()
      place(to)
      updateBars(keeping: nil)
      delegate?.navigationController(self, didShow: to, animated: false)
      return true
    }
    let operation: Operation = oldStack.contains { $0 === to } ? .pop : .push
    start(operation, from: from, to: to, restoring: oldStack, clock: window.animationClock)
    return true
  }

  private func start(
    _ operation: Operation, from: ViewController, to: ViewController,
    restoring oldStack: [ViewController], clock: AnimationClock
  ) {
    let container = view
    let animationController =
      delegate?.navigationController(
        self, animationControllerFor: operation, from: from, to: to)
      ?? defaultAnimator(for: operation)
    var running: NavigationTransition?
    let context = TransitionContext(
      containerView: container, from: from, to: to, isAnimated: true,
      initialFrames: [ObjectIdentifier(from): container.bounds],
      finalFrames: [ObjectIdentifier(to): { [unowned container] in container.bounds }],
      clock: clock
    ) { [weak self] completed in
      self?.end(running, completed: completed, restoring: oldStack)
      running = nil
    }
    let started = NavigationTransition(
      operation: operation, animationController: animationController, context: context)
    running = started
    transition = started
    prepareBar(
      for: operation, from: from, to: to, oldStack: oldStack, coordinator: started.coordinator,
      animationController: animationController)
    started.start(
      interaction: delegate?.navigationController(
        self, interactionControllerFor: animationController))
  }

  /// The navigation controller's own push or pop: sliding, or the cross-fade.
  private func defaultAnimator(for operation: Operation) -> AnimatedTransitioning {
    if let crossFade {
      return NavigationCrossFadeAnimator(operation: operation, crossFade: crossFade)
    }
    return NavigationTransitionAnimator(operation: operation, style: transitionStyle)
  }

  private func end(
    _ finished: NavigationTransition?, completed: Bool, restoring oldStack: [ViewController]
  ) {
    guard let finished else { return }
    let from = finished.context.fromViewController
    let to = finished.context.toViewController
    transition = nil
    if completed {
      from.view.removeFromSuperview()
      if !viewControllers.contains(where: { $0 === from }) { detach(from) }
    } else {
      to.view.removeFromSuperview()
      for controller in viewControllers where !oldStack.contains(where: { $0 === controller }) {
        detach(controller)
      }
      for controller in oldStack { controller.parent = self }
      viewControllers = oldStack
      place(from)
    }
    updateBars(keeping: nil)
    finished.finished(completed)
    if completed {
      delegate?.navigationController(self, didShow: to, animated: true)
    }
  }

  /// Shows `controller`'s page alone (under the overlay view), filling the container.
  private func place(_ controller: ViewController) {
    for subview in view.subviews where subview !== controller.view && subview !== overlayView {
      subview.removeFromSuperview()
    }
    if controller.view.superview !== view { addPageView(controller.view) }
    controller.view.frame = view.bounds
    view.setNeedsLayout()
    // A presentation that sizes the stack by its top page (a sheet) re-fits it.
    presentationController?.containerView?.setNeedsLayout()
  }

  /// Adds a page's view to the container on top of the pages, below the bar and the
  /// overlay view; the animators add arriving pages through it.
  func addPageView(_ page: View) {
    if let bar = containerBar {
      view.insertSubview(page, belowSubview: bar)
    } else if let overlayView, overlayView.superview === view {
      view.insertSubview(page, belowSubview: overlayView)
    } else {
      view.addSubview(page)
    }
  }

  private func detach(_ controller: ViewController) {
    controller.parent = nil
    if controller.isViewLoaded { controller.view.removeFromSuperview() }
  }
}
