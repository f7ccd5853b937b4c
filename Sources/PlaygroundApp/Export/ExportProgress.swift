/// A progress line on stderr every tenth of a long export (over 600 frames), so a person
/// waiting on a minute-long video sees it move; short exports stay silent.
struct ExportProgress {
  let total: Int
  static let quietBelow = 600

  func report(frame: Int, of what: String) {
    guard total > Self.quietBelow, frame % max(total / 10, 1) == 0 || frame == total else {
      return
    }
    StandardError.writeLine("playground: \(what): frame \(frame) of \(total)")
  }
}
