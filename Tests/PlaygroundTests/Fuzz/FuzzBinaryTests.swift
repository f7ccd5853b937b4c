import Foundation
import SheetSDL
import Synchronization
import Testing

/// A bounded, seeded fuzz of the command line: mutants of every checked-in recording are
/// replayed headless, mutants of the tuning files are loaded by a live session (which stops
/// at "no display" when the file is fine). Each run must exit 0, or 2 with exactly one line,
/// never crash or hang, never change its input, and together leave no temporary file. A failure names
/// the seed, so it reproduces.
@Suite struct FuzzBinaryTests {
  static let recordingMutants = 240
  static let tuningMutants = 80

  /// One run: its seed (for the failure message), arguments and the input it must not touch.
  private struct Case: Sendable {
    var seed: UInt64
    var arguments: [String]
    var input: String
    var withoutDisplay: Bool
  }

  @Test func mutatedRecordingsAreReplayedOrRefusedInOneLine() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    let recordingsFolder = TestPaths.testsFolder.appendingPathComponent("Recordings")
    let recordings = try FileManager.default.contentsOfDirectory(atPath: recordingsFolder.path)
      .filter { $0.hasSuffix(".jsonl") }.sorted()
    try #require(!recordings.isEmpty)
    let font = try FontFile.locateDefault().path
    var cases: [Case] = []
    for index in 0..<Self.recordingMutants {
      let seed = UInt64(16_000 + index)
      var mutator = Mutator(seed: seed)
      let source = recordingsFolder.appendingPathComponent(recordings[index % recordings.count])
      // Every fifth mutant is read as a journal, through the lenient path.
      let name = "m\(index).jsonl" + (index % 5 == 4 ? ".partial" : "")
      let mutant = mutator.mutate([UInt8](try Data(contentsOf: source)))
      try Data(mutant).write(to: URL(fileURLWithPath: folder.file(name)))
      let arguments = [
        "--replay", name, "--headless", "--font", font, "--state-out", "s\(index).json",
      ]
      cases.append(Case(seed: seed, arguments: arguments, input: name, withoutDisplay: false))
    }
    try run(cases, in: folder)
  }

  @Test func mutatedTuningFilesAreLoadedOrRefusedInOneLine() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    let asset = TestPaths.testsFolder.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Assets/tuning.json")
    let fluid =
      "{\n  \"preset\": \"fluid\",\n  \"sheet.duration\": 0.4,\n  \"navigation.edgeOnly\": true\n}\n"
    let sources = [[UInt8](try Data(contentsOf: asset)), Array(fluid.utf8)]
    let font = try FontFile.locateDefault().path
    var cases: [Case] = []
    for index in 0..<Self.tuningMutants {
      let seed = UInt64(26_000 + index)
      var mutator = Mutator(seed: seed)
      let name = "t\(index).json"
      let mutant = mutator.mutate(sources[index % sources.count])
      try Data(mutant).write(to: URL(fileURLWithPath: folder.file(name)))
      let arguments = ["--tuning", name, "--font", font]
      cases.append(Case(seed: seed, arguments: arguments, input: name, withoutDisplay: true))
    }
    try run(cases, in: folder)
  }

  /// Runs the cases two at a time (the machine's cores) and checks each.
  private func run(_ cases: [Case], in folder: TestFolder) throws {
    let problems = Mutex<[String]>([])
    let counts = Mutex<[Int32: Int]>([:])
    let path = folder.path
    DispatchQueue.concurrentPerform(iterations: 2) { worker in
      for item in cases.indices where item % 2 == worker {
        let (status, problem) = Self.check(cases[item], in: path)
        counts.withLock { $0[status, default: 0] += 1 }
        if let problem { problems.withLock { $0.append(problem) } }
      }
    }
    // Checked once all runs are over: mid-run, the other worker's writer has its own.
    let entries = try FileManager.default.contentsOfDirectory(atPath: path)
    problems.withLock { found in
      found += entries.filter { $0.hasSuffix(".tmp") }.map { "a temporary file was left: \($0)" }
    }
    let found = problems.withLock { $0 }
    let summary = found.prefix(10).joined(separator: "\n")
    #expect(found.isEmpty, "\(found.count) of \(cases.count) mutants misbehaved:\n\(summary)")
    let statuses = counts.withLock { $0 }
    #expect(statuses.values.reduce(0, +) == cases.count)
    let tally = statuses.sorted { $0.key < $1.key }.map { "exit \($0.key): \($0.value)" }
    print("fuzz: \(cases.count) mutants, \(tally.joined(separator: ", "))")
  }

  /// The run's exit status and what was wrong with it, if anything.
  private static func check(_ fuzzCase: Case, in folder: String) -> (Int32, String?) {
    let input = folder + "/" + fuzzCase.input
    let before = FileManager.default.contents(atPath: input)
    let environment = fuzzCase.withoutDisplay ? PlaygroundProcess.environmentWithoutDisplay : nil
    let result: PlaygroundProcess.Result
    do {
      result = try PlaygroundProcess.run(fuzzCase.arguments, in: folder, environment: environment)
    } catch {
      return (-1, "seed \(fuzzCase.seed): cannot run: \(error)")
    }
    let label = "seed \(fuzzCase.seed) (\(fuzzCase.input))"
    if result.timedOut { return (result.status, "\(label): hung") }
    if FileManager.default.contents(atPath: input) != before {
      return (result.status, "\(label): input changed")
    }
    switch result.status {
    case 0:
      // A replay slowed by a loaded machine may show its progress too.
      let said = result.lines.filter { !$0.hasPrefix("playground: replay: frame ") }
      let warnings = said.allSatisfy { $0.hasPrefix("playground: warning: ") }
      if said.count > 2 || !warnings {
        return (0, "\(label): exit 0 with \(result.stderr)")
      }
    case 2:
      if result.lines.count != 1 || !result.stderr.hasPrefix("playground: ") {
        return (2, "\(label): exit 2 without exactly one line: \(result.stderr)")
      }
    default:
      return (result.status, "\(label): exit \(result.status): \(result.stderr)")
    }
    return (result.status, nil)
  }
}
