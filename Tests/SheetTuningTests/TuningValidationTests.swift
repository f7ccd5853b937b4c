import SheetTuning
import Testing

@testable import SheetEngine

/// Setting by key refuses bad values; clamping finds the nearest good one.
@Suite struct TuningValidationTests {
  struct Refusal: Sendable, CustomTestStringConvertible {
    var key: String
    var value: Double
    var error: TuningError
    var message: String
    var testDescription: String { message }
  }

  static let refusals: [Refusal] = [
    Refusal(
      key: "sheet.duraton", value: 0.3,
      error: .unknownKey("sheet.duraton", suggestion: "sheet.duration"),
      message: "key 'sheet.duraton': unknown key (did you mean 'sheet.duration'?)"),
    Refusal(
      key: "zzz", value: 1, error: .unknownKey("zzz", suggestion: nil),
      message: "key 'zzz': unknown key"),
    Refusal(
      key: "sheet.duration", value: 7,
      error: .outOfRange(key: "sheet.duration", value: 7, range: 0.01...5, unit: "s"),
      message: "key 'sheet.duration': 7 is out of range 0.01...5 s"),
    Refusal(
      key: "sheet.dimAlpha", value: -0.5,
      error: .outOfRange(key: "sheet.dimAlpha", value: -0.5, range: 0...1, unit: ""),
      message: "key 'sheet.dimAlpha': -0.5 is out of range 0...1"),
    Refusal(
      key: "gesture.slop", value: .infinity,
      error: .notFinite(key: "gesture.slop", value: .infinity),
      message: "key 'gesture.slop': inf is not a finite number"),
    Refusal(
      key: "list.rowCount", value: 2.5, error: .notInteger(key: "list.rowCount", value: 2.5),
      message: "key 'list.rowCount': must be an integer (got 2.5)"),
    Refusal(
      key: "dismiss.useSpring", value: 0.5,
      error: .notBoolean(key: "dismiss.useSpring", value: 0.5),
      message: "key 'dismiss.useSpring': must be a switch, 0 or 1 (got 0.5)"),
  ]

  @Test(arguments: refusals)
  func settingRefuses(_ refusal: Refusal) {
    let error = #expect(throws: TuningError.self) {
      try Tuning.seed.setting(refusal.value, forKey: refusal.key)
    }
    #expect(error == refusal.error)
    #expect(error?.description == refusal.message)
  }

  @Test func settingRefusesNaN() {
    let error = #expect(throws: TuningError.self) {
      try Tuning.seed.setting(.nan, forKey: "sheet.duration")
    }
    #expect(error?.key == "sheet.duration")
    #expect(error?.description == "key 'sheet.duration': nan is not a finite number")
  }

  @Test func settingStoresExactValuesOfEveryKind() throws {
    var tuning = Tuning.seed
    try tuning.setValue(0.4, forKey: "sheet.duration")
    try tuning.setValue(1, forKey: "navigation.edgeOnly")
    try tuning.setValue(10_000, forKey: "list.rowCount")
    try tuning.setValue(0.01, forKey: "dismiss.threshold")
    #expect(tuning.sheet.duration == 0.4)
    #expect(tuning.navigation.edgeOnly)
    #expect(tuning.list.rowCount == 10_000)
    #expect(tuning.dismiss.threshold == 0.01)
    #expect(tuning.value(forKey: "navigation.edgeOnly") == 1)
    #expect(tuning.value(forKey: "nope") == nil)
    #expect(tuning.displayName == "custom")
  }

  @Test(
    arguments: [
      ("sheet.duration", 99.0, 5.0),
      ("sheet.duration", -1, 0.01),
      ("sheet.duration", -.infinity, 0.01),
      ("dismiss.threshold", 1, 0.99),
      ("list.rowCount", 20.6, 21),
      ("list.rowCount", 1e9, 10_000),
      ("list.rowCount", -3, 0),
      ("navigation.edgeOnly", 0.7, 1),
      ("navigation.edgeOnly", 0.2, 0),
      ("navigation.edgeOnly", 5, 1),
      ("sheet.curve.y1", 1.5, 1),
      ("navigation.parallax", 0.25, 0.25),
    ] as [(String, Double, Double)])
  func clampingFindsTheNearestValue(key: String, value: Double, expected: Double) throws {
    let tuning = try Tuning.seed.clamped(value, forKey: key)
    #expect(tuning.value(forKey: key) == expected)
    try tuning.validate()
  }

  @Test func clampingStillRefusesNaNAndUnknownKeys() {
    #expect(throws: TuningError.self) { try Tuning.seed.clamped(.nan, forKey: "sheet.duration") }
    #expect(throws: TuningError.unknownKey("x.y", suggestion: nil)) {
      try Tuning.seed.clamped(1, forKey: "x.y")
    }
  }

  @Test func validateFindsDirectlyAssignedBadValues() {
    var tuning = Tuning.seed
    tuning.list.rowCount = -1
    #expect(
      throws: TuningError.outOfRange(
        key: "list.rowCount", value: -1, range: 0...10_000, unit: "")
    ) { try tuning.validate() }
  }
}
