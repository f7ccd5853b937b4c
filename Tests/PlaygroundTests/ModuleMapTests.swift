import Foundation
import Testing

/// The module maps people read agree with the modules that exist: every non-test target of
/// `Package.swift` is named in ARCHITECTURE.md's layer diagram and in the guide's tree (its
/// Architecture page, "Modules"), and
/// neither names a module that is gone (as `PlaygroundApp` was once).
struct ModuleMapTests {
  private static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  private static func text(_ name: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)
  }

  /// The names of the package's source targets, read from `Package.swift`'s target calls.
  private static func targets() throws -> Set<String> {
    let manifest = try text("Package.swift")
    let pattern = try Regex(
      #"\.(?:target|executableTarget|systemLibrary)\(\s*name:\s*"(\w+)""#)
    return Set(manifest.matches(of: pattern).compactMap { $0.output[1].substring.map(String.init) })
  }

  /// The first fenced block after `heading` in `document`.
  private static func block(after heading: String, in document: String) throws -> String {
    let start = try #require(document.range(of: heading)).upperBound
    let open = try #require(document.range(of: "```", range: start..<document.endIndex))
    let close = try #require(
      document.range(of: "```", range: open.upperBound..<document.endIndex))
    return String(document[open.upperBound..<close.lowerBound])
  }

  /// The modules a map names: the first words of its lines, after the tree's lines and
  /// before the description (`SheetEngine/`, `├── SheetSDL`, `CSDL2, CCairo`).
  private static func namesIn(_ map: String) -> Set<String> {
    var names: Set<String> = []
    for line in map.split(separator: "\n") {
      let entry = line.drop { " │├└─".contains($0) }
      guard let head = entry.firstMatch(of: /^[A-Z]\w*\/?(?:, [A-Z]\w*)*(?=\s|$)/) else {
        continue
      }
      for name in head.output.split(separator: ", ") {
        names.insert(String(name.hasSuffix("/") ? name.dropLast() : name))
      }
    }
    return names
  }

  /// The map under `heading` in `document` names every target and nothing else.
  private static func expectMapNamesTheModules(
    of document: String, under heading: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let named = namesIn(try block(after: heading, in: text(document)))
    let targets = try targets()
    #expect(
      targets.subtracting(named).isEmpty, "missing from \(document): \(targets.subtracting(named))",
      sourceLocation: sourceLocation)
    #expect(
      named.subtracting(targets).isEmpty, "not a module: \(named.subtracting(targets))",
      sourceLocation: sourceLocation)
  }

  @Test func theArchitecturePageNamesEveryModuleAndNoOther() throws {
    try Self.expectMapNamesTheModules(of: "ARCHITECTURE.md", under: "## Layers")
  }

  @Test func theGuideTreeNamesEveryModuleAndNoOther() throws {
    try Self.expectMapNamesTheModules(
      of: "Sources/Playground/Playground.docc/Architecture.md", under: "## Modules")
  }

  @Test func everySourceFolderIsATarget() throws {
    let folders = try FileManager.default.contentsOfDirectory(
      atPath: Self.root.appendingPathComponent("Sources").path)
    #expect(Set(folders) == (try Self.targets()))
  }
}
