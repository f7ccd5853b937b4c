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
      let frames = String(TestPaths.recording(name).dropLast(6)) + ".frames"
      if FileManager.default.fileExists(atPath: frames) {
        try FileManager.default.copyItem(atPath: frames, toPath: "\(path)/\(name).frames")
      }
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

  /// Issue 26's example: the header's tuning is the input, so a raised dismiss threshold
  /// fails on what it changes (the sheet no longer dismisses, at checkpoint-2 and the end),
  /// with the frame where motion first parts and the tuning shown once beside the recorded.
  @Test func aRaisedDismissThresholdFailsNamingTheDismissal() throws {
    let dir = try folder(["sheet-dismiss-checkpoints", "root-buttons"])
    let path = "\(dir)/sheet-dismiss-checkpoints.jsonl"
    try editHeader(path) {
      $0.replacingOccurrences(
        of: #""overrides":{}"#, with: #""overrides":{"dismiss.threshold":0.95}"#)
    }
    let junit = "\(dir)/report.xml"
    let result = try run([dir, "--junit", junit])
    #expect(result.status == 1)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    try #require(lines.count == 8, "\(lines)")
    #expect(lines[0] == "PASS root-buttons (1 checkpoint, 170 frames)")
    #expect(
      lines[1] == "FAIL sheet-dismiss-checkpoints: checkpoint-2 (frame 131): expected the text "
        + "sheet dismissed, it is presented at y 415 (and 3 more differences); first visible "
        + "difference at frame 119 (text sheet y 764.1 -> 596.8)")
    // checkpoint-2 is a visual checkpoint too: its frame shows the sheet still there.
    #expect(
      lines[2] == "  checkpoint-2 (frame 131): its frame differs from checkpoint-2.png in "
        + "329,160 pixels (100.0 %)")
    #expect(
      lines[3] == "  end (frame 180): expected the text sheet dismissed, it is presented at "
        + "y 415 (and 1 more difference)")
    #expect(
      lines[4] == "  release 1 (frame 119, text.y): decision dismissed -> stayed; travel 159.0 "
        + "-> 270.0 pt; settles 0.12 -> 0.23 s; largest velocity jump 4747 -> 5292 pt/s")
    #expect(lines[5] == "  tuning: this run seed, dismiss.threshold 0.95; recorded with seed")
    #expect(lines[6].hasPrefix("  open it: ") && lines[6].hasSuffix("--replay \(path) --seek 119"))
    #expect(lines[7] == "1 passed, 1 failed")
    try expectValidJUnit(at: junit, tests: 2, failures: 1)
  }

  /// A tuning edit that changes nothing on screen is no failure: tuning fields are not compared.
  @Test func aTuningThatChangesNothingVisiblePasses() throws {
    let dir = try folder(["text-sheet-checkpoints"])
    try editHeader("\(dir)/text-sheet-checkpoints.jsonl") {
      $0.replacingOccurrences(
        of: #""overrides":{}"#, with: #""overrides":{"dismiss.threshold":0.95}"#)
    }
    let result = try run([dir])
    #expect(result.status == 0, "\(result.stdout)")
  }

  /// One that changes only the motion between checkpoints fails at the frame it shows.
  @Test func aTuningThatChangesOnlyMotionFailsAtItsFirstFrame() throws {
    let dir = try folder(["text-sheet-checkpoints"])
    try editHeader("\(dir)/text-sheet-checkpoints.jsonl") {
      $0.replacingOccurrences(of: #""overrides":{}"#, with: #""overrides":{"sheet.duration":0.5}"#)
    }
    let lines = try run([dir]).stdout.split(separator: "\n").map(String.init)
    #expect(
      lines.first == "FAIL text-sheet-checkpoints: first visible difference at frame 43 "
        + "(text sheet y 750.7 -> 776.9); every checkpoint matches", "\(lines)")
    // The swipe's spring is the same; its start (where the slower sheet was) is not.
    #expect(
      lines.dropFirst().first
        == "  release 1 (frame 151, text.y): settles 0.17 -> 0.23 s; largest velocity jump "
        + "5013 -> 3735 pt/s", "\(lines)")
    #expect(
      lines.dropFirst(2).first
        == "  tuning: this run seed, sheet.duration 0.5; recorded with seed")
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
      update.stdout == "UPDATED root-buttons: version 2 -> 3\n"
        + "UPDATED text-sheet-checkpoints: checkpoint 'checkpoint-1' (1 field)\n"
        + "2 recordings checked\n")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == original)
    #expect(try run([dir]).status == 0)
  }

  @Test func artifactsHoldBothFramesAndTheDiff() throws {
    let dir = try folder(["sheet-dismiss-checkpoints"])
    try editHeader("\(dir)/sheet-dismiss-checkpoints.jsonl") {
      $0.replacingOccurrences(
        of: #""overrides":{}"#, with: #""overrides":{"dismiss.threshold":0.95}"#)
    }
    let artifacts = "\(dir)/artifacts"
    let result = try run([dir, "--artifacts", artifacts])
    #expect(result.status == 1)
    let files = try FileManager.default.contentsOfDirectory(
      atPath: "\(artifacts)/sheet-dismiss-checkpoints")
    // checkpoint-2 is a visual checkpoint: its three images come too.
    #expect(
      files.sorted() == [
        "checkpoint-2-actual.png", "checkpoint-2-difference.png", "checkpoint-2-expected.png",
        "checkpoint.png", "first-difference.png", "state-diff.json",
      ])
    let diff = try JSONSerialization.jsonObject(
      with: Data(
        contentsOf: URL(fileURLWithPath: "\(artifacts)/sheet-dismiss-checkpoints/state-diff.json")))
    let object = try #require(diff as? [String: Any])
    #expect(object["checkpoint"] as? String == "checkpoint-2")
    #expect((object["differences"] as? [Any])?.isEmpty == false)
  }

  /// Issue 26: the shrunk recording still fails on the dismissal, and passes with the
  /// recorded tuning (the drag is kept: the failure is the tuning's, not a dropped input's).
  @Test func shrinkKeepsTheSameBehaviouralFailureWithFewerEvents() throws {
    let dir = try folder(["sheet-dismiss-checkpoints"])
    let path = "\(dir)/sheet-dismiss-checkpoints.jsonl"
    let raised = #""overrides":{"dismiss.threshold":0.95}"#
    try editHeader(path) { $0.replacingOccurrences(of: #""overrides":{}"#, with: raised) }
    let smaller = "\(dir)/min.jsonl"
    let shrink = try ProcessRun(TestPaths.playgroundBinary, ["shrink", path, "--out", smaller])
    #expect(shrink.status == 0, "\(shrink.stderr)")
    #expect(
      shrink.stdout.hasSuffix(
        "failing checkpoint 'checkpoint-2': expected the text sheet dismissed, it is presented "
          + "at y 415\n"), "\(shrink.stdout)")
    let again = try run([smaller])
    #expect(again.status == 1)
    #expect(
      again.stdout.hasPrefix(
        "FAIL min: checkpoint-2 (frame 131): expected the text sheet dismissed, it is presented"),
      "\(again.stdout)")
    let count = { (file: String) in
      try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n")
        .filter { $0.contains(#""t":"#) }.count
    }
    #expect(try count(smaller) < count(path))
    try editHeader(smaller) { $0.replacingOccurrences(of: raised, with: #""overrides":{}"#) }
    #expect(try run([smaller]).status == 0)
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
