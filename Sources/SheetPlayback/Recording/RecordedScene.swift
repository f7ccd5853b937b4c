/// The scene a recording was made with, as its header names it: where the file is
/// (relative to the recording's folder, so a folder of recordings and scenes moves as one)
/// and the hash of its content with every image it names (``hash``: 16 hex digits, FNV-1a
/// as the font's). A replay loads that file; a different hash means different content.
public struct RecordedScene: Hashable, Sendable {
  public var path: String
  public var hash: String

  public init(path: String, hash: String) {
    self.path = path
    self.hash = hash
  }
}
