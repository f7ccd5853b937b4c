import PlaygroundStudio

/// Second: the key router takes the host's keys (quit, checkpoint, side, timeline, overlay
/// toggles, a value being typed) and carries out their commands; the rest is the app's.
@MainActor
struct HostCommandStage: FrameStage {
  package let name = "host commands"
  package let router: KeyRouter

  package func run(_ frame: inout HostFrame) {
    router.route(&frame.input)
  }
}
