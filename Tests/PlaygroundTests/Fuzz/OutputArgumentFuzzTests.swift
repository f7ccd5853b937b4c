import Foundation
import Testing

@testable import PlaygroundReplay

/// A seeded fuzz of output arguments (issue 22): every command's output flags pointed at
/// seeded picks of what must be refused (an input under another spelling, an existing file
/// without `--force`, an empty path, a folder, /proc, a FIFO, another format's extension).
/// Each run must exit 2 with exactly one line before doing any work, and leave every file
/// byte for byte and no temporary file.
@Suite struct OutputArgumentFuzzTests {
  static let cases = 60

  /// Commands and the output flags each has, with `OUT` where the fuzzed path goes.
  static let commands: [[String]] = [
    ["--replay", "r.jsonl", "--headless", "--state-out", "OUT"],
    ["--replay", "r.jsonl", "--headless", "--trace", "OUT"],
    ["--replay", "r.jsonl", "--headless", "--plot", "OUT"],
    ["--replay", "r.jsonl", "--headless", "--video", "OUT"],
    ["--replay", "r.jsonl", "--headless", "--snapshot", "2:OUT"],
    ["test", "r.jsonl", "--junit", "OUT"],
    ["test", "r.jsonl", "--artifacts", "OUT"],
    ["shrink", "r.jsonl", "--out", "OUT"],
    ["--record", "OUT"],
    ["--tuning", "t.json", "--state-out", "OUT"],
    ["export", "t.json", "--as", "json", "--out", "OUT"],
  ]

  /// Paths every command must refuse, as outputs.
  static let refused = [
    "r.jsonl", "./r.jsonl", "link.jsonl", "hard.jsonl", "t.json", "f.ttf", "existing.json",
    "existing.png", "", "dir", "/proc/o.json", "fifo", "missing/o.json", "x.txt",
  ]

  @Test func badOutputsAreRefusedInOneLine() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.copyRecording("text-sheet-dim", as: "r.jsonl")
    try folder.write("{\"preset\": \"fluid\"}\n", to: "t.json")
    try folder.write("keep", to: "existing.json")
    try folder.write("keep", to: "existing.png")
    try FileManager.default.copyItem(
      atPath: OutputCollisionBinaryTests.fontPath, toPath: folder.file("f.ttf"))
    try FileManager.default.createSymbolicLink(
      atPath: folder.file("link.jsonl"), withDestinationPath: "r.jsonl")
    try FileManager.default.linkItem(
      atPath: folder.file("r.jsonl"), toPath: folder.file("hard.jsonl"))
    try FileManager.default.createDirectory(
      atPath: folder.file("dir"), withIntermediateDirectories: false)
    mkfifo(folder.file("fifo"), 0o644)
    let before = try snapshot(folder)
    var generator = SeededGenerator(seed: 36_000)
    var problems: [String] = []
    for index in 0..<Self.cases {
      let command = Self.commands[Int(generator.next() % UInt64(Self.commands.count))]
      let path = Self.refused[Int(generator.next() % UInt64(Self.refused.count))]
      // A folder may have any name, and one that is missing is created.
      if command.contains("--artifacts"), ["x.txt", "missing/o.json"].contains(path) { continue }
      var arguments = command.map { $0.replacingOccurrences(of: "OUT", with: path) }
      // The font is an input of every command that draws; export reads only its tuning.
      if command.first != "export" { arguments += ["--font", "f.ttf"] }
      let result = try PlaygroundProcess.run(
        arguments, in: folder.path, environment: PlaygroundProcess.environmentWithoutDisplay)
      let label = "case \(index): \(arguments)"
      if result.status != 2 || result.lines.count != 1 {
        problems.append("\(label): exit \(result.status): \(result.stderr)")
      } else if try snapshot(folder) != before {
        problems.append("\(label): the folder changed")
      }
    }
    #expect(
      problems.isEmpty,
      "\(problems.count) misbehaved:\n\(problems.prefix(10).joined(separator: "\n"))")
  }

  /// Every entry's name and bytes (FIFOs and folders by name only).
  private func snapshot(_ folder: TestFolder) throws -> [String: Data?] {
    var entries: [String: Data?] = [:]
    for name in try folder.contents() {
      let isFile = !["dir", "fifo"].contains(name)
      entries[name] = isFile ? folder.bytes(name) : nil
    }
    return entries
  }
}
