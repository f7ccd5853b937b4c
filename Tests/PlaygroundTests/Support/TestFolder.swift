import Foundation

/// A fresh folder for one command-line test, with the checks those tests share: files kept
/// byte for byte, and no stray temporary file or journal left behind.
struct TestFolder {
  let path: String

  init() throws {
    path = NSTemporaryDirectory() + "playground-files-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
  }

  func file(_ name: String) -> String { path + "/" + name }

  /// Copies a checked-in recording into the folder as `name`.
  @discardableResult
  func copyRecording(_ recording: String, as name: String) throws -> String {
    try FileManager.default.copyItem(atPath: TestPaths.recording(recording), toPath: file(name))
    return file(name)
  }

  /// Copies checked-in scene folders (`Recordings/scenes/NAME`) into `scenes/` here, where
  /// a recording copied beside them finds them as it does beside the original.
  func copyScenes(_ names: [String]) throws {
    let scenes = TestPaths.testsFolder.appendingPathComponent("Recordings/scenes").path
    try FileManager.default.createDirectory(
      atPath: file("scenes"), withIntermediateDirectories: false)
    for name in names {
      try FileManager.default.copyItem(atPath: "\(scenes)/\(name)", toPath: file("scenes/\(name)"))
    }
  }

  /// Replaces every `old` with `new` in the file `name` here (an edited scene, say).
  func replace(_ old: String, with new: String, in name: String) throws {
    let text = try String(contentsOfFile: file(name), encoding: .utf8)
    try write(text.replacingOccurrences(of: old, with: new), to: name)
  }

  func write(_ text: String, to name: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: file(name)))
  }

  func bytes(_ name: String) -> Data? {
    FileManager.default.contents(atPath: file(name))
  }

  /// Every entry, hidden ones included, sorted.
  func contents() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: path).sorted()
  }

  /// Entries that look like a writer's leftovers: temporary files and journals.
  func strays() throws -> [String] {
    try contents().filter {
      $0.hasSuffix(".tmp") || $0.contains(".tmp-") || $0.hasSuffix(".partial")
    }
  }

  func remove() { try? FileManager.default.removeItem(atPath: path) }
}
