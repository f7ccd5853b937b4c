extension NavigationController {
  /// Which way a navigation transition goes, as `UINavigationController.Operation`; the raw
  /// value is what the state snapshot reports as the transition's kind.
  public enum Operation: String, Hashable, Sendable {
    case push, pop
  }
}
