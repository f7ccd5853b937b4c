import SheetPlayback

/// The search `playground shrink` and `playground fuzz` share: delta debugging over a
/// recording's events. Chunks are dropped while `fails` still says the smaller list fails the
/// same way, halving the chunk size down to single events, as the monkey test does for its
/// seeds.
package enum DeltaDebugging {
  /// How far a search got: the events that still fail, and the chunk size being tried.
  package struct Progress {
    package var events: Int
    package var chunk: Int
  }

  /// The smallest failing list found from `events` (which must fail), and whether the
  /// search finished: `fails` answers nil when time ran out, which ends it with the best so
  /// far; `onProgress` hears each improvement and each try.
  package static func shrink<Failure: Error>(
    _ events: [RecordedEvent], onProgress: (Progress) -> Void = { _ in },
    fails: ([RecordedEvent], Progress) throws(Failure) -> Bool?
  ) throws(Failure) -> (events: [RecordedEvent], complete: Bool) {
    var best = events
    var chunk = max(best.count / 2, 1)
    while true {
      var start = 0
      while start < best.count {
        var candidate = best
        candidate.removeSubrange(start..<min(start + chunk, candidate.count))
        let progress = Progress(events: best.count, chunk: chunk)
        onProgress(progress)
        guard let failing = try fails(candidate, progress) else { return (best, false) }
        if failing {
          best = candidate
          onProgress(Progress(events: best.count, chunk: chunk))
        } else {
          start += chunk
        }
      }
      if chunk == 1 { break }
      chunk /= 2
    }
    return (best, true)
  }
}
