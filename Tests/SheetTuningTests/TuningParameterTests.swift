import SheetTuning
import Testing

@testable import SheetEngine

/// The parameter table is complete, consistent and maps one to one onto `Tuning`'s storage.
@Suite struct TuningParameterTests {
  @Test func keysAreUniqueDottedAndFound() {
    let keys = Tuning.parameters.map(\.key)
    #expect(Set(keys).count == keys.count)
    for key in keys {
      #expect(key.contains("."), "\(key)")
      #expect(key != "preset")
      #expect(Tuning.parameter(forKey: key)?.key == key)
    }
  }

  @Test func everyPresetValueLiesInItsRangeAndFitsItsKind() throws {
    for parameter in Tuning.parameters {
      for preset in TuningPreset.allCases {
        let value = parameter.defaultValue(for: preset)
        #expect(throws: Never.self, "\(parameter.key) \(preset)") {
          try parameter.validate(value)
        }
      }
      #expect(!parameter.summary.isEmpty && parameter.summary.count <= 90, "\(parameter.key)")
      #expect(parameter.range.lowerBound < parameter.range.upperBound)
      if parameter.kind == .bool { #expect(parameter.range == 0...1) }
    }
    try Tuning.seed.validate()
    try Tuning.fluid.validate()
  }

  /// Every section has rows; a section gathers keys by what they move, so several prefixes
  /// share one (the sheet's springs under Sheet), while the table keeps its key order (files,
  /// the schema and the guide's reference list keys in it).
  @Test func everyGroupHasParametersAndKeysSitWithWhatTheyMove() {
    for group in TuningGroup.allCases {
      #expect(!Tuning.parameters(in: group).isEmpty, "\(group)")
    }
    let group = { (key: String) in Tuning.parameter(forKey: key)?.group }
    #expect(group("springs.sheetResponse") == .sheet)
    #expect(group("springs.navigationResponse") == .navigation)
    #expect(group("springs.bounceResponse") == .scrolling)
    #expect(group("sheet.cornerRadius") == .look)
    #expect(group("card.dimAlpha") == .card)
    #expect(group("zoom.duration") == .zoom)
    #expect(group("gesture.slop") == .dismissal)
    #expect(group("detents.cardStack") == .detents)
  }

  @Test func tableCoversEveryStoredProperty() {
    #expect(Self.leaves(of: Tuning.seed).count == Tuning.parameters.count)
  }

  /// Changing one key changes exactly one stored property and no other key: the table maps
  /// keys to properties one to one.
  @Test func eachKeyOwnsExactlyOneProperty() throws {
    let base = Tuning.seed
    let baseLeaves = Self.leaves(of: base)
    for parameter in Tuning.parameters {
      let current = try #require(base.value(forKey: parameter.key))
      let other =
        current == parameter.range.lowerBound
        ? parameter.range.upperBound : parameter.range.lowerBound
      let changed = try base.setting(other, forKey: parameter.key)
      let changedLeaves = Self.leaves(of: changed)
      let differing = zip(baseLeaves, changedLeaves).filter { $0 != $1 }
      #expect(differing.count == 1, "\(parameter.key)")
      #expect(changed.overrides == [parameter.key: other])
    }
  }

  /// The stored leaf values of a tuning (every section's properties), as text.
  static func leaves(of tuning: Tuning) -> [String] {
    Mirror(reflecting: tuning).children.filter {
      $0.label != "basePreset" && $0.label != "presetAlias"
    }.flatMap { section in
      Mirror(reflecting: section.value).children.map { "\($0.label ?? ""): \($0.value)" }
    }
  }
}
