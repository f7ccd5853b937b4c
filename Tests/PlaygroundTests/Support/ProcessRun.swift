import Foundation

/// What a command printed and how it ended, for tests of the built binaries as a script
/// sees them. Both pipes are read before waiting, so a chatty command cannot block on a
/// full pipe.
struct ProcessRun {
  var status: Int32
  var stdout: String
  var stderr: String

  init(_ executable: String, _ arguments: [String], environment: [String: String]? = nil) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let environment { process.environment = environment }
    let (output, errors) = (Pipe(), Pipe())
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    status = process.terminationStatus
    stdout = String(decoding: out, as: UTF8.self)
    stderr = String(decoding: err, as: UTF8.self)
  }
}
