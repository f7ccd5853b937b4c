import SheetEngine
import SheetScreens
import SheetTuning
import Testing

/// Compare mode's pointer mapping (exact device points), the label strip's selection, and
/// two sides stepping one input each by its own tuning.
@MainActor
@Suite struct ComparisonInputTests {
  static let layout = ComparisonLayout(deviceSize: Size(width: 390, height: 844))

  static func event(_ kind: InputEvent.Kind) -> InputEvent { InputEvent(timestamp: 0, kind: kind) }

  @Test func pointsMapToTheSamePlaceOnTheDeviceTheyAreOver() {
    #expect(Self.layout.size == Size(width: 796, height: 876))
    #expect(Self.layout.origin(ofDevice: 1) == Point(x: 406, y: 0))
    var mapping = ComparisonPointerMapping(layout: Self.layout)
    #expect(
      mapping.map(Self.event(.pointerMove(location: Point(x: 600, y: 300)))).kind
        == .pointerMove(location: Point(x: 194, y: 300)))
    #expect(
      mapping.map(Self.event(.pointerMove(location: Point(x: 100, y: 300)))).kind
        == .pointerMove(location: Point(x: 100, y: 300)))
    // The 16-point gap is split at its middle, x = 398.
    #expect(Self.layout.device(at: Point(x: 397.9, y: 0)) == 0)
    #expect(Self.layout.device(at: Point(x: 398, y: 0)) == 1)
    #expect(Self.layout.device(at: Point(x: -50, y: 0)) == 0)
    #expect(Self.layout.device(at: Point(x: 5000, y: 0)) == 1)
  }

  @Test func aHeldDragStaysRelativeToTheDeviceItStartedOn() {
    var mapping = ComparisonPointerMapping(layout: Self.layout)
    _ = mapping.map(Self.event(.pointerDown(button: .left, location: Point(x: 300, y: 450))))
    #expect(mapping.pressedDevice == 0)
    // Across the middle and onto the right device: still the left device's points.
    #expect(
      mapping.map(Self.event(.pointerMove(location: Point(x: 500, y: 460)))).kind
        == .pointerMove(location: Point(x: 500, y: 460)))
    #expect(
      mapping.map(Self.event(.pointerUp(button: .left, location: Point(x: 520, y: 470)))).kind
        == .pointerUp(button: .left, location: Point(x: 520, y: 470)))
    #expect(mapping.pressedDevice == nil)
    #expect(
      mapping.map(Self.event(.pointerMove(location: Point(x: 520, y: 470)))).kind
        == .pointerMove(location: Point(x: 114, y: 470)))
    // A press on the right device maps a drag back over the left one from the right's origin.
    _ = mapping.map(Self.event(.pointerDown(button: .left, location: Point(x: 600, y: 100))))
    #expect(
      mapping.map(Self.event(.wheel(dx: 0, dy: 3, location: Point(x: 200, y: 100)))).kind
        == .wheel(dx: 0, dy: 3, location: Point(x: -206, y: 100)))
    _ = mapping.map(Self.event(.focusLost))
    #expect(mapping.pressedDevice == nil)
  }

  @Test func aClickOnALabelSelectsItsSideAndReachesNoDevice() {
    var input = ComparisonInput(layout: Self.layout)
    let (forwarded, selected) = input.route([
      Self.event(.pointerDown(button: .left, location: Point(x: 600, y: 860))),
      Self.event(.pointerMove(location: Point(x: 610, y: 862))),
      Self.event(.pointerUp(button: .left, location: Point(x: 610, y: 862))),
      Self.event(.resize(Size(width: 900, height: 900))),
      Self.event(.keyDown(Key("escape"))),
    ])
    #expect(selected == 1)
    #expect(forwarded.map(\.kind) == [.keyDown(Key("escape"))])
  }

  @Test func oneInputMovesBothSidesAndATuningChangeOnlyItsSide() {
    let comparison = PlaygroundComparison(
      sides: [("seed", .seed), ("fluid", .fluid)], deviceSize: Size(width: 390, height: 844),
      safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
      textMeasurer: FixedMetricsTextMeasurer())
    let button = comparison.variants[0].playground.snapshot().controls[0]
    let center = Point(x: button.frame.midX, y: button.frame.midY)
    // The sheet takes its dim from the tuning when it opens, on the release.
    _ = comparison.step([
      .tuning(.set(key: "sheet.dimAlpha", value: 0.3), timestamp: 0, variant: 1),
      .input(.pointerDown(button: .left, location: center), at: 0),
    ])
    _ = comparison.step([.input(.pointerUp(button: .left, location: center), at: 16)])
    for _ in 0..<40 { _ = comparison.step([]) }
    guard case .variants(let sides) = comparison.snapshot() else {
      Issue.record("a comparison's state has variants")
      return
    }
    #expect(sides.map(\.label) == ["seed", "fluid"])
    #expect(sides.map { $0.state.presented.map(\.screen) } == [["text"], ["text"]])
    #expect(sides[0].state.tuningOverrides.isEmpty)
    #expect(sides[1].state.tuningOverrides == ["sheet.dimAlpha": 0.3])
    #expect(sides[0].state.dimAlpha == 0.75)
    #expect(sides[1].state.dimAlpha == 0.3)
  }
}
