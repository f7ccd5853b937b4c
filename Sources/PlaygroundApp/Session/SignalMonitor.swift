import SheetFiles
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Turns SIGINT, SIGTERM, SIGHUP, SIGQUIT and SIGUSR1 into flags the frame loop polls, so a recording
/// is finished and the state written on the main thread, never inside a signal handler.
///
/// SIGHUP is a closed terminal: the session ends as if the window were closed, rather than
/// dying with its recording unfinished. SIGPIPE is ignored, so a closed stdout or stderr
/// makes a write fail (and be ignored) instead of killing the session.
enum SignalMonitor {
  /// Set by SIGINT, SIGTERM, SIGHUP and SIGQUIT (Ctrl+\): finish the session as if the window were closed.
  static let stopRequested = Atomic<Bool>(false)
  /// Set by SIGUSR1: write the state snapshot now and go on.
  static let stateDumpRequested = Atomic<Bool>(false)

  static func install() {
    signal(SIGINT) { _ in SignalMonitor.stopRequested.store(true, ordering: .relaxed) }
    signal(SIGTERM) { _ in SignalMonitor.stopRequested.store(true, ordering: .relaxed) }
    signal(SIGHUP) { _ in SignalMonitor.stopRequested.store(true, ordering: .relaxed) }
    signal(SIGQUIT) { _ in SignalMonitor.stopRequested.store(true, ordering: .relaxed) }
    signal(SIGUSR1) { _ in SignalMonitor.stateDumpRequested.store(true, ordering: .relaxed) }
    signal(SIGPIPE, SIG_IGN)
    InterruptCleanup.unblock([SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1])
  }

  /// Whether SIGUSR1 arrived since the last call.
  static func takeStateDumpRequest() -> Bool {
    stateDumpRequested.exchange(false, ordering: .relaxed)
  }
}
