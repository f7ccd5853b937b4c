import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs the built `playground` binary and reports its own peak resident memory, for tests
/// of issue 39's bounds ("under 300 MB"), which no in-process measure can check.
///
/// The child is started with `posix_spawn` and reaped with `wait4`, whose `rusage` is that
/// one child's (`RUSAGE_CHILDREN` would mix in every process the parallel tests start, and
/// `Process` reaps its children itself). Its stdout and stderr go to files in a test folder.
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
    var raw: Int32 = 0
    var usage = rusage()
    while wait4(pid, &raw, 0, &usage) == -1, errno == EINTR {}
    // The exit code, or 128 + the signal, as a shell reports it.
    let signal = raw & 0x7f
    status = signal == 0 ? (raw >> 8) & 0xff : 128 + signal
    // Linux reports ru_maxrss in KiB.
    peakBytes = usage.ru_maxrss * 1024
    stderr = (try? String(contentsOfFile: folder.file("peak.stderr"), encoding: .utf8)) ?? ""
  }

  /// The peak in MB, for messages.
  var peakMegabytes: Int { peakBytes / 1_000_000 }
}
