import Foundation
import Testing

@testable import SheetTuning

/// A tuning key is spelled once, in the parameter table (`Tuning.parameters`); everywhere
/// else in Sources names the parameter by the property it moves
/// (`Tuning.parameter(\.sheet.duration)`), so renaming or adding a parameter touches one
/// file and a mistyped key cannot compile. Comments may mention keys.
@Suite struct TuningKeyLiteralTests {
  private static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The files that hold the table: the only ones allowed to spell a key.
  private static let tableFiles: Set<String> = [
    "Sources/SheetTuning/Tuning+Parameters.swift", "Sources/SheetTuning/Tuning+Detents.swift",
  ]

  /// Each string literal on `line` outside a `//` comment (escaped quotes are kept whole).
  static func stringLiterals(in line: Substring) -> [String] {
    var literals: [String] = []
    var current: String?
    var escaped = false
    var previous: Character?
    for character in line {
      if var text = current {
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          literals.append(text)
          current = nil
          previous = character
          continue
        }
        text.append(character)
        current = text
      } else if character == "\"" {
        current = ""
      } else if character == "/", previous == "/" {
        break
      }
      previous = character
    }
    return literals
  }

  /// `file:line: "key"` for every key literal in Swift files under `folder`.
  static func keyLiterals(under folder: String) -> [String] {
    let keys = Set(Tuning.parameters.map(\.key))
    let base = root.appendingPathComponent(folder)
    let files =
      FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
    var found: [String] = []
    for file in files {
      let relative = String(file.path.dropFirst(root.path.count + 1))
      guard !tableFiles.contains(relative),
        let text = try? String(contentsOf: file, encoding: .utf8)
      else { continue }
      for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        for literal in stringLiterals(in: line) where keys.contains(literal) {
          found.append("\(relative):\(index + 1): \"\(literal)\"")
        }
      }
    }
    return found.sorted()
  }

  @Test func noTuningKeyIsSpelledOutsideTheTable() {
    #expect(Self.keyLiterals(under: "Sources") == [])
  }

  /// The scan itself: a literal is found in code, not in a comment, and an escaped quote
  /// does not end it.
  @Test func literalsAreReadFromCodeOnly() {
    #expect(
      Self.stringLiterals(in: #"let a = "sheet.duration" // "card.dimAlpha""#) == [
        "sheet.duration"
      ])
    #expect(Self.stringLiterals(in: #"/// "sheet.duration""#) == [])
    #expect(Self.stringLiterals(in: #"f("a\"b", "c")"#) == [#"a\"b"#, "c"])
  }

  /// Every key the table lists is found by the property it moves, so code outside the
  /// table can always name a parameter without spelling its key.
  @Test func everyParameterIsFoundByItsProperty() {
    for parameter in Tuning.parameters {
      #expect(Tuning.parameter(parameter.path) == parameter)
    }
    #expect(
      Tuning.keys(\.springs.flickDamping, \.sheet.continuousCorners) == [
        "springs.flickDamping", "sheet.continuousCorners",
      ])
  }
}
