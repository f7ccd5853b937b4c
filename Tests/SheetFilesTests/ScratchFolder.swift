import Foundation

/// A fresh folder under the system's temporary directory, removed by `remove()`.
struct ScratchFolder {
  let path: String

  init() throws {
    path = NSTemporaryDirectory() + "sheetfiles-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
  }

  func file(_ name: String) -> String { path + "/" + name }

  /// The folder's entries, sorted, hidden ones included.
  func contents() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: path).sorted()
  }

  func write(_ text: String, to name: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: file(name)))
  }

  func read(_ name: String) throws -> String {
    try String(contentsOfFile: file(name), encoding: .utf8)
  }

  func remove() {
    try? FileManager.default.removeItem(atPath: path)
  }
}
