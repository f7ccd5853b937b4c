import Foundation
import SheetEngine
import SheetSDL

/// CPU used by the real `playground` window while nothing moves, in percent of one core.
///
/// Each state is a generated recording (nothing, a tap on Text sheet, or that tap and
/// P to pause) replayed in the window at real speed; after the sheet has settled, the
/// process's user + system time is sampled from /proc over the measuring interval. The
/// window needs a display: the current `DISPLAY`, or an Xvfb the benchmark starts and
/// stops itself. The three windows run side by side, so the whole takes one interval.
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
    let states: [(String, [String])] = [
      ("root", []),
      ("sheet open", tap(button)),
      (
        "paused", tap(button) + [event(frame: 60, "\"kind\":\"keyDown\",\"key\":\"p\",\"mods\":[]")]
      ),
    ]
    let directory = NSTemporaryDirectory() + "playground-bench-\(getpid())"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    var processes: [(String, Process)] = []
    defer { for (_, process) in processes where process.isRunning { process.terminate() } }
    for (index, (name, events)) in states.enumerated() {
      let path = "\(directory)/idle-\(index).jsonl"
      let lines = [header()] + events + ["{\"end\":true,\"frames\":\(frames)}"]
      try lines.joined(separator: "\n").appending("\n").write(
        toFile: path, atomically: true, encoding: .utf8)
      let process = Process()
      process.executableURL = URL(fileURLWithPath: playground)
      process.arguments = ["--replay", path]
      var environment = ProcessInfo.processInfo.environment
      environment["DISPLAY"] = display.name
      process.environment = environment
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      processes.append((name, process))
    }
    Thread.sleep(forTimeInterval: settle)
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
