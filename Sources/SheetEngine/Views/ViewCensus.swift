import Synchronization

/// Counts the views alive in the process, so a test can prove that opening and closing
/// every screen leaves nothing behind (a retain cycle between a controller and a closure
/// shows up here first).
package enum ViewCensus {
  package static let live = Atomic<Int>(0)

  package static var count: Int { live.load(ordering: .relaxed) }
}
