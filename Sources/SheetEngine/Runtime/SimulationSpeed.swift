/// The simulation's rate and pause state, like the iOS Simulator's "Slow Animations":
/// `S` cycles 1x, 0.5x, 0.25x, 0.1x, `P` pauses, `.` steps one frame while paused.
///
/// It is part of the simulation, driven only by recorded key events, so a slowed or paused
/// session replays identically.
public struct SimulationSpeed: Hashable, Sendable {
  public static let rates = [1.0, 0.5, 0.25, 0.1]

  public private(set) var rate = 1.0
  public private(set) var isPaused = false
  private var pendingSteps = 0

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
      pendingSteps = 0
    case .stepFrame:
      guard isPaused else { return false }
      pendingSteps += 1
    case .dismissOrPop, .pop, .focusNext, .focusPrevious, .activateFocused,
      .toggleHardwareKeyboard, .adjustUp, .adjustDown, .largerText, .smallerText:
      return false
    }
    return true
  }

  /// Simulated seconds this frame advances animations by: `rate / 60`, or nothing while
  /// paused unless a single step was asked for.
  public mutating func timeStep(frameDuration: Double) -> Double {
    if isPaused {
      guard pendingSteps > 0 else { return 0 }
      pendingSteps -= 1
      return frameDuration * rate
    }
    return frameDuration * rate
  }
}
