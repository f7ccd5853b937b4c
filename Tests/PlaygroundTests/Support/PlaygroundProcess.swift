import Foundation
import Testing

/// Runs the built `playground` binary as a script would, and reports what a script sees.
struct PlaygroundProcess {
  /// The exit status, stderr and whether the run had to be killed for taking too long.
  struct Result {
    var status: Int32
    var stderr: String
    var timedOut: Bool

    /// The stderr lines (a trailing newline ends the last one).
    var lines: [Substring] {
      stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    }
  }

  /// Hangs are bugs, but a loaded machine is slow: only this long counts as a hang.
  static let hangTimeout: TimeInterval = 120

  /// Runs the binary with `arguments` in `directory`; stdin is /dev/null, stdout
  /// `standardOutput` (/dev/null unless given). A run still going after `timeout` seconds is
  /// killed as hung.
  static func run(
    _ arguments: [String], in directory: String? = nil, environment: [String: String]? = nil,
    timeout: TimeInterval = hangTimeout, standardOutput: FileHandle = .nullDevice
  ) throws -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: TestPaths.playgroundBinary)
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    if let environment { process.environment = environment }
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = standardOutput
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(timeout)
    var timedOut = false
    while process.isRunning {
      if Date() > deadline {
        timedOut = true
        process.terminate()
        kill(process.processIdentifier, SIGKILL)
        break
      }
      usleep(10_000)
    }
    process.waitUntilExit()
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    return Result(status: process.terminationStatus, stderr: text, timedOut: timedOut)
  }

  /// The environment without any display, so a live session stops at "no display" after
  /// checking its files.
  static var environmentWithoutDisplay: [String: String] {
    var environment = ProcessInfo.processInfo.environment
    for name in ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"] { environment[name] = nil }
    return environment
  }
}

extension PlaygroundProcess.Result {
  /// The run was refused as bad input: exit 2 and one line on stderr that mentions `fragment`.
  func expectRefused(_ fragment: String, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(status == 2, "\(stderr)", sourceLocation: sourceLocation)
    #expect(lines.count == 1, "\(stderr)", sourceLocation: sourceLocation)
    #expect(stderr.contains(fragment), "\(stderr)", sourceLocation: sourceLocation)
  }
}
