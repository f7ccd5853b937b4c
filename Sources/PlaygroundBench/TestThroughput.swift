import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// `playground test` throughput (issue 41): recordings per second at one job and at every
/// core, on the checked-in recordings (`Tests`, run from the repository) and on a generated
/// set of 1,000 (copies of the checked-in ones, visual checkpoints' frames included, in a
/// temporary folder). Each run is the released `playground` beside the bench, timed by the
/// wall clock from start to exit, the best of `runs`; the peak resident memory is the
/// largest process's (with jobs, one worker's), which one recording bounds.
struct TestThroughput {
  struct Row: Codable {
    var set: String
    var recordings: Int
    var jobs: Int
    var seconds: Double
    var recordingsPerSecond: Double
    var peakResidentMiB: Double
    /// The figure against the same set at one job.
    var speedup: Double
    /// CPU seconds (user and system) of the command and its workers, and of the command
    /// alone (the part no job shares: reading every recording first, ordering the output).
    var cpuSeconds: Double
    var parentCPUSeconds: Double
  }

  let playground: String
  let cores: Int
  let runs: Int

  func measure() throws -> [Row] {
    let checkedIn = "Tests"
    guard FileManager.default.fileExists(atPath: checkedIn + "/PlaygroundTests/Recordings") else {
      throw BenchError("run from the repository: Tests/PlaygroundTests/Recordings not found")
    }
    let generated = try generate(count: 1000, from: checkedIn + "/PlaygroundTests/Recordings")
    defer { try? FileManager.default.removeItem(atPath: generated) }
    var rows: [Row] = []
    for (name, folder, runs) in [
      ("checked in (Tests)", checkedIn, runs), ("generated (1,000)", generated, min(runs, 2)),
    ] {
      let count = try recordingCount(folder)
      var single: Double?
      for jobs in Set([1, cores]).sorted() {
        var best = Double.infinity
        var peak = 0.0
        var cpu = (0.0, 0.0)
        for _ in 0..<runs {
          let run = try time(["test", folder, "--jobs", "\(jobs)", "--allow-long"])
          if run.seconds < best { cpu = (run.cpu, run.parentCPU) }
          best = min(best, run.seconds)
          peak = max(peak, run.resident)
        }
        let rate = Double(count) / best
        if jobs == 1 { single = rate }
        rows.append(
          Row(
            set: name, recordings: count, jobs: jobs, seconds: best, recordingsPerSecond: rate,
            peakResidentMiB: peak, speedup: rate / (single ?? rate), cpuSeconds: cpu.0,
            parentCPUSeconds: cpu.1))
      }
    }
    return rows
  }

  /// `count` recordings in a new temporary folder: the checked-in ones over and over, each
  /// copy renamed (and its `.frames` folder with it, where visual checkpoints keep theirs),
  /// beside the folders they name relative to themselves (their scenes).
  private func generate(count: Int, from folder: String) throws -> String {
    let manager = FileManager.default
    let sources = try manager.contentsOfDirectory(atPath: folder)
      .filter { $0.hasSuffix(".jsonl") }.sorted()
    guard !sources.isEmpty else { throw BenchError("\(folder): no recordings") }
    let out = NSTemporaryDirectory() + "playground-bench-recordings-\(getpid())"
    try? manager.removeItem(atPath: out)
    try manager.createDirectory(atPath: out, withIntermediateDirectories: true)
    // Folders the recordings name relative to themselves (scenes) come along once.
    for entry in try manager.contentsOfDirectory(atPath: folder).sorted()
    where !entry.hasSuffix(".frames") && !entry.hasSuffix(".jsonl") {
      var isFolder: ObjCBool = false
      if manager.fileExists(atPath: "\(folder)/\(entry)", isDirectory: &isFolder),
        isFolder.boolValue
      {
        try manager.copyItem(atPath: "\(folder)/\(entry)", toPath: "\(out)/\(entry)")
      }
    }
    for index in 0..<count {
      let source = sources[index % sources.count]
      let stem = String(source.dropLast(6))
      let name = String(format: "%04d-%@", index, stem)
      try manager.copyItem(atPath: "\(folder)/\(source)", toPath: "\(out)/\(name).jsonl")
      if manager.fileExists(atPath: "\(folder)/\(stem).frames") {
        try manager.copyItem(atPath: "\(folder)/\(stem).frames", toPath: "\(out)/\(name).frames")
      }
    }
    return out
  }

  private func recordingCount(_ folder: String) throws -> Int {
    guard let files = FileManager.default.enumerator(atPath: folder) else { return 0 }
    return files.compactMap { $0 as? String }.filter { $0.hasSuffix(".jsonl") }.count
  }

  /// Wall seconds of one run, and the peak resident MiB of its largest process (the command
  /// or one of its workers), sampled from /proc every 20 ms.
  private func time(_ arguments: [String]) throws -> (
    seconds: Double, resident: Double, cpu: Double, parentCPU: Double
  ) {
    let before = childrenCPU()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: playground)
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    let log = NSTemporaryDirectory() + "playground-bench-test-\(getpid()).log"
    _ = FileManager.default.createFile(atPath: log, contents: nil)
    defer { try? FileManager.default.removeItem(atPath: log) }
    process.standardError = FileHandle(forWritingAtPath: log)
    let start = ContinuousClock.now
    try process.run()
    var peak = 0
    var parentTicks = 0
    while process.isRunning {
      let pid = process.processIdentifier
      parentTicks = max(parentTicks, cpuTicks(pid))
      let children =
        (try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8))?
        .split(separator: " ").compactMap { Int32($0) } ?? []
      for id in [pid] + children { peak = max(peak, residentKiB(id)) }
      usleep(20_000)
    }
    process.waitUntilExit()
    let elapsed = (ContinuousClock.now - start).components
    guard process.terminationStatus == 0 else {
      let message = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
      throw BenchError(
        "playground \(arguments.joined(separator: " ")) exited "
          + "\(process.terminationStatus): \(message.prefix(500))")
    }
    return (
      Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18, Double(peak) / 1024,
      childrenCPU() - before, Double(parentTicks) / Double(sysconf(Int32(_SC_CLK_TCK)))
    )
  }

  /// User and system seconds of every child waited for so far (the command, and through it
  /// its workers).
  private func childrenCPU() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_CHILDREN.rawValue, &usage)
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
      + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
  }

  /// A running process's own user and system clock ticks (/proc/PID/stat, fields 14 and 15).
  private func cpuTicks(_ pid: Int32) -> Int {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let end = stat.lastIndex(of: ")")
    else { return 0 }
    let fields = stat[stat.index(after: end)...].split(separator: " ")
    // After the name: state is field 3, so utime (14) and stime (15) are at 11 and 12.
    guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else {
      return 0
    }
    return user + system
  }

  /// A process's peak resident set so far (VmHWM), KiB; 0 when it is gone.
  private func residentKiB(_ pid: Int32) -> Int {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
    else { return 0 }
    return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
  }
}
