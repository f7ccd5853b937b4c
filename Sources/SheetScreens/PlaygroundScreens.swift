import SheetEngine

/// Builds the playground's screens and wires their buttons to each other.
@MainActor
public enum PlaygroundScreens {
  /// The root screen, with its buttons connected to the demos built so far.
  public static func makeRoot() -> RootViewController {
    RootViewController()
  }
}
