/// The one rule every command's parser applies to a flag's value, so none can drift: the
/// next argument, unless it is another flag, and never empty. An empty value is a slip of a
/// shell variable (`--out "$DIR"` with DIR unset); as a path it would mean the working
/// folder or, joined with a file name, the file system's root.
package enum ArgumentValue {
  /// Takes `flag`'s value from `remaining`; `command` ("fuzz", "" for the window) names the
  /// help to see.
  package static func take(
    for flag: String, from remaining: inout ArraySlice<String>, command: String = ""
  ) throws(UsageError) -> String {
    let prefix = command.isEmpty ? "" : command + ": "
    let help = command.isEmpty ? "--help" : "playground \(command) --help"
    guard let value = remaining.popFirst(), !value.hasPrefix("--") else {
      throw UsageError("\(prefix)\(flag) needs a value (see \(help))")
    }
    guard !value.isEmpty else {
      throw UsageError("\(prefix)\(flag): empty value: name a file or folder (see \(help))")
    }
    return value
  }

  /// `text` as a plain decimal number (`2`, `0.5`, `2.`, `-1.25e3`), or nil. Swift's `Double(_:)`
  /// also reads `0x2`, `inf` and `nan`: one flag took hexadecimal while another refused it,
  /// so every number a person types goes through this one grammar.
  package static func decimal(_ text: String) -> Double? {
    let pattern = /[+-]?([0-9]+(\.[0-9]*)?|\.[0-9]+)([eE][+-]?[0-9]+)?/
    guard text.wholeMatch(of: pattern) != nil, let value = Double(text), value.isFinite else {
      return nil
    }
    return value
  }
}
