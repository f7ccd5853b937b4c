import Foundation

/// Runs a helper program and collects what it prints: fontconfig's `fc-match` finding the
/// font, the benchmark driving windows with `xdotool`. Standard error is discarded.
package enum CommandOutput {
  /// The exit status and standard output of `executable` run with `arguments` (and
  /// `environment`, else this process's), or nil when it cannot start.
  package static func run(
    _ executable: String, _ arguments: [String], environment: [String: String]? = nil
  ) -> (status: Int32, output: String)? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let environment { process.environment = environment }
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      return nil
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
