import Foundation

/// `--baseline PATH`: this benchmark against another build's, in the same run.
///
/// On a shared machine two runs minutes apart differ by more than a change is worth (CPU
/// p99 swung ±25 % between runs of the same binaries), so a before/after comparison is
/// only fair when both sides run under the same load. Each round runs the baseline's
/// benchmark and this one's as child processes one after the other, scenario by
/// scenario (`--only NAME --runs 1 --no-idle --json`), and the tables give per scenario
/// and scale the medians over the rounds of each side's figures and their ratio. When
/// `perf` is there, each child runs under `perf stat -e instructions:u`: an instruction
/// count is not disturbed by other processes, so it shows a change of a few percent that
/// the clock cannot. The count is the whole child (set-up, every scale, the replay
/// speeds), so it compares like with like only when both sides run the same scales: a
/// benchmark from before 3x runs 1x and 2x, hence the default `--scales 1,2` here.
struct BaselineComparison {
  let baseline: String
  let current: String
  let scales: [Double]
  let rounds: Int

  /// One side's figures for one scenario at one scale and rate, over the rounds.
  struct Figures {
    var cpuMedians: [Double] = []
    var cpuP99s: [Double] = []
    var wallMedians: [Double] = []
  }

  /// What a child's `--json` frame costs hold (older benchmarks write no `hz`).
  private struct ChildReport: Decodable {
    struct Cost: Decodable {
      var scenario: String
      var scale: Double
      var medianMs: Double
      var cpuMedianMs: Double
      var cpuP99Ms: Double
      var hz: Int?
    }
    var frameCosts: [Cost]
  }

  private struct Row: Hashable {
    var scenario: String
    var scale: Double
    var hz: Int
  }

  /// Runs `rounds` rounds over `scenarioNames` and returns the Markdown tables.
  func run(scenarioNames: [String]) throws -> String {
    let perf = Self.perfPath()
    var figures: [Row: (before: Figures, after: Figures)] = [:]
    var order: [Row] = []
    var instructions: [String: (before: [Double], after: [Double])] = [:]
    let scaleList = scales.map { String(Int($0)) }.joined(separator: ",")
    for round in 0..<rounds {
      for name in scenarioNames {
        // Alternate which side goes first, so neither always runs on a warmer machine.
        let sides = round % 2 == 0 ? [true, false] : [false, true]
        for isBaseline in sides {
          var arguments = ["--only", name, "--runs", "1", "--no-idle", "--json"]
          if !isBaseline { arguments += ["--scales", scaleList] }
          let (report, count) = try runChild(
            isBaseline ? baseline : current, arguments: arguments, perf: perf)
          if let count {
            var pair = instructions[name] ?? ([], [])
            if isBaseline { pair.before.append(count) } else { pair.after.append(count) }
            instructions[name] = pair
          }
          for cost in report.frameCosts where scales.contains(cost.scale) {
            let row = Row(scenario: cost.scenario, scale: cost.scale, hz: cost.hz ?? 60)
            if figures[row] == nil { order.append(row) }
            var pair = figures[row] ?? (Figures(), Figures())
            if isBaseline {
              Self.add(cost, to: &pair.before)
            } else {
              Self.add(cost, to: &pair.after)
            }
            figures[row] = pair
          }
        }
      }
    }
    return table(order: order, figures: figures)
      + instructionTable(names: scenarioNames, counts: instructions, perf: perf != nil)
  }

  private static func add(_ cost: ChildReport.Cost, to figures: inout Figures) {
    figures.cpuMedians.append(cost.cpuMedianMs)
    figures.cpuP99s.append(cost.cpuP99Ms)
    figures.wallMedians.append(cost.medianMs)
  }

  private func table(order: [Row], figures: [Row: (before: Figures, after: Figures)]) -> String {
    var lines = [
      "Same-run comparison, \(rounds) rounds interleaved: baseline `\(baseline)` (before) and"
        + " `\(current)` (after); medians over the rounds, ratio = after / before.",
      "",
      "| scenario | scale | Hz | CPU median before / after (ms) | ratio | CPU p99 before / after (ms) | ratio | wall median before / after (ms) | ratio |",
      "|---|---|---|---|---|---|---|---|---|",
    ]
    for row in order {
      guard let pair = figures[row] else { continue }
      func cells(_ path: KeyPath<Figures, [Double]>) -> String {
        let before = pair.before[keyPath: path]
        let after = pair.after[keyPath: path]
        guard !before.isEmpty, !after.isEmpty else { return "– | –" }
        let b = medianOfRuns(before)
        let a = medianOfRuns(after)
        return String(format: "%.3f / %.3f | %.2f", b, a, a / max(b, 1e-9))
      }
      lines.append(
        "| \(row.scenario) | \(Int(row.scale)) | \(row.hz) | \(cells(\.cpuMedians)) | "
          + "\(cells(\.cpuP99s)) | \(cells(\.wallMedians)) |")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private func instructionTable(
    names: [String], counts: [String: (before: [Double], after: [Double])], perf: Bool
  ) -> String {
    guard perf else { return "\nInstruction counts not measured: no `perf` on PATH.\n" }
    guard !counts.isEmpty else {
      // perf stat prints "<not supported>": no hardware counters (a virtual machine).
      return "\nInstruction counts not measured: `perf stat` cannot count instructions here"
        + " (no hardware counters, as in most virtual machines).\n"
    }
    var lines = [
      "",
      "Instructions (user space) per child, all of its frames at \(scales.map { "\(Int($0))x" }.joined(separator: ", ")) and its replay speeds: medians over the rounds.",
      "",
      "| scenario | before (10^9) | after (10^9) | ratio |",
      "|---|---|---|---|",
    ]
    for name in names {
      guard let pair = counts[name], !pair.before.isEmpty, !pair.after.isEmpty else { continue }
      let b = medianOfRuns(pair.before)
      let a = medianOfRuns(pair.after)
      lines.append(String(format: "| %@ | %.3f | %.3f | %.3f |", name, b / 1e9, a / 1e9, a / b))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Runs one child benchmark, under `perf stat` when there is one.
  private func runChild(_ executable: String, arguments: [String], perf: String?) throws -> (
    ChildReport, Double?
  ) {
    let counts = FileManager.default.temporaryDirectory
      .appendingPathComponent("playground-bench-\(getpid())-perf.txt").path
    defer { try? FileManager.default.removeItem(atPath: counts) }
    let process = Process()
    if let perf {
      process.executableURL = URL(fileURLWithPath: perf)
      process.arguments =
        ["stat", "-x", ",", "-e", "instructions:u", "-o", counts, "--", executable] + arguments
    } else {
      process.executableURL = URL(fileURLWithPath: executable)
      process.arguments = arguments
    }
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw BenchError("\(executable) \(arguments.joined(separator: " ")) failed")
    }
    let report = try JSONDecoder().decode(ChildReport.self, from: data)
    return (report, perf == nil ? nil : Self.instructions(inPerfOutput: counts))
  }

  /// The count on `perf stat -x ,`'s instructions line.
  private static func instructions(inPerfOutput path: String) -> Double? {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
    for line in text.split(separator: "\n") where line.contains("instructions") {
      return Double(line.split(separator: ",").first ?? "")
    }
    return nil
  }

  /// `perf` when it is on PATH and allowed to count this user's instructions.
  private static func perfPath() -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") {
      let candidate = "\(directory)/perf"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }
}
