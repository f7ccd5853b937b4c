/// The known spelling nearest to a mistyped flag or command, for "did you mean" hints (as a
/// mistyped tuning key gets one): `--recrod` is `--record`, `tset` is `test`.
package enum ArgumentSuggestion {
  /// The entry of `known` fewest edits from `typed` (a swap of two neighbours is one edit),
  /// ignoring case; ties go to the earlier entry. Nil when even the nearest needs more than
  /// one edit in three characters of what was typed, or two for a short word.
  package static func closest(to typed: String, among known: [String]) -> String? {
    let word = Array(typed.lowercased().unicodeScalars)
    var best: (name: String, distance: Int)?
    for name in known {
      let distance = editDistance(word, Array(name.lowercased().unicodeScalars))
      if distance < (best?.distance ?? .max) { best = (name, distance) }
    }
    guard let best, best.distance > 0, best.distance <= max(2, word.count / 3) else { return nil }
    return best.name
  }

  /// "did you mean 'X'? " for a close spelling, else "" (for messages that go on with
  /// where to look: "(did you mean '--record'? see --help)").
  package static func hint(for typed: String, among known: [String]) -> String {
    closest(to: typed, among: known).map { "did you mean '\($0)'? " } ?? ""
  }

  /// Optimal string alignment distance: insertions, deletions, substitutions and swaps of
  /// two neighbouring characters each cost one.
  private static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, table[i - 2][j - 2] + 1)
        }
        table[i][j] = value
      }
    }
    return table[a.count][b.count]
  }
}
