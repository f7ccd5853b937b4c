import Foundation
import Testing

/// The guide's shell examples run (issue 42, item 3): every fenced block of the guide
/// (Sources/Playground/Playground.docc) whose first line is `# example`, or
/// `# example: writes FILE...`, runs with bash (-e, -u, pipefail) in a fresh folder where
/// `Assets` and `Tests` are the repository's and `playground` is the built binary. It must
/// exit 0 and write every file its `writes:` names, so a guide step that stops working
/// fails here.
@Suite struct GuideExampleTests {
  struct Example: Sendable, CustomTestStringConvertible {
    /// The article's file name and the line its block opens on.
    var article: String
    var line: Int
    var script: String
    var writes: [String]
    var testDescription: String { "\(article):\(line)" }
  }

  static let guide = TestPaths.testsFolder.deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Sources/Playground/Playground.docc")

  /// The marked blocks of one article's text.
  static func examples(in text: String, article: String) -> [Example] {
    var examples: [Example] = []
    var block: (line: Int, lines: [String])?
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if var open = block {
        if trimmed == "```" {
          if let marker = open.lines.first, marker == "# example" || marker.hasPrefix("# example:")
          {
            let writes = marker.components(separatedBy: "writes").dropFirst().first ?? ""
            examples.append(
              Example(
                article: article, line: open.line, script: open.lines.joined(separator: "\n"),
                writes: writes.split(separator: " ").map(String.init)))
          }
          block = nil
        } else {
          open.lines.append(String(line))
          block = open
        }
      } else if trimmed.hasPrefix("```") {
        block = (index + 1, [])
      }
    }
    return examples
  }

  static var all: [Example] {
    let names =
      (try? FileManager.default.contentsOfDirectory(atPath: guide.path))?
      .filter { $0.hasSuffix(".md") }.sorted() ?? []
    return names.flatMap { name in
      let text = (try? String(contentsOf: guide.appendingPathComponent(name), encoding: .utf8))
      return examples(in: text ?? "", article: name)
    }
  }

  /// Runs `example` in a fresh folder; nil when it exits 0 and wrote what it says, else why
  /// not.
  static func failure(of example: Example) throws -> String? {
    let folder = try TestFolder()
    defer { folder.remove() }
    let root = guide.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    for shared in ["Assets", "Tests"] {
      try FileManager.default.createSymbolicLink(
        atPath: folder.file(shared), withDestinationPath: root.appendingPathComponent(shared).path)
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-euo", "pipefail", "-c", example.script]
    process.currentDirectoryURL = URL(fileURLWithPath: folder.path)
    var environment = ProcessInfo.processInfo.environment
    let binaries = URL(fileURLWithPath: TestPaths.playgroundBinary).deletingLastPathComponent()
    environment["PATH"] = binaries.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    process.environment = environment
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      return "\(example.testDescription) exited with \(process.terminationStatus): "
        + stderr.split(separator: "\n").suffix(3).joined(separator: " / ")
    }
    let missing = example.writes.filter { !FileManager.default.fileExists(atPath: folder.file($0)) }
    guard missing.isEmpty else {
      return "\(example.testDescription) did not write \(missing.joined(separator: ", "))"
    }
    return nil
  }

  @Test func theGuideHasExamplesThatSayWhatTheyWrite() {
    let examples = Self.all
    #expect(examples.count >= 5, "\(examples.map(\.testDescription))")
    #expect(examples.allSatisfy { !$0.writes.isEmpty })
  }

  @Test(arguments: all)
  func theExampleRunsAndWritesItsFiles(_ example: Example) throws {
    if let failure = try Self.failure(of: example) {
      Issue.record(Comment(rawValue: failure))
    }
  }

  /// The runner itself fails a broken step and a file not written.
  @Test func aBrokenExampleFails() throws {
    let text =
      "```sh\n# example: writes out.txt\nplayground --recrod x.jsonl\n```\n"
      + "```sh\n# example: writes never.txt\ntrue\n```\n"
    let examples = Self.examples(in: text, article: "Broken.md")
    #expect(examples.count == 2)
    #expect(try Self.failure(of: examples[0])?.contains("exited with 2") == true)
    #expect(try Self.failure(of: examples[1])?.contains("did not write never.txt") == true)
  }
}
