import Testing

@testable import SheetEngine

/// The runtime's motion probe behind `--trace`: time counted from frames, at every rate.
@MainActor
@Suite struct MotionProbeTests {
  @Test func slowMotionTimeIsCountedFromFramesPerRate() {
    var probe = MotionProbe()
    for _ in 0..<30 { probe.advanced(by: 1.0 / 60, rate: 1, framesPerSecond: 60, elements: []) }
    #expect(probe.time == 0.5)
    for _ in 0..<8 {
      probe.advanced(by: 0.25 / 60, rate: 0.25, framesPerSecond: 60, elements: [])
    }
    #expect(probe.time == 0.5 + 8 * 0.25 / 60)
    probe.advanced(by: 0, rate: 0.25, framesPerSecond: 60, elements: [])  // paused
    #expect(probe.time == 0.5 + 8 * 0.25 / 60 && probe.timeStep == 0)
  }

  @Test func anElementStartsWhereThePreviousFrameLeftItOrWhereInputPutIt() {
    var probe = MotionProbe()
    let sheet = MovingElement(name: "text.y", position: 844)
    probe.inputApplied([sheet])
    let risen = MovingElement(name: "text.y", position: 700)
    probe.advanced(by: 1.0 / 60, rate: 1, framesPerSecond: 60, elements: [risen])
    #expect(probe.withStartPositions([risen]).map(\.startPosition) == [844])
    // The next frame starts where this one ended, whatever the input does to it.
    probe.inputApplied([MovingElement(name: "text.y", position: 690)])
    let later = MovingElement(name: "text.y", position: 650)
    let page = MovingElement(name: "page-1.x", position: 390)
    probe.advanced(by: 1.0 / 60, rate: 1, framesPerSecond: 60, elements: [later, page])
    #expect(probe.withStartPositions([later, page]).map(\.startPosition) == [700, nil])
  }
}
