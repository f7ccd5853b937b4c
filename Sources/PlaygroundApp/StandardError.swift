import Foundation

/// Writes diagnostics to stderr (the C `stderr` global is not concurrency-safe to touch
/// from Swift 6).
enum StandardError {
  static func writeLine(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}
