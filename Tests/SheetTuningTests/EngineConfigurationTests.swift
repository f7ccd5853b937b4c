import SheetEngine
import SheetTuning
import Testing

/// Every tuning key reaches the engine through the one mapping.
@Suite struct EngineConfigurationTests {
  /// Another valid value for `parameter`: the other end of a toggle, else a step inside the
  /// range away from the current value.
  private static func otherValue(_ parameter: TuningParameter, from value: Double) -> Double {
    let range = parameter.range
    if parameter.kind == .bool { return value == 0 ? 1 : 0 }
    let step = parameter.kind == .int ? 1 : (range.upperBound - range.lowerBound) / 7
    return value + step <= range.upperBound ? value + step : value - step
  }

  /// Some keys only matter under another setting (the seed's back-swipe has no projection
  /// rule, so its projection time is unread there; the cross-fade's duration only with
  /// Reduce Motion on): a key counts as live when it changes the engine's values on top of
  /// either preset, or of the seed with Reduce Motion.
  @Test func everyKeyAloneChangesWhatTheEngineGets() throws {
    let reduced = try Tuning.seed.setting(1, forKey: "motion.reduce")
    for parameter in Tuning.parameters {
      var reaches = false
      for base in [Tuning.seed, Tuning.fluid, Tuning.ios26, reduced] {
        let current = try #require(base.value(forKey: parameter.key))
        let changed = try base.setting(
          Self.otherValue(parameter, from: current), forKey: parameter.key)
        reaches = reaches || changed.engineConfiguration != base.engineConfiguration
      }
      #expect(reaches, "\(parameter.key) changes nothing the engine gets")
    }
  }

  /// Reduce Motion is off in both presets; on, it hands the engine a cross-fade of
  /// `motion.crossFadeDuration` seconds along ease-in-ease-out.
  @Test func reduceMotionMapsToTheCrossFade() throws {
    #expect(Tuning.seed.engineConfiguration.crossFade == nil)
    #expect(Tuning.fluid.engineConfiguration.crossFade == nil)
    let reduced = try Tuning.seed.setting(1, forKey: "motion.reduce")
    #expect(reduced.engineConfiguration.crossFade == CrossFade(duration: 0.2, timing: .easeInOut))
    let slower = try reduced.setting(0.5, forKey: "motion.crossFadeDuration")
    #expect(slower.engineConfiguration.crossFade?.duration == 0.5)
    #expect(reduced.overrides == ["motion.reduce": 1])
  }
}
