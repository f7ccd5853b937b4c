import SheetEngine
import SheetTuning

/// The engine configuration in force, shared by reference between the ``Playground`` that
/// derives it from the session's one tuning and the screens that read it when they open
/// something. Screens never see a `Tuning`: this value is the one way configuration
/// reaches them, so a key's effect on a screen is visible in `EngineConfiguration` alone.
@MainActor
public final class ConfigurationInForce {
  public internal(set) var current: EngineConfiguration

  public init(_ configuration: EngineConfiguration = Tuning.seed.engineConfiguration) {
    current = configuration
  }
}
