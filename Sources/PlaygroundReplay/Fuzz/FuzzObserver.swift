import SheetEngine
import SheetPlayback
import SheetScreens

/// Watches one fuzz run frame by frame and checks ``FuzzInvariant``s: told of each frame's
/// events before they are applied (``willApply(_:)``: where a press grabs a sheet) and
/// asked after the frame was simulated (``didSimulate(settled:)``), it returns the first
/// violation. It also keeps the digest after every frame, for the replay check.
@MainActor
final class FuzzObserver {
  private let playground: Playground
  /// The sheet a press took hold of and how far below its top the press was: only a sheet
  /// that moves 1:1 (one fitted detent, no list to hand the drag to, no keyboard up, not
  /// modal in presentation, where a drag gives by the rubber band instead).
  private var grab: (sheet: BottomSheetPresentationController, offset: Double)?
  private var pointer: Point?
  /// The pointer's velocity as a pan measures it: the press and every move are samples,
  /// the release only says when "now" is (its place moves the sheet, not the velocity).
  private var tracker = VelocityTracker()
  /// A released sheet whose spring must start at the pointer's velocity: the velocity and
  /// its top at the release and in the frames after.
  private var release: (sheet: BottomSheetPresentationController, velocity: Double, tops: [Double])?
  /// A tap being checked: the control's title and the state before it.
  var pendingTap: (title: String, before: StateSnapshot)?
  private(set) var digests: [UInt32] = []

  package init(playground: Playground) {
    self.playground = playground
  }

  private var runtime: Runtime { playground.runtime }

  /// The topmost sheet, when a press at `location` would move it 1:1.
  private func grabbableSheet(at location: Point) -> BottomSheetPresentationController? {
    guard let top = runtime.presentedViewControllers.last,
      let sheet = top.presentationController as? BottomSheetPresentationController,
      sheet.dismissDriver != nil, !sheet.hasSeveralDetents, sheet.modalHolder == nil,
      runtime.window.keyboardInset == 0,
      sheet.presentedView.frameInWindow.contains(location),
      runtime.snapshot().presented.last?.contentOffset == nil
    else { return nil }
    return sheet
  }

  func willApply(_ events: [InputEvent]) {
    for event in events {
      switch event.kind {
      case .pointerDown(.left, let location):
        pointer = location
        tracker.reset()
        tracker.addPosition(location, at: event.timestamp)
        release = nil
        grab = grabbableSheet(at: location).map {
          ($0, location.y - $0.presentedView.frameInWindow.minY)
        }
      case .pointerMove(let location):
        pointer = location
        tracker.addPosition(location, at: event.timestamp)
      case .pointerUp(.left, let location):
        pointer = nil
        noteRelease(at: location, velocity: tracker.velocity(at: event.timestamp).y)
        grab = nil
      default:
        break
      }
    }
  }

  /// A sheet let go below its resting place by a drag that held it, finished by a spring.
  private func noteRelease(at location: Point, velocity: Double) {
    let rest = grab?.sheet.frameOfPresentedViewInContainerView ?? .zero
    guard let (sheet, offset) = grab, let driver = sheet.dismissDriver, driver.isDragging,
      driver.behavior.usesSpring, driver.dragOffset > 0.5,
      location.y - offset > rest.minY + 0.5, location.y - offset < rest.maxY - 0.5
    else { return }
    release = (sheet, velocity, [location.y - offset])
  }

  /// Checks the frame just simulated; `settled` says nothing moves and no button is held.
  func didSimulate(settled: Bool) -> FuzzViolation? {
    let state = runtime.snapshot()
    digests.append(StateDigest.of(playground.snapshot()))
    if let violation = FuzzInvariant.checkBounds(
      state, window: runtime.window.bounds.size, keyboardHeight: runtime.softwareKeyboard.height,
      settled: settled)
    {
      return violation
    }
    if let (title, before) = pendingTap, before.frame < state.frame - 1 {
      pendingTap = nil
      if let violation = FuzzInvariant.checkTap(title: title, before: before, after: state) {
        return violation
      }
    }
    return checkGrab(state) ?? checkRelease(state)
  }

  /// Checked while the point pressed would be between the sheet's resting top and fully
  /// off screen: above, the rubber band stretches it; below, it cannot go further.
  private func checkGrab(_ state: StateSnapshot) -> FuzzViolation? {
    guard let (sheet, offset) = grab, let pointer, let driver = sheet.dismissDriver,
      driver.isDragging, driver.dragOffset > 0.5, sheet.containerView != nil
    else { return nil }
    let rest = sheet.frameOfPresentedViewInContainerView
    guard pointer.y - offset > rest.minY + 0.5, pointer.y - offset < rest.maxY - 0.5 else {
      return nil
    }
    return FuzzInvariant.checkGrab(
      pointerY: pointer.y, sheetTop: sheet.presentedView.frameInWindow.minY, offset: offset,
      frame: state.frame)
  }

  private func checkRelease(_ state: StateSnapshot) -> FuzzViolation? {
    guard let (sheet, velocity, recordedTops) = release else { return nil }
    var tops = recordedTops
    // Gone (thrown off and complete) or settled: nothing left to measure.
    guard sheet.containerView != nil, state.transition != nil else {
      release = nil
      return nil
    }
    tops.append(sheet.presentedView.frameInWindow.minY)
    release = (sheet, velocity, tops)
    guard tops.count == 4 else { return nil }
    release = nil
    guard abs(velocity) >= 200 else { return nil }
    return FuzzInvariant.checkSpring(velocity: velocity, tops: tops, frame: state.frame - 3)
  }
}
