#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a signal that ends the program must not leave behind: temporary files (removed) and
/// helper processes such as ffmpeg (killed).
///
/// Writers register a temporary file while it exists; commands that do not poll for signals
/// (`test`, `shrink`, headless replays and exports) call ``install()``, whose handler removes
/// every registered file, kills every registered child, then lets the signal end the process
/// as it would have (so the exit status still says which signal it was). The handler uses
/// only `unlink`, `kill`, `signal` and `raise`, which are async-signal-safe; the table is a
/// fixed array of C strings made before the signal can need them, and a slot is emptied before
/// its string is freed, so a handler running in between still reads valid memory.
public enum InterruptCleanup {
  static let capacity = 64
  nonisolated(unsafe) private static let paths: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> =
    {
      let table = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
      table.initialize(repeating: nil, count: capacity)
      return table
    }()
  nonisolated(unsafe) private static let children: UnsafeMutablePointer<pid_t> = {
    let table = UnsafeMutablePointer<pid_t>.allocate(capacity: capacity)
    table.initialize(repeating: 0, count: capacity)
    return table
  }()

  /// The signals that end a command early: Ctrl+C, kill, a closed terminal, Ctrl+\.
  public static let endingSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

  /// Installs the cleaning handler for ``endingSignals``, and unblocks them: a process
  /// started with them blocked (a parent's mask is inherited) would otherwise ignore them.
  public static func install() {
    _ = paths
    _ = children
    for ending in endingSignals {
      signal(ending) { received in InterruptCleanup.cleanUp(thenRaise: received) }
    }
    unblock(endingSignals)
  }

  /// Removes `signals` from the process's blocked set.
  public static func unblock(_ signals: [Int32]) {
    var set = sigset_t()
    sigemptyset(&set)
    for ending in signals { sigaddset(&set, ending) }
    sigprocmask(SIG_UNBLOCK, &set, nil)
  }

  /// Removes every registered file and kills every registered child, then ends the process
  /// by `signal` with its default action. Signal-safe.
  public static func cleanUp(thenRaise received: Int32) {
    // Children first, so none writes its file again after it is removed.
    for slot in 0..<capacity where children[slot] > 0 { kill(children[slot], SIGKILL) }
    for slot in 0..<capacity {
      if let path = paths[slot] { unlink(path) }
    }
    signal(received, SIG_DFL)
    raise(received)
  }

  /// Registers `path` for removal on a signal; returns its slot for ``unregister(_:)``
  /// (nil when the table is full, which only loses the clean-up).
  public static func register(_ path: String) -> Int? {
    for slot in 0..<capacity where paths[slot] == nil {
      paths[slot] = strdup(path)
      return slot
    }
    return nil
  }

  /// The file is gone or in place: no longer removed on a signal.
  public static func unregister(_ slot: Int?) {
    guard let slot, let path = paths[slot] else { return }
    paths[slot] = nil
    free(path)
  }

  /// Registers a child process to kill on a signal; returns its slot.
  public static func registerChild(_ pid: pid_t) -> Int? {
    for slot in 0..<capacity where children[slot] == 0 {
      children[slot] = pid
      return slot
    }
    return nil
  }

  public static func unregisterChild(_ slot: Int?) {
    guard let slot else { return }
    children[slot] = 0
  }
}
