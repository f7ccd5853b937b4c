import Foundation
import Testing

/// The built `playground` binary itself: what a script sees (stderr, exit code).
@Suite struct BinaryTests {
  private func run(_ arguments: [String], environment: [String: String]? = nil) throws -> (
    Int32, String
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: TestPaths.playgroundBinary)
    process.arguments = arguments
    if let environment { process.environment = environment }
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = Pipe()
    try process.run()
    process.waitUntilExit()
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    return (process.terminationStatus, text)
  }

  @Test func unknownFlagPrintsOneLineAndExitsWithTwo() throws {
    let (status, stderr) = try run(["--nope"])
    #expect(status == 2)
    #expect(stderr == "playground: unknown argument '--nope' (see --help)\n")
  }

  @Test func noDisplayWithoutHeadlessIsAClearError() throws {
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = nil
    environment["WAYLAND_DISPLAY"] = nil
    environment["SDL_VIDEODRIVER"] = nil
    let (status, stderr) = try run([], environment: environment)
    #expect(status == 2)
    #expect(
      stderr.hasSuffix(
        "playground: no display: set DISPLAY (e.g. run under Xvfb) or use --headless\n"))
  }

  @Test func headlessReplayWritesTheState() throws {
    let out = NSTemporaryDirectory() + "state-\(UUID().uuidString).json"
    let (status, _) = try run([
      "--replay", TestPaths.recording("text-sheet-dim"), "--headless", "--state-out", out,
    ])
    #expect(status == 0)
    let text = try String(contentsOfFile: out, encoding: .utf8)
    #expect(text.hasPrefix("{\n  \"frame\": "))
    #expect(text.contains("\"presented\": []"))
  }
}
