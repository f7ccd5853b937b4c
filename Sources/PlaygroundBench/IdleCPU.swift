import Foundation
import SheetEngine
import SheetSDL

/// CPU used by the real `playground` window while nothing moves, in percent of one core.
///
/// Live windows as a person leaves them: on the root screen and with the text sheet opened
/// by a click, each with the inspector closed and with every inspector section open (H for
/// the HUD, G for the motion plot, the tuning panel open by default: issue 24's acceptance
/// case), opened then paused with P, and two devices (`--compare seed fluid`) with both
/// sheets clicked open (clicks and keys sent by xdotool, as the Xvfb scripts do); a replay
/// paused (`--seek`); and, for comparison, a replay playing through a resting stretch,
/// whose timeline strip keeps ticking. After start-up and the sheet's animation, each
/// process's user + system time is sampled from /proc over the measuring interval. The
/// windows need a display: the current `DISPLAY`, or an Xvfb the benchmark starts and
/// stops itself. They run side by side, so the whole takes one interval.
@MainActor
struct IdleCPU {
  struct Sample: Codable {
    var state: String
    var percentOfOneCore: Double
    var seconds: Double
  }

  let font: FontFile
  let playground: String
  /// Seconds measured, after `settle` seconds of start-up and animation.
  var seconds = 20.0
  var settle = 3.0

  func measure(tapTextSheet: @MainActor () -> Point?) throws -> [Sample] {
    guard FileManager.default.isExecutableFile(atPath: playground) else {
      throw BenchError("no playground binary at \(playground): build it first (make bench)")
    }
    let display = try Display.start()
    defer { display.stop() }
    guard let button = tapTextSheet() else { throw BenchError("no Text sheet button") }
    let frames = Int((settle + seconds + 5) * 60)
    // What is done to each live window once it is up: nothing, a click, a click and P; H and
    // G open the inspector on every section.
    let inspector = [["key", "--window", "%WINDOW%", "h"], ["key", "--window", "%WINDOW%", "g"]]
    let live: [(String, [String], [[String]])] = [
      ("root", [], []),
      ("root, inspector (every section)", [], inspector),
      ("sheet open", [], [Self.click(button)]),
      ("sheet open, inspector (every section)", [], [Self.click(button)] + inspector),
      ("paused", [], [Self.click(button), ["key", "--window", "%WINDOW%", "p"]]),
      ("compare seed/fluid, sheets open", ["--compare", "seed", "fluid"], [Self.click(button)]),
    ]
    let directory = NSTemporaryDirectory() + "playground-bench-\(getpid())"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    var processes: [(String, Process)] = []
    defer { for (_, process) in processes where process.isRunning { process.terminate() } }
    for (name, arguments, actions) in live {
      let process = try launch(arguments, display: display)
      processes.append((name, process))
      guard !actions.isEmpty else { continue }
      let window = try Self.windowID(of: process.processIdentifier, display: display.name)
      for action in actions {
        try Self.xdotool(action.map { $0 == "%WINDOW%" ? window : $0 }, display: display.name)
      }
    }
    let path = "\(directory)/resting-replay.jsonl"
    let lines = [header()] + tap(button) + ["{\"end\":true,\"frames\":\(frames)}"]
    try lines.joined(separator: "\n").appending("\n").write(
      toFile: path, atomically: true, encoding: .utf8)
    processes.append(
      ("replay playing (timeline ticking)", try launch(["--replay", path], display: display)))
    processes.append(
      ("replay paused", try launch(["--replay", path, "--seek", "30"], display: display)))
    Thread.sleep(forTimeInterval: settle)
    return try cpuUse(of: processes)
  }

  /// Starts the playground with `arguments` on `display`, its output discarded.
  private func launch(_ arguments: [String], display: Display) throws -> Process {
    try display.launch(playground, arguments)
  }

  /// Each process's CPU time over the next ``seconds``, as a share of one core.
  private func cpuUse(of processes: [(String, Process)]) throws -> [Sample] {
    let before = processes.map { Self.cpuTicks(of: $0.1.processIdentifier) }
    let start = Date()
    Thread.sleep(forTimeInterval: seconds)
    let elapsed = Date().timeIntervalSince(start)
    let after = processes.map { Self.cpuTicks(of: $0.1.processIdentifier) }
    let ticksPerSecond = Double(sysconf(Int32(_SC_CLK_TCK)))
    return try processes.indices.map { index in
      guard let first = before[index], let last = after[index] else {
        throw BenchError("the \(processes[index].0) window exited early")
      }
      let cpu = Double(last - first) / ticksPerSecond
      return Sample(
        state: processes[index].0, percentOfOneCore: cpu / elapsed * 100, seconds: elapsed)
    }
  }

  private func header() -> String {
    "{\"format\":\"sheet-playground-recording\",\"version\":1,\"window\":[390,844],"
      + "\"scale\":1,\"safeArea\":[47,0,34,0],\"font\":{\"name\":\"\(font.fileName)\","
      + "\"hash\":\"\(font.contentHash)\"},\"tuning\":{\"preset\":\"seed\",\"overrides\":{}}}"
  }

  /// A left click at `point` of the window xdotool's `%WINDOW%` names.
  private static func click(_ point: Point) -> [String] {
    [
      "mousemove", "--window", "%WINDOW%", "\(Int(point.x))", "\(Int(point.y))", "click", "1",
    ]
  }

  /// The X window of the playground process `pid`, once it is mapped.
  static func windowID(of pid: Int32, display: String) throws -> String {
    for _ in 0..<100 {
      let found = try xdotool(
        ["search", "--onlyvisible", "--pid", "\(pid)", "--name", "^Sheet Playground$"],
        display: display, allowsFailure: true)
      if let window = found.split(separator: "\n").last {
        // Let the first frames render before input arrives, as the Xvfb scripts do.
        Thread.sleep(forTimeInterval: 0.5)
        return String(window)
      }
      Thread.sleep(forTimeInterval: 0.1)
    }
    throw BenchError("the playground window (pid \(pid)) did not appear")
  }

  /// Runs xdotool on `display`; its standard output.
  @discardableResult
  static func xdotool(_ arguments: [String], display: String, allowsFailure: Bool = false)
    throws -> String
  {
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = display
    guard let result = CommandOutput.run("/usr/bin/xdotool", arguments, environment: environment)
    else { throw BenchError("idle CPU drives the windows with xdotool, which cannot run") }
    guard allowsFailure || result.status == 0 else {
      throw BenchError("xdotool \(arguments.joined(separator: " ")) failed")
    }
    return result.output
  }

  private func tap(_ point: Point) -> [String] {
    let position = "\"x\":\(point.x),\"y\":\(point.y)"
    return [
      event(frame: 30, "\"kind\":\"down\",\"button\":\"left\",\(position)"),
      event(frame: 32, "\"kind\":\"up\",\"button\":\"left\",\(position)"),
    ]
  }

  private func event(frame: Int, _ fields: String) -> String {
    "{\"frame\":\(frame),\"t\":\(frame * 1000 / 60),\(fields)}"
  }

  /// utime + stime of a process in clock ticks, from /proc/PID/stat; nil once it exited.
  static func cpuTicks(of pid: Int32) -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = text.lastIndex(of: ")")
    else { return nil }
    // Fields after the command name: state is field 3; utime and stime are 14 and 15.
    let fields = text[text.index(after: close)...].split(separator: " ")
    guard fields.count > 13, fields[0] != "Z", let user = Int(fields[11]),
      let system = Int(fields[12])
    else { return nil }
    return user + system
  }
}

/// The X display the idle windows open on: `DISPLAY` if set, else an Xvfb of our own.
struct Display {
  /// Starts `binary` with `arguments` on this display; stdout discarded, stderr to
  /// `standardError` (discarded unless given).
  func launch(
    _ binary: String, _ arguments: [String], standardError: FileHandle = .nullDevice
  ) throws -> Process {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = name
    process.environment = environment
    process.standardOutput = FileHandle.nullDevice
    process.standardError = standardError
    try process.run()
    return process
  }

  let name: String
  private let server: Process?

  static func start() throws -> Display {
    if let current = ProcessInfo.processInfo.environment["DISPLAY"], !current.isEmpty {
      return Display(name: current, server: nil)
    }
    let name = ":\(90 + Int(getpid() % 400))"
    let server = Process()
    server.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
    server.arguments = [name, "-screen", "0", "1280x1024x24", "-nolisten", "tcp"]
    server.standardOutput = FileHandle.nullDevice
    server.standardError = FileHandle.nullDevice
    do {
      try server.run()
    } catch {
      throw BenchError("no DISPLAY and Xvfb cannot start (\(error)): idle CPU needs a display")
    }
    Thread.sleep(forTimeInterval: 1.5)
    return Display(name: name, server: server)
  }

  func stop() {
    guard let server, server.isRunning else { return }
    server.terminate()
    server.waitUntilExit()
  }
}

/// A benchmark that could not run, with the reason.
struct BenchError: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}
