/// A cache with a cost budget that evicts what was used least recently.
///
/// Each entry has a cost (bytes for rasters and masks); storing past the budget evicts
/// the least recently used entries first. An entry alone costing more than the budget is
/// not stored at all, so the bound always holds. Used for glyph masks, shadow masks and
/// layer rasters: all three are recomputable, so losing an entry costs time, never pixels.
struct LRUCache<Key: Hashable, Value> {
  private struct Entry {
    var value: Value
    var cost: Int
    var lastUse: UInt64
  }

  let budget: Int
  private var entries: [Key: Entry] = [:]
  private var clock: UInt64 = 0
  /// The summed cost of the entries held, never above ``budget``.
  private(set) var totalCost = 0

  init(budget: Int) {
    self.budget = max(0, budget)
  }

  var count: Int { entries.count }

  /// The value for `key`, marked as just used.
  mutating func value(for key: Key) -> Value? {
    clock &+= 1
    guard var entry = entries[key] else { return nil }
    entry.lastUse = clock
    entries[key] = entry
    return entry.value
  }

  /// Stores `value`, evicting least recently used entries until it fits. Returns whether
  /// it was stored (false when it alone exceeds the budget).
  @discardableResult
  mutating func store(_ value: Value, cost: Int, for key: Key) -> Bool {
    clock &+= 1
    if let old = entries.removeValue(forKey: key) { totalCost -= old.cost }
    guard cost <= budget else { return false }
    while totalCost + cost > budget,
      let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse })
    {
      totalCost -= oldest.value.cost
      entries[oldest.key] = nil
    }
    entries[key] = Entry(value: value, cost: cost, lastUse: clock)
    totalCost += cost
    return true
  }
}
