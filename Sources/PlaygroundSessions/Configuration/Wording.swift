import Foundation

/// How commands word what they print: counted nouns and paths quoted for a shell, the same in
/// every command so a person reads one style.
package enum Wording {
  /// `value` with `noun`, plural unless one: "1 recording", "3 recordings".
  package static func count(_ value: Int, _ noun: String) -> String {
    "\(value) \(noun)\(value == 1 ? "" : "s")"
  }
  /// `text` as one shell word: as it is when it is plain, else single-quoted.
  package static func shellQuoted(_ text: String) -> String {
    let plain =
      !text.isEmpty
      && text.unicodeScalars.allSatisfy { scalar in
        scalar.properties.isAlphabetic && scalar.isASCII
          || "0123456789-_./+=:,@%".unicodeScalars.contains(scalar)
      }
    return plain ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
