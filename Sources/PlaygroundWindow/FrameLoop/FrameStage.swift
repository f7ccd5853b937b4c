/// One job of the live window's frame, run once per frame in the ``FrameLoop``'s order.
///
/// Stages are small types with one collaborator each (the window, the key router, the
/// overlays, the session driver, the recording...), so the order of the frame is the list
/// in ``FrameLoop/stages`` and nowhere else.
@MainActor
protocol FrameStage {
  /// The stage's name in the frame's order, as ARCHITECTURE.md lists it.
  var name: String { get }
  func run(_ frame: inout HostFrame)
}
