extension TuningParameter {
  /// Where the value lives, type-erased so a `Double` and a `Bool` property compare alike.
  var path: PartialKeyPath<Tuning> {
    switch storage {
    case .double(let path): path
    case .bool(let path): path
    case .int(let path): path
    }
  }
}

extension Tuning {
  /// The parameter stored at `path`, e.g. `Tuning.parameter(\.sheet.duration)`.
  ///
  /// Code outside the table names a parameter by the property it moves, never by its key
  /// string: the table is the one place a key is spelled (`TuningKeyLiteralTests` checks), so
  /// a typo is a compile error rather than a lookup that silently finds nothing. A path the
  /// table does not list is a programming error and traps.
  public static func parameter(_ path: PartialKeyPath<Tuning>) -> TuningParameter {
    // A search, not a dictionary: key paths are not Sendable, so a static table of them
    // cannot be shared, and these lookups run per edit or export, not per frame.
    guard let parameter = parameters.first(where: { $0.path == path }) else {
      preconditionFailure("\(path) is not a tuning parameter (Tuning.parameters)")
    }
    return parameter
  }

  /// The keys of the parameters stored at `paths`, in order.
  public static func keys(_ paths: PartialKeyPath<Tuning>...) -> [String] {
    paths.map { parameter($0).key }
  }
}
