/// The simulation's rate and pause state, like the iOS Simulator's "Slow Animations":
/// `S` cycles 1x, 0.5x, 0.25x, 0.1x, `P` pauses, `.` steps one 60 Hz frame's time while
/// paused (spread over two frames at 120 Hz, so a step lands on the same instant at every
/// simulation rate; docs/MOTION.md, "Simulation rate").
///
/// It is part of the simulation, driven only by recorded key events, so a slowed or paused
/// session replays identically.
public struct SimulationSpeed: Hashable, Sendable {
  public static let rates = [1.0, 0.5, 0.25, 0.1]

  public private(set) var rate = 1.0
  public private(set) var isPaused = false
  /// Simulated seconds (at speed 1) that `.` presses asked for and paused frames have not
  /// yet run.
  private var pendingStepTime = 0.0
  /// What one `.` runs: a 60 Hz frame's time, whatever the rate.
  public static let singleStepDuration = 1.0 / 60

  public init() {}

  /// Applies a key by the standard bindings; returns whether it was a speed key that acted.
  public mutating func handle(_ key: Key) -> Bool {
    guard let command = KeyCommand.standardBindings[key] else { return false }
    return perform(command)
  }

  /// Applies a speed command; returns whether it acted (a single step needs a pause, and
  /// commands that are not about speed do nothing).
  public mutating func perform(_ command: KeyCommand) -> Bool {
    switch command {
    case .cycleSpeed:
      let index = Self.rates.firstIndex(of: rate) ?? 0
      rate = Self.rates[(index + 1) % Self.rates.count]
    case .togglePause:
      isPaused.toggle()
      pendingStepTime = 0
    case .stepFrame:
      guard isPaused else { return false }
      pendingStepTime += Self.singleStepDuration
    case .dismissOrPop, .pop, .focusNext, .focusPrevious, .activateFocused,
      .toggleHardwareKeyboard, .adjustUp, .adjustDown, .largerText, .smallerText:
      return false
    }
    return true
  }

  /// Simulated seconds this frame advances animations by: `frameDuration × rate`, or while
  /// paused as much of the single steps asked for as fits in one frame (nothing when none
  /// was).
  public mutating func timeStep(frameDuration: Double) -> Double {
    if isPaused {
      guard pendingStepTime > 0 else { return 0 }
      let step = min(pendingStepTime, frameDuration)
      pendingStepTime -= step
      // What a rate that does not divide a 60 Hz frame leaves over from rounding.
      if pendingStepTime < 1e-12 { pendingStepTime = 0 }
      return step * rate
    }
    return frameDuration * rate
  }
}
