import SheetExport
import SheetPlayback
import SheetTuning
import Testing

/// What every export must hold and how good it must be: every key, exact forms at
/// floating-point error, `linear()` under half a point, the JSON reading back identical.
@Suite struct ExportContentTests {
  @Test func everyKeyIsASpringACurveOrAConstant() {
    let inventory = MotionInventory(.fluid)
    #expect(inventory.coveredKeys == Set(Tuning.parameters.map(\.key)))
    #expect(inventory.springs.map(\.name).count == Tuning.editableSprings.count)
    let names =
      inventory.springs.map(\.name) + inventory.curves.map(\.name)
      + inventory.constants.map(\.name)
    #expect(Set(names).count == names.count)
  }

  @Test(arguments: ExportTarget.allCases.filter { $0 != .json })
  func everyExportNamesEveryMotionAndConstant(target: ExportTarget) {
    let inventory = MotionInventory(.seed)
    let text = ExportDocument.text(for: .seed, target: target)
    let spelled: (String) -> String = { target == .css ? cssName($0) : $0 }
    for name in inventory.springs.map(\.name) + inventory.curves.map(\.name)
      + inventory.constants.map(\.name)
    {
      #expect(text.contains(spelled(name)), "\(target) lacks \(name)")
    }
  }

  @Test(arguments: [Tuning.seed, .fluid])
  func exactFormsAreExactAndLinearStaysUnderHalfAPoint(tuning: Tuning) {
    let lossless = Set([
      "Spring(duration:bounce:)", ".timingCurve", "UISpringTimingParameters(duration:bounce:)",
      "UISpringTimingParameters(mass:stiffness:damping:)",
      "CASpringAnimation(perceptualDuration:bounce:)", "UICubicTimingParameters",
      "SpringDescription", "cubic-bezier()",
    ])
    for target in ExportTarget.allCases {
      for entry in ExportDocument(tuning: tuning, target: target).fidelity {
        if lossless.contains(entry.form) {
          #expect(entry.loss == nil)
          #expect(entry.worstError <= 1e-6, "\(target) \(entry.motion) \(entry.form)")
        }
        if entry.form == "linear()" { #expect(entry.worstError < 0.5) }
        #expect(entry.worstError.isFinite)
      }
    }
  }

  @Test func lossyFormsSayWhy() {
    let flutter = ExportDocument(tuning: .fluid, target: .flutter).fidelity
    let navigation = flutter.first {
      $0.motion == "navigation" && $0.form == "withDurationAndBounce"
    }
    // 0.3441 s cannot be whole milliseconds: Flutter's duration form loses a little.
    #expect(navigation?.loss == "whole milliseconds")
    #expect((navigation?.worstError ?? 0) > 1e-3)
    let cubic = flutter.first { $0.form == "Cubic" }
    #expect(cubic?.loss?.contains("0.001") == true)
    let android = ExportDocument(tuning: .fluid, target: .android).fidelity
    #expect(android.first { $0.form == "PathInterpolator" }?.loss?.contains("segments") == true)
  }

  @Test(arguments: [Tuning.seed, .fluid, try! Tuning.fluid.setting(0.47, forKey: "sheet.duration")])
  func jsonReadsBackAsTheSameTuning(tuning: Tuning) throws {
    let text = ExportDocument.text(for: tuning, target: .json)
    let back = try TuningFile.decode(Array(text.utf8), file: "export.json")
    #expect(back == tuning)
    #expect(text.split(separator: "\n").count == Tuning.parameters.count + 3)
  }

  @Test func swiftUIFluidNumbersFollowTheFormulas() {
    let text = ExportDocument.text(for: .fluid, target: .swiftui)
    // Response 0.4, ζ 0.58: duration 0.4, bounce 1 − 0.58, printed as a person writes it
    // (0.42, not the 0.42000000000000004 that 1 − 0.58 is in binary).
    #expect(1 - 0.58 != 0.42)
    #expect(text.contains("static let sheetFlick = Spring(duration: 0.4, bounce: 0.42)"))
    // Over-damped springs keep their ratio through bounce = 1/ζ − 1; critical is bounce 0.
    #expect(text.contains("static let sheet = Spring(duration: 0.4, bounce: 0.0)"))
    #expect(text.contains("Animation.timingCurve(\n    0.2, 1.0, 0.42, 1.0, duration: 0.35)"))
  }
}

private func cssName(_ name: String) -> String {
  name.map { $0.isUppercase ? "-" + $0.lowercased() : String($0) }.joined()
}
