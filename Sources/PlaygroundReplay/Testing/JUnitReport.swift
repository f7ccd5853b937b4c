import PlaygroundSessions
import SheetFiles

/// The `--junit` report: one `testsuite` of recordings, one `testcase` per recording, with
/// a `failure` holding the FAIL line's message. The subset of the JUnit XML schema that CI
/// systems (GitLab, Jenkins, GitHub test reporters) read.
struct JUnitReport {
  struct Case {
    package var name: String
    package var path: String
    package var seconds: Double
    /// The failure message, or nil for a pass.
    package var failure: String?
    /// More lines for the failure's body (the command that opens it).
    package var details: String = ""
  }

  var cases: [Case] = []
  /// The HTML report's page (`--report DIR`), linked from the suite's properties and from
  /// every failure, so a CI page leads to the images and plots.
  var reportPath: String?

  var xml: String {
    let failures = cases.filter { $0.failure != nil }.count
    let total = cases.reduce(0) { $0 + $1.seconds }
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    out += "<testsuites name=\"playground test\" tests=\"\(cases.count)\" "
    out += "failures=\"\(failures)\" errors=\"0\" time=\"\(Self.seconds(total))\">\n"
    out += "  <testsuite name=\"recordings\" tests=\"\(cases.count)\" failures=\"\(failures)\" "
    out += "errors=\"0\" skipped=\"0\" time=\"\(Self.seconds(total))\">\n"
    if let reportPath {
      out +=
        "    <properties>\n      <property name=\"report\" value=\"\(Self.escape(reportPath))\"/>"
      out += "\n    </properties>\n"
    }
    for testCase in cases {
      out += "    <testcase classname=\"recordings\" name=\"\(Self.escape(testCase.name))\" "
      out += "file=\"\(Self.escape(testCase.path))\" time=\"\(Self.seconds(testCase.seconds))\""
      guard let failure = testCase.failure else {
        out += "/>\n"
        continue
      }
      out += ">\n      <failure message=\"\(Self.escape(failure))\" type=\"StateMismatch\">"
      let report = reportPath.map { "\n  report: \($0)#\(HTMLReport.anchor(testCase.name))" }
      out += Self.escape(
        failure + (testCase.details.isEmpty ? "" : "\n" + testCase.details) + (report ?? ""))
      out += "</failure>\n"
      if let reportPath {
        // The attachment convention Jenkins and GitLab read.
        out += "      <system-out>[[ATTACHMENT|\(Self.escape(reportPath))]]</system-out>\n"
      }
      out += "    </testcase>\n"
    }
    out += "  </testsuite>\n</testsuites>\n"
    return out
  }

  /// Writes the report; a failure (checked writable up front, so a full disk) exits 1.
  package func write(to path: String) throws(SessionFailure) {
    do throws(FileError) {
      try AtomicFileWriter.write(xml, to: path)
    } catch {
      throw SessionFailure("--junit \(path): \(error.reason)")
    }
  }

  /// XML character data and attribute text (``MarkupText``).
  static func escape(_ text: String) -> String {
    MarkupText.escape(text, for: .xml)
  }

  private static func seconds(_ value: Double) -> String {
    let milliseconds = Int((value * 1000).rounded())
    let fraction = String(milliseconds % 1000)
    return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
  }
}
