import SheetEngine
import SheetScreens
import SheetTuning
import Testing

/// No dead knob: every tuning parameter, changed alone to another valid value, changes the
/// per-frame trace (positions, offsets, dim, progress, what is drawn) of the scripted
/// scenario of its family, on top of the seed or the fluid preset.
@MainActor
@Suite struct NoDeadKnobTests {
  /// The scenario that exercises `key` (see ``KnobScenario``'s cases for what each does),
  /// or nil for a family none does yet: a new family needs a scenario that moves with it.
  private static func scenario(for key: String) -> KnobScenario? {
    let family = key.split(separator: ".").first.map(String.init) ?? key
    switch family {
    case "sheet", "dismiss", "gesture", "motion": return .textSheet
    case "sheetNavigation": return .sheetPages
    case "list", "detents": return .list
    case "navigation", "card", "zoom": return .navigation
    case "springs":
      if key.hasPrefix("springs.bounce") || key.hasPrefix("springs.sheetBounce") { return .list }
      if key.hasPrefix("springs.navigation") { return .navigation }
      if key.hasPrefix("springs.sheet") || key.hasPrefix("springs.flick")
        || key.hasPrefix("springs.stretch")
      {
        return .textSheet
      }
      return nil
    default: return nil
    }
  }

  /// The tunings `key` is changed on: both presets, and where a key only acts under
  /// another setting, that setting (an edge width needs edge-only swipes; the fluid
  /// velocity ratio decides only where the projection does not already, so it is tried
  /// with a short projection).
  private static func bases(for key: String) throws -> [(String, Tuning)] {
    switch key {
    case "motion.crossFadeDuration":
      return [("seed, reduce motion", try Tuning.seed.setting(1, forKey: "motion.reduce"))]
    case "detents.systemSizing", "detents.listFitsContent":
      // Both act where the content is shorter than the detents: a list of two rows.
      return [("ios18, two rows", try Tuning.ios18.setting(2, forKey: "list.rowCount"))]
    case "sheet.floatsBelow", "sheet.glass":
      // Both act on a floating sheet, iOS 26's (the glass shows where a page leaves the
      // sheet's own background: its top band).
      return [("ios26", .ios26)]
    case "navigation.edgeWidth":
      return [("seed, edge only", try Tuning.seed.setting(1, forKey: "navigation.edgeOnly"))]
    case "dismiss.velocityRatio":
      return [
        (
          "seed, short projection",
          try Tuning.seed.setting(0.9, forKey: "dismiss.projectionDeceleration")
        )
      ]
    default:
      return [("seed", .seed), ("fluid", .fluid)]
    }
  }

  /// Another valid value: the other end of a toggle, else a seventh of the range up (or
  /// down, where up leaves it), as `EngineConfigurationTests` does.
  private static func otherValue(_ parameter: TuningParameter, from value: Double) -> Double {
    let range = parameter.range
    if parameter.kind == .bool { return value == 0 ? 1 : 0 }
    let step = parameter.kind == .int ? 1 : (range.upperBound - range.lowerBound) / 7
    return value + step <= range.upperBound ? value + step : value - step
  }

  private static func trace(_ scenario: KnobScenario, _ tuning: Tuning) -> [TraceFrame] {
    let session = TracedSession(tuning: tuning)
    scenario.run(session)
    return session.trace
  }

  /// Whether `scenario` under `tuning` differs from `baseline` in any frame or in length.
  private static func differs(
    _ scenario: KnobScenario, _ tuning: Tuning, from baseline: [TraceFrame]
  ) -> Bool {
    let session = TracedSession(tuning: tuning, baseline: baseline)
    scenario.run(session)
    return session.diverged || session.trace.count != baseline.count
  }

  @Test func everyParameterAloneChangesTheMotionOfItsScenario() throws {
    var baselines: [String: [TraceFrame]] = [:]
    for parameter in Tuning.parameters {
      guard let scenario = Self.scenario(for: parameter.key) else {
        Issue.record("no scenario exercises \(parameter.key): add one to KnobScenario")
        continue
      }
      var changed = false
      var tried: [String] = []
      for (name, base) in try Self.bases(for: parameter.key) where !changed {
        let baseKey = "\(scenario.rawValue)/\(name)"
        let baseline = baselines[baseKey] ?? Self.trace(scenario, base)
        baselines[baseKey] = baseline
        let current = try #require(base.value(forKey: parameter.key))
        let other = Self.otherValue(parameter, from: current)
        let tuned = try base.setting(other, forKey: parameter.key)
        changed = Self.differs(scenario, tuned, from: baseline)
        tried.append("\(name): \(current) -> \(other)")
      }
      #expect(
        changed,
        "\(parameter.key) changes nothing in the \(scenario.rawValue) scenario (\(tried))")
    }
  }

  /// What a key's scenario needs of the preset to show the key's effect, where the key acts
  /// only on content the scenario does not otherwise have: both detent sizings act where the
  /// list is shorter than its detents (two rows); the velocity ratio decides only where the
  /// projection does not already (a short projection), and is changed from 2, a ratio the
  /// scenario's releases straddle (the iOS presets' 5.5 is above all of them); the projection
  /// decides only where the ratio does not already. None changes whether the panel shows
  /// the key as used.
  private static func setup(for key: String) -> [String: Double] {
    switch key {
    case "detents.systemSizing", "detents.listFitsContent": ["list.rowCount": 2]
    case "dismiss.velocityRatio":
      ["dismiss.projectionDeceleration": 0.9, "dismiss.velocityRatio": 2]
    case "dismiss.projectionDeceleration": ["dismiss.velocityRatio": 0]
    default: [:]
    }
  }

  /// No knob that lies (issue 40): under every preset, every row the panel shows as used
  /// moves its scenario when changed alone, and every row it shows as unused (with its
  /// reason, ``Tuning/unusedReason(forKey:)``) moves none of the scenarios.
  @Test(arguments: TuningPreset.allCases)
  func everyRowShownUsedMovesAndEveryRowShownUnusedDoesNot(_ preset: TuningPreset) throws {
    var baselines: [String: [TraceFrame]] = [:]
    func baseline(_ scenario: KnobScenario, _ base: Tuning, _ name: String) -> [TraceFrame] {
      let key = "\(scenario.rawValue)/\(name)"
      if let known = baselines[key] { return known }
      let trace = Self.trace(scenario, base)
      baselines[key] = trace
      return trace
    }
    let presetTuning = Tuning(preset: preset)
    for parameter in Tuning.parameters {
      let key = parameter.key
      let scenario = try #require(Self.scenario(for: key), "no scenario for \(key)")
      var base = presetTuning
      let setup = Self.setup(for: key)
      for (setupKey, value) in setup { base = try base.setting(value, forKey: setupKey) }
      let name = setup.keys.sorted().map { "\($0)=\(setup[$0]!)" }.joined(separator: ",")
      let reason = presetTuning.unusedReason(forKey: key)
      #expect(
        base.unusedReason(forKey: key) == reason,
        "\(key): the scenario's setup \(name) changes whether \(preset.name) uses it")
      let current = try #require(base.value(forKey: key))
      let tuned = try base.setting(Self.otherValue(parameter, from: current), forKey: key)
      if let reason {
        let moved = KnobScenario.allCases.filter {
          Self.differs($0, tuned, from: baseline($0, base, name))
        }
        #expect(
          moved.isEmpty,
          "\(preset.name) shows \(key) unused (\(reason)) but it moves \(moved.map(\.rawValue))")
      } else {
        #expect(
          Self.differs(scenario, tuned, from: baseline(scenario, base, name)),
          "\(preset.name) shows \(key) as used but it changes nothing in \(scenario.rawValue)")
      }
    }
  }

  /// The scenarios do what they say on the seed: the slow drag past half dismisses, the
  /// list's hard fling into its top dismisses, the card and the zoom open and close.
  @Test func scenariosReachTheirStatesOnTheSeed() {
    for scenario in KnobScenario.allCases {
      let trace = Self.trace(scenario, .seed)
      let screens = Set(trace.flatMap { $0.state.presented.map(\.screen) })
      let stacks = Set(trace.map(\.state.navigationStack.count))
      switch scenario {
      case .textSheet: #expect(screens == ["text"])
      case .sheetPages:
        #expect(trace.contains { $0.state.presented.first?.navigationStack == ["text", "text-2"] })
      case .list: #expect(screens == ["list"] && trace.last?.state.presented.isEmpty == true)
      case .navigation:
        #expect(screens == ["card", "zoom"])
        #expect(stacks.contains(3))
      }
      #expect(trace.last?.state.transition == nil, "\(scenario) ends at rest")
    }
  }
}
