extension Tuning {
  /// The known key nearest to a misspelt `key`, for "did you mean" hints: the fewest
  /// single-character edits, ignoring case; ties go to the earlier key in the table. Nil
  /// when even the nearest key shares less than half its characters with `key`.
  public static func closestKey(to key: String) -> String? {
    let typed = Array(key.lowercased().unicodeScalars)
    var best: (key: String, distance: Int)?
    for parameter in parameters {
      let candidate = Array(parameter.key.lowercased().unicodeScalars)
      let distance = editDistance(typed, candidate)
      if distance < (best?.distance ?? .max) { best = (parameter.key, distance) }
    }
    guard let best, best.distance * 2 <= max(typed.count, best.key.count) else { return nil }
    return best.key
  }

  /// Levenshtein distance with two rows.
  private static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in stride(from: 1, through: b.count, by: 1) {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
