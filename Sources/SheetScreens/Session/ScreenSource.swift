import SheetEngine

/// What a session's root screen is: the playground's own demos, a scene file's screens
/// (``SceneScreens``), or a host app's view controller. Every ``Playground`` of a session
/// (the live one, a replay's, each comparison side's) builds its root from the same source,
/// so a recording replays against the screens it was made with.
public struct ScreenSource: Sendable {
  /// Makes the root view controller; screens read the configuration in force from the
  /// argument when they open something.
  public let makeRoot: @MainActor @Sendable (ConfigurationInForce) -> ViewController
  /// Whether these are the playground's own screens (``playground``), which the host may
  /// replace with its scene file; a host app's screens are never replaced.
  public let isPlaygroundOwn: Bool

  public init(makeRoot: @escaping @MainActor @Sendable (ConfigurationInForce) -> ViewController) {
    self.init(makeRoot: makeRoot, isPlaygroundOwn: false)
  }

  private init(
    makeRoot: @escaping @MainActor @Sendable (ConfigurationInForce) -> ViewController,
    isPlaygroundOwn: Bool
  ) {
    self.makeRoot = makeRoot
    self.isPlaygroundOwn = isPlaygroundOwn
  }

  /// The playground's built-in screens (``PlaygroundScreens``).
  public static let playground = ScreenSource(
    makeRoot: { PlaygroundScreens.makeRoot(configuration: $0) }, isPlaygroundOwn: true)
}
