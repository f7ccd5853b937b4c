import Foundation
import Testing

/// Code that takes a number or a formula from the motion spec cites it as
/// `docs/MOTION.md, "Section"`; every cited section must be a heading of that file, so a
/// citation cannot point at nothing after the spec is edited, and no code cites the spec
/// without naming a section.
@Suite struct MotionCitationTests {
  private static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The `## ` headings of docs/MOTION.md.
  private static func headings() throws -> Set<String> {
    let text = try String(
      contentsOf: root.appendingPathComponent("docs/MOTION.md"), encoding: .utf8)
    return Set(
      text.split(separator: "\n").filter { $0.hasPrefix("## ") }.map { String($0.dropFirst(3)) })
  }

  /// A Swift file's comments as one line each run of them: a citation may wrap.
  private static func commentText(_ source: String) -> String {
    source.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard let slashes = trimmed.range(of: "//") else { return "\n" }
      return String(trimmed[slashes.upperBound...]).trimmingCharacters(in: ["/", " "]) + " "
    }.joined()
  }

  /// Every citation in the Swift files under `folder`: the file's name and the sections it
  /// names (`"A"`, `"A" and "B"`, `"A", "B" and "C"`), empty when it names none.
  private static func citations(under folder: String) throws -> [(file: String, sections: [String])]
  {
    let base = root.appendingPathComponent(folder)
    let files =
      FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
    let citation = try Regex(#"(\S*)MOTION\.md(,? *"[^"]+"(?:(?:,| and) *"[^"]+")*)?"#)
    let quoted = try Regex(#""([^"]+)""#)
    var found: [(String, [String])] = []
    for file in files where file.lastPathComponent != "MotionCitationTests.swift" {
      let text = commentText(try String(contentsOf: file, encoding: .utf8))
      for match in text.matches(of: citation) {
        let path = match.output[1].substring.map(String.init) ?? ""
        #expect(path.hasSuffix("docs/"), "\(file.lastPathComponent) cites \(path)MOTION.md")
        let list = match.output[2].substring.map(String.init) ?? ""
        let sections = list.matches(of: quoted).compactMap {
          $0.output[1].substring.map(String.init)
        }
        found.append((file.lastPathComponent, sections))
      }
    }
    return found
  }

  @Test func everyCitationNamesASectionThatExists() throws {
    let headings = try Self.headings()
    #expect(headings.contains("Rubber band"))
    var count = 0
    for folder in ["Sources", "Tests"] {
      for (file, sections) in try Self.citations(under: folder) {
        count += 1
        if sections.isEmpty {
          Issue.record("\(file) cites docs/MOTION.md without naming a section")
        }
        for section in sections {
          #expect(headings.contains(section), "\(file) cites a missing section \"\(section)\"")
        }
      }
    }
    #expect(count > 0, "the citations were found")
  }
}
