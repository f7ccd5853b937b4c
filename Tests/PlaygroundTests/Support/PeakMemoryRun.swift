import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs the built `playground` binary and reports its own peak resident memory, for tests
/// of issue 39's bounds ("under 300 MB"), which no in-process measure can check.
///
/// The peak is the child's `VmHWM` (/proc/PID/status), read every 2 ms while it runs: the
/// high-water mark of its own memory since its exec. `wait4`'s `ru_maxrss` cannot be used:
/// a spawned child execs from the test runner's memory and is charged the runner's peak
/// (200 MB and more while the whole suite runs). A mark read before the exit can only be
/// lower than the true peak, never higher, so a bound that fails is real; the bounds tested
/// are broken by memory that grows for seconds, which the readings see.
struct PeakMemoryRun {
  var status: Int32
  var stderr: String
  /// The child's peak resident set, bytes.
  var peakBytes: Int

  /// Runs `playground ARGUMENTS` with `environment` (this process's unless given) and waits
  /// for it; `folder` keeps its output (paths in the arguments are best absolute: the child
  /// starts in this process's directory).
  init(_ arguments: [String], in folder: TestFolder, environment: [String: String]? = nil) throws {
    let binary = TestPaths.playgroundBinary
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(
      &actions, 1, folder.file("peak.stdout"), O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(
      &actions, 2, folder.file("peak.stderr"), O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    let argv: [UnsafeMutablePointer<CChar>?] = ([binary] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    let variables: [UnsafeMutablePointer<CChar>?]? =
      environment.map { $0.map { strdup("\($0.key)=\($0.value)") } + [nil] }
    defer { for pointer in variables ?? [] { free(pointer) } }
    var pid: pid_t = 0
    let spawned =
      variables.map { posix_spawn(&pid, binary, &actions, nil, argv, $0) }
      ?? posix_spawn(&pid, binary, &actions, nil, argv, environ)
    guard spawned == 0 else {
      throw CocoaError(.executableLoad, userInfo: ["errno": spawned])
    }
    var peakKiB = 0
    var raw: Int32 = 0
    while true {
      if let mark = Self.highWaterMark(of: pid) { peakKiB = max(peakKiB, mark) }
      let reaped = waitpid(pid, &raw, WNOHANG)
      if reaped == pid || (reaped == -1 && errno != EINTR) { break }
      usleep(2_000)
    }
    // The exit code, or 128 + the signal, as a shell reports it.
    let signal = raw & 0x7f
    status = signal == 0 ? (raw >> 8) & 0xff : 128 + signal
    peakBytes = peakKiB * 1024
    stderr = (try? String(contentsOfFile: folder.file("peak.stderr"), encoding: .utf8)) ?? ""
  }

  /// The `VmHWM` line of /proc/PID/status, KiB, while the process has memory.
  private static func highWaterMark(of pid: pid_t) -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
      let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
    else { return nil }
    return Int(line.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().first ?? "")
  }

  /// The peak in MB, for messages.
  var peakMegabytes: Int { peakBytes / 1_000_000 }
}
