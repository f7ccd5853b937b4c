import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Turns SIGINT, SIGTERM and SIGUSR1 into flags the frame loop polls, so a recording is
/// finished and the state written on the main thread, never inside a signal handler.
enum SignalMonitor {
  /// Set by SIGINT and SIGTERM: finish the session as if the window were closed.
  static let stopRequested = Atomic<Bool>(false)
  /// Set by SIGUSR1: write the state snapshot now and go on.
  static let stateDumpRequested = Atomic<Bool>(false)

  static func install() {
    signal(SIGINT) { _ in SignalMonitor.stopRequested.store(true, ordering: .relaxed) }
    signal(SIGTERM) { _ in SignalMonitor.stopRequested.store(true, ordering: .relaxed) }
    signal(SIGUSR1) { _ in SignalMonitor.stateDumpRequested.store(true, ordering: .relaxed) }
  }

  /// Whether SIGUSR1 arrived since the last call.
  static func takeStateDumpRequest() -> Bool {
    stateDumpRequested.exchange(false, ordering: .relaxed)
  }
}
