import Foundation
import Testing

/// `playground test --report DIR` through the built binary: one static page that names the
/// failure, references only files beside it, is linked from the JUnit report, and appears
/// whole or not at all. (scripts/report-check.sh loads it in a real browser.)
@Suite struct ReportCommandTests {
  private func run(_ arguments: [String]) throws -> ProcessRun {
    try ProcessRun(TestPaths.playgroundBinary, ["test"] + arguments)
  }

  private func folder() throws -> String {
    let path = NSTemporaryDirectory() + "playground-report-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  /// The raised dismiss threshold of issue 26 beside a passing recording.
  private func recordings(in folder: String) throws -> [String] {
    let source = TestPaths.recording("sheet-dismiss-checkpoints")
    let text = try String(contentsOfFile: source, encoding: .utf8)
    let edited = folder + "/threshold.jsonl"
    try text.replacingOccurrences(
      of: #""overrides":{}"#, with: #""overrides":{"dismiss.threshold":0.95}"#, options: [],
      range: text.startIndex..<(text.firstIndex(of: "\n") ?? text.endIndex)
    ).write(toFile: edited, atomically: true, encoding: .utf8)
    try FileManager.default.copyItem(
      atPath: String(source.dropLast(6)) + ".frames", toPath: folder + "/threshold.frames")
    return [edited, TestPaths.recording("root-buttons")]
  }

  @Test func theReportNamesTheFailureAndHoldsEveryImageItShows() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let report = dir + "/report"
    let result = try run(
      try recordings(in: dir) + ["--report", report, "--junit", dir + "/junit.xml"])
    #expect(result.status == 1, "\(result.stderr)")
    let page = try String(contentsOfFile: report + "/index.html", encoding: .utf8)
    #expect(page.contains("expected the text sheet dismissed, it is presented at y 415"))
    #expect(page.contains("<td>decision</td><td>dismissed</td><td>stayed</td>"))
    #expect(page.components(separatedBy: "<section ").count == 3)
    #expect(page.contains("<svg") && page.contains("<polyline"))
    #expect(page.contains("--replay \(dir)/threshold.jsonl --seek 119"))
    let sources = try NSRegularExpression(pattern: #"src="([^"]*)""#)
      .matches(in: page, range: NSRange(page.startIndex..., in: page))
      .map { (page as NSString).substring(with: $0.range(at: 1)) }
    #expect(sources.count >= 8, "\(sources)")
    for source in sources {
      #expect(!source.contains(":") && !source.hasPrefix("/"), "a local file only: \(source)")
      #expect(FileManager.default.fileExists(atPath: report + "/" + source), "\(source)")
    }
    let junit = try String(contentsOfFile: dir + "/junit.xml", encoding: .utf8)
    #expect(junit.contains(#"<property name="report" value="\#(report)/index.html"/>"#))
    #expect(junit.contains("report: \(report)/index.html#r-threshold"))
    let left = try FileManager.default.contentsOfDirectory(atPath: dir)
    #expect(!left.contains { $0.hasSuffix(".tmp") }, "\(left)")
  }

  @Test func badReportFoldersAreOneLineAndLeaveNothing() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let recording = TestPaths.recording("root-buttons")
    try "x".write(toFile: dir + "/file", atomically: true, encoding: .utf8)
    try FileManager.default.createDirectory(
      atPath: dir + "/full", withIntermediateDirectories: true)
    try "old".write(toFile: dir + "/full/index.html", atomically: true, encoding: .utf8)
    let cases: [([String], String)] = [
      ([recording, "--report", dir + "/file"], "is a regular file, not a folder"),
      ([recording, "--report", dir + "/full"], "the folder exists and is not empty; pass --force"),
      ([recording, "--report", dir + "/missing/report"], "does not exist"),
      ([recording, "--report", ""], "--report: empty value"),
      ([recording, "--report", dir + "/new", "--update"], "nothing fails to leave a --report of"),
      ([recording, "--report"], "--report needs a value"),
    ]
    let before = try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
    for (arguments, reason) in cases {
      let result = try run(arguments)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.stderr.contains(reason), "\(result.stderr)")
      #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
      #expect(result.stdout.isEmpty)
      #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == before)
    }
    #expect(try String(contentsOfFile: dir + "/full/index.html", encoding: .utf8) == "old")
  }

  @Test func forceReplacesAnEarlierReport() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try FileManager.default.createDirectory(
      atPath: dir + "/report", withIntermediateDirectories: true)
    try "old".write(toFile: dir + "/report/stale.txt", atomically: true, encoding: .utf8)
    let result = try run([
      TestPaths.recording("root-buttons"), "--report", dir + "/report", "--force",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let files = try FileManager.default.contentsOfDirectory(atPath: dir + "/report").sorted()
    #expect(files == ["index.html", "r1-frame-1.png"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["report"])
  }
}
