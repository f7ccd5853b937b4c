import Foundation
import SheetFiles
import SheetSDL
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
///
/// A resting window waits in SDL for input (``FramePacer``), so a flag alone would be seen
/// only at its next wake, up to half a second later: each handler also writes a byte to a
/// pipe (async-signal-safe), and a thread reading it wakes the window's wait
/// (``SDLWindow/wakeWaitingLoop()``), so the loop sees the flag at once.
enum SignalMonitor {
  /// Set by SIGINT, SIGTERM, SIGHUP and SIGQUIT (Ctrl+\): finish the session as if the window were closed.
  static let stopRequested = Atomic<Bool>(false)
  /// Set by SIGUSR1: write the state snapshot now and go on.
  static let stateDumpRequested = Atomic<Bool>(false)

  /// The pipe's write end the handlers write to; -1 until ``install()`` made it.
  private static let wakeWriteEnd = Atomic<Int32>(-1)

  package static func install() {
    startWakeThread()
    signal(SIGINT) { _ in SignalMonitor.stop() }
    signal(SIGTERM) { _ in SignalMonitor.stop() }
    signal(SIGHUP) { _ in SignalMonitor.stop() }
    signal(SIGQUIT) { _ in SignalMonitor.stop() }
    signal(SIGUSR1) { _ in
      SignalMonitor.stateDumpRequested.store(true, ordering: .relaxed)
      SignalMonitor.wake()
    }
    signal(SIGPIPE, SIG_IGN)
    InterruptCleanup.unblock([SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1])
  }

  private static func stop() {
    stopRequested.store(true, ordering: .relaxed)
    wake()
  }

  /// In a handler: one byte to the wake thread (nothing when the pipe is full or missing).
  private static func wake() {
    var byte: UInt8 = 1
    let fd = wakeWriteEnd.load(ordering: .relaxed)
    if fd >= 0 { _ = write(fd, &byte, 1) }
  }

  /// The thread that turns the pipe's bytes into wakes of the window's wait; once per process.
  private static func startWakeThread() {
    guard wakeWriteEnd.load(ordering: .relaxed) < 0 else { return }
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return }
    let readEnd = ends[0]
    _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
    wakeWriteEnd.store(ends[1], ordering: .relaxed)
    Thread.detachNewThread {
      var byte: UInt8 = 0
      while read(readEnd, &byte, 1) > 0 { SDLWindow.wakeWaitingLoop() }
    }
  }

  /// Whether SIGUSR1 arrived since the last call.
  static func takeStateDumpRequest() -> Bool {
    stateDumpRequested.exchange(false, ordering: .relaxed)
  }
}
