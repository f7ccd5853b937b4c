import Foundation
import SheetEngine
import SheetSDL

/// Timings of the real `playground` window under X (the current `DISPLAY` or an Xvfb the
/// benchmark starts), read from the window's own `--timing` lines, which carry
/// `CLOCK_MONOTONIC` milliseconds this process can compare with its own clock:
///
/// - start-up: from just before the exec to the first present (`--exit-after-first-frame`);
/// - input latency during a drag sent by xdotool, one move at a time: the window's own
///   measure (the SDL event's timestamp to the present of the frame that applied it, what
///   the HUD shows) and the whole path from the moment xdotool is started to that present
///   (an upper bound: it includes xdotool's own start-up and the X server).
@MainActor
struct WindowTiming {
  struct Startup: Codable {
    var launches: Int
    var medianMs: Double
    var maximumMs: Double
  }

  struct Latency: Codable {
    var hz: Int
    var moves: Int
    /// SDL event timestamp to present, per present that carried input (the HUD's measure).
    var windowMedianMs: Double
    var windowP99Ms: Double
    /// xdotool started to the first present with input after it.
    var endToEndMedianMs: Double
    var endToEndP99Ms: Double
  }

  let playground: String
  let display: Display

  /// Exec to first present, `launches` times.
  func startup(launches: Int) throws -> Startup {
    var samples: [Double] = []
    for _ in 0..<launches {
      let log = try TimingLog()
      let started = MonotonicClock.milliseconds()
      let process = try launch(["--timing", "--exit-after-first-frame"], log: log)
      process.waitUntilExit()
      guard let first = log.presents().first else {
        throw BenchError("the window printed no first present (exit \(process.terminationStatus))")
      }
      samples.append(first.monotonic - started)
    }
    let statistics = Statistics(samples)
    return Startup(
      launches: launches, medianMs: statistics.median, maximumMs: statistics.percentile(1))
  }

  /// A drag on the text sheet at `hz`, `moves` single moves 40 ms apart.
  func latency(hz: Int, moves: Int, sheetButton: Point) throws -> Latency {
    let log = try TimingLog()
    let process = try launch(["--timing", "--hz", "\(hz)"], log: log)
    defer { if process.isRunning { process.terminate() } }
    let window = try IdleCPU.windowID(of: process.processIdentifier, display: display.name)
    func xdotool(_ arguments: [String]) throws {
      try IdleCPU.xdotool(arguments, display: display.name)
    }
    try xdotool(click(sheetButton, window: window))
    Thread.sleep(forTimeInterval: 1)
    try xdotool(["mousemove", "--window", window, "200", "600", "mousedown", "1"])
    var sent: [Double] = []
    for index in 0..<moves {
      let y = 600 + (index % 20 < 10 ? index % 20 : 20 - index % 20) * 6
      sent.append(MonotonicClock.milliseconds())
      try xdotool(["mousemove", "--window", window, "200", "\(y)"])
      Thread.sleep(forTimeInterval: 0.04)
    }
    try xdotool(["mouseup", "1"])
    Thread.sleep(forTimeInterval: 0.5)
    // A window that answers Ctrl+Q's press at once is gone before xdotool sends the release,
    // which xdotool then reports as a failure: the quit is seen by the process's exit.
    _ = try IdleCPU.xdotool(
      ["key", "--window", window, "ctrl+q"], display: display.name, allowsFailure: true)
    process.waitUntilExit()
    let presents = log.presents().filter { $0.inputs > 0 }
    let during = presents.filter { $0.monotonic >= (sent.first ?? 0) }
    let endToEnd = sent.compactMap { time in
      presents.first { $0.monotonic >= time }.map { $0.monotonic - time }
    }
    let inWindow = Statistics(during.map(\.latency))
    let whole = Statistics(endToEnd)
    return Latency(
      hz: hz, moves: moves, windowMedianMs: inWindow.median, windowP99Ms: inWindow.p99,
      endToEndMedianMs: whole.median, endToEndP99Ms: whole.p99)
  }

  private func click(_ point: Point, window: String) -> [String] {
    ["mousemove", "--window", window, "\(Int(point.x))", "\(Int(point.y))", "click", "1"]
  }

  private func launch(_ arguments: [String], log: TimingLog) throws -> Process {
    try display.launch(playground, arguments, standardError: log.handle)
  }
}

/// `CLOCK_MONOTONIC` in milliseconds: the clock the window's `--timing` lines use.
enum MonotonicClock {
  static func milliseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
  }
}

/// A temporary file the window's standard error goes to, and its `timing:` lines read back.
final class TimingLog {
  struct Present {
    var monotonic: Double
    var inputs: Int
    var latency: Double
  }

  let path: String
  let handle: FileHandle

  init() throws {
    path =
      NSTemporaryDirectory()
      + "playground-bench-timing-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).log"
    guard FileManager.default.createFile(atPath: path, contents: nil),
      let handle = FileHandle(forWritingAtPath: path)
    else { throw BenchError("cannot create \(path)") }
    self.handle = handle
  }

  deinit {
    try? handle.close()
    try? FileManager.default.removeItem(atPath: path)
  }

  /// Every `timing:` line so far, in order.
  func presents() -> [Present] {
    let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").compactMap { line -> Present? in
      guard line.hasPrefix("timing:") else { return nil }
      var fields: [String: Double] = [:]
      for part in line.split(separator: " ") {
        let pair = part.split(separator: "=", maxSplits: 1)
        if pair.count == 2, let value = Double(pair[1]) { fields[String(pair[0])] = value }
      }
      guard let monotonic = fields["monotonic-ms"] else { return nil }
      return Present(
        monotonic: monotonic, inputs: Int(fields["inputs"] ?? 0), latency: fields["latency-ms"] ?? 0
      )
    }
  }
}
