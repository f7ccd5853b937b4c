import PlaygroundSessions
import SheetFiles

/// One of N stable parts of a set of recordings, chosen by a hash of each path as given, so
/// a CI matrix of N jobs runs every recording exactly once, and adding a recording moves no
/// other recording to another job.
public struct RecordingShard: Equatable, Sendable {
  /// 1-based.
  public var index: Int
  public var count: Int

  public static let all = RecordingShard(index: 1, count: 1)

  public init(index: Int, count: Int) {
    self.index = index
    self.count = count
  }

  /// "K/N" with 1 <= K <= N <= 1000.
  package init(parsing text: String) throws(UsageError) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
      (1...1000).contains(count), (1...count).contains(index)
    else {
      throw UsageError(
        "test: --shard '\(DiagnosticText.quoted(text))': expected K/N with 1 <= K <= N <= 1000")
    }
    self.init(index: index, count: count)
  }

  package func contains(_ path: String) -> Bool {
    Int(FNV1a64.hash(path.utf8) % UInt64(count)) == index - 1
  }
}
