import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `playground test` as a person uses it: the built binary on copies of checked-in
/// recordings, judged by its stdout, exit code and files.
@Suite struct RecordingTestCommandTests {
  private func run(_ arguments: [String]) throws -> ProcessRun {
    try ProcessRun(TestPaths.playgroundBinary, ["test"] + arguments)
  }

  /// A fresh folder holding copies of the named checked-in recordings.
  private func folder(_ names: [String]) throws -> String {
    let path = NSTemporaryDirectory() + "playground-test-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    for name in names {
      try FileManager.default.copyItem(
        atPath: TestPaths.recording(name), toPath: "\(path)/\(name).jsonl")
    }
    return path
  }

  /// Rewrites the first line (the header) of a recording.
  private func editHeader(_ path: String, _ edit: (String) -> String) throws {
    var lines = try String(contentsOfFile: path, encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    lines[0] = edit(lines[0])
    try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
  }

  @Test func aRecordingWithCheckpointsPasses() throws {
    let dir = try folder(["text-sheet-checkpoints"])
    let result = try run([dir])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(
      result.stdout == "PASS text-sheet-checkpoints (3 checkpoints, 209 frames)\n"
        + "1 passed, 0 failed\n")
  }

  @Test func aChangedTuningFailsNamingCheckpointFieldValuesAndFrame() throws {
    let dir = try folder(["text-sheet-checkpoints", "root-buttons"])
    let path = "\(dir)/text-sheet-checkpoints.jsonl"
    try editHeader(path) {
      $0.replacingOccurrences(of: #""overrides":{}"#, with: #""overrides":{"sheet.duration":0.5}"#)
    }
    let junit = "\(dir)/report.xml"
    let result = try run([dir, "--junit", junit])
    #expect(result.status == 1)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first == "PASS root-buttons (1 checkpoint, 170 frames)")
    #expect(
      lines[1].hasPrefix(
        "FAIL text-sheet-checkpoints: checkpoint 'checkpoint-1' at frame 92: "
          + "tuning.overrides.sheet.duration expected (missing), got 0.5 "
          + "(state first differs at frame "),
      "\(lines)")
    #expect(lines[2].hasPrefix("  open it: ") && lines[2].contains("--replay \(path) --seek "))
    #expect(lines.last == "1 passed, 1 failed")
    try expectValidJUnit(at: junit, tests: 2, failures: 1)
  }

  @Test func anUnreadableRecordingIsOneLineAndExitTwo() throws {
    let dir = try folder(["root-buttons"])
    try "{\"format\":\"sheet-playground-recording\",\"version\":2}\n".write(
      toFile: "\(dir)/broken.jsonl", atomically: true, encoding: .utf8)
    let result = try run([dir])
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("playground: \(dir)/broken.jsonl:1: "), "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1)
  }

  @Test func shardsCoverEveryRecordingExactlyOnce() throws {
    let folder = TestPaths.testsFolder.appendingPathComponent("Recordings").path
    let all = try run([folder]).stdout.split(separator: "\n").filter { $0.hasPrefix("PASS") }
    var seen: [Substring] = []
    for shard in 1...3 {
      let result = try run([folder, "--shard", "\(shard)/3"])
      #expect(result.status == 0)
      seen += result.stdout.split(separator: "\n").filter { $0.hasPrefix("PASS") }
    }
    #expect(all.count >= 20)
    #expect(seen.sorted() == all.sorted())
  }

  @Test func updateRewritesOnlyWhatChanged() throws {
    let dir = try folder(["text-sheet-checkpoints", "root-buttons"])
    let path = "\(dir)/text-sheet-checkpoints.jsonl"
    let original = try String(contentsOfFile: path, encoding: .utf8)
    // A wrong expectation in checkpoint-1 only: its dim alpha.
    let lines = original.split(separator: "\n").map(String.init)
    let index = try #require(lines.firstIndex { $0.contains(#""name":"checkpoint-1""#) })
    var edited = lines
    edited[index] = lines[index].replacingOccurrences(
      of: #""dimAlpha": 0.75"#, with: #""dimAlpha": 0.7"#)
    #expect(edited[index] != lines[index])
    try (edited.joined(separator: "\n") + "\n").write(
      toFile: path, atomically: true, encoding: .utf8)
    #expect(try run([dir]).status == 1)

    let update = try run([dir, "--update"])
    #expect(update.status == 0)
    #expect(
      update.stdout == "UNCHANGED root-buttons\n"
        + "UPDATED text-sheet-checkpoints: checkpoint 'checkpoint-1' (1 field)\n"
        + "2 recordings checked\n")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == original)
    #expect(try run([dir]).status == 0)
  }

  @Test func artifactsHoldBothFramesAndTheDiff() throws {
    let dir = try folder(["sheet-swipe-past-half"])
    try editHeader("\(dir)/sheet-swipe-past-half.jsonl") {
      $0.replacingOccurrences(of: #""preset":"seed""#, with: #""preset":"fluid""#)
    }
    let artifacts = "\(dir)/artifacts"
    let result = try run([dir, "--artifacts", artifacts])
    #expect(result.status == 1)
    let files = try FileManager.default.contentsOfDirectory(
      atPath: "\(artifacts)/sheet-swipe-past-half")
    #expect(files.sorted() == ["checkpoint.png", "first-difference.png", "state-diff.json"])
    let diff = try JSONSerialization.jsonObject(
      with: Data(
        contentsOf: URL(fileURLWithPath: "\(artifacts)/sheet-swipe-past-half/state-diff.json")))
    let object = try #require(diff as? [String: Any])
    #expect(object["checkpoint"] as? String == "end")
    #expect((object["differences"] as? [Any])?.isEmpty == false)
  }

  @Test func shrinkKeepsTheSameFailureWithFewerEvents() throws {
    let dir = try folder(["sheet-swipe-past-half"])
    let path = "\(dir)/sheet-swipe-past-half.jsonl"
    try editHeader(path) {
      $0.replacingOccurrences(of: #""preset":"seed""#, with: #""preset":"fluid""#)
    }
    let failure = try run([path]).stdout.split(separator: "\n")[0]
    let smaller = "\(dir)/min.jsonl"
    let shrink = try ProcessRun(TestPaths.playgroundBinary, ["shrink", path, "--out", smaller])
    #expect(shrink.status == 0, "\(shrink.stderr)")
    let again = try run([smaller])
    #expect(again.status == 1)
    let field = try #require(failure.split(separator: ": ", maxSplits: 1).last)
      .split(separator: " (")[0]
    #expect(again.stdout.split(separator: "\n")[0].contains(field), "\(failure) / \(again.stdout)")
    let count = { (file: String) in
      try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n")
        .filter { $0.contains(#""t":"#) }.count
    }
    #expect(try count(smaller) < count(path))
  }

  /// Parses the report with an XML parser and checks the JUnit structure CI tools read.
  private func expectValidJUnit(at path: String, tests: Int, failures: Int) throws {
    let parser = XMLParser(data: try Data(contentsOf: URL(fileURLWithPath: path)))
    let collector = JUnitCollector()
    parser.delegate = collector
    #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    #expect(collector.path.isEmpty)
    #expect(collector.elements.first?.name == "testsuites")
    #expect(collector.elements.first?.attributes["tests"] == "\(tests)")
    #expect(collector.elements.first?.attributes["failures"] == "\(failures)")
    let cases = collector.elements.filter { $0.name == "testcase" }
    #expect(cases.count == tests)
    #expect(cases.allSatisfy { $0.parent == "testsuite" && $0.attributes["name"] != nil })
    let failed = collector.elements.filter { $0.name == "failure" }
    #expect(failed.count == failures)
    #expect(failed.allSatisfy { $0.parent == "testcase" && $0.attributes["message"] != nil })
  }
}

/// Records each element with its parent, checking nesting as it goes.
private final class JUnitCollector: NSObject, XMLParserDelegate {
  struct Element {
    var name: String
    var parent: String?
    var attributes: [String: String]
  }
  var elements: [Element] = []
  var path: [String] = []

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    elements.append(Element(name: name, parent: path.last, attributes: attributes))
    path.append(name)
  }

  func parser(
    _ parser: XMLParser, didEndElement name: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    if path.last == name { path.removeLast() }
  }
}
