import Foundation
import SheetScreens
import Testing

@testable import PlaygroundSessions
@testable import SheetEngine

/// `--trace`: the per-frame motion series and its CSV file.
@MainActor
struct MotionTraceTests {
  typealias Support = OverlayTestSupport

  @Test func velocityIsTheFramesMovementOverItsTime() {
    var series = MotionSeries()
    series.append(Support.inspection(frame: 1, position: 100))
    series.append(Support.inspection(frame: 2, position: 90, start: 100))
    // Paused: no time passed, so no velocity rather than infinity.
    series.append(Support.inspection(frame: 3, timeStep: 0, position: 80, start: 90))
    // Slow motion: points per simulated second.
    series.append(Support.inspection(frame: 4, timeStep: 0.25 / 60, position: 81, start: 80))
    // Appeared during the advance: no start, no velocity.
    series.append(
      RuntimeInspection(
        time: 1, timeStep: 1.0 / 60, frame: 5, pointerLocation: nil, pointerVelocity: .zero,
        isPointerDown: false, activeGesture: nil, activeGestureState: nil, transition: nil,
        elements: [MovingElement(name: "page-1.x", position: 390)], dimAlpha: 0))
    #expect(series.samples.map(\.velocity) == [0, -600, 0, 1 / (0.25 / 60), 0])
  }

  @Test func timeIsCountedFromFramesEvenAfterManySteps() {
    let runtime = SessionFactory.makePlayground(
      size: Support.size, safeAreaInsets: EdgeInsets(top: 47, bottom: 34),
      textMeasurer: FixedMetricsTextMeasurer())
    var times: [Double] = []
    for _ in 0..<120 {
      _ = runtime.step([])
      times.append(runtime.inspect().time)
    }
    #expect(times[107] == 1.8)  // 1/60 added 108 times is 1.7999999999999985
    #expect(times == (1...120).map { Double($0) / 60 })
  }

  @Test func seriesCapacityDropsTheOldest() {
    var series = MotionSeries(capacity: 2)
    for frame in 1...3 { series.append(Support.inspection(frame: frame, position: 0)) }
    #expect(series.samples.map(\.frame) == [2, 3])
  }

  @Test func csvHasOneRowPerFrameAndAnEmptyProgressWithoutATransition() {
    let samples = [
      MotionSample(
        frame: 1, time: 1.0 / 60, element: "root.x", position: 0, velocity: 0, progress: nil,
        dimAlpha: 0),
      MotionSample(
        frame: 2, time: 2.0 / 60, element: "text.y", position: 812.5, velocity: -1234.5,
        progress: 0.25, dimAlpha: 0.1875),
      MotionSample(
        frame: 3, time: 0.05, element: "odd,\"name\"", position: -0.0, velocity: 1e-7,
        progress: 1, dimAlpha: 0.75),
    ]
    let expected = [
      "frame,time,element,position,velocity,progress,dimAlpha",
      "1,0.016666666666666666,root.x,0,0,,0",
      "2,0.03333333333333333,text.y,812.5,-1234.5,0.25,0.1875",
      #"3,0.05,"odd,""name""",-0,1e-07,1,0.75"#,
    ]
    #expect(MotionTrace.csv(samples) == expected.joined(separator: "\n") + "\n")
  }

  @Test func traceOfATappedSheetFollowsThePresentation() throws {
    let runtime = SessionFactory.makePlayground(
      size: Support.size, safeAreaInsets: EdgeInsets(top: 47, bottom: 34),
      textMeasurer: FixedMetricsTextMeasurer())
    _ = runtime.step([])
    let button = try #require(runtime.snapshot().controls.first { $0.title == "Text sheet" })
    var trace = try MotionTrace(path: NSTemporaryDirectory() + "unused-trace.csv")
    let center = button.frame.center
    let frames: [[InputEvent]] =
      [[Support.down(center)], [Support.up(center)]] + Array(repeating: [], count: 40)
    for events in frames {
      _ = runtime.step(input: events)
      trace.record(runtime.inspect())
    }
    let samples = trace.series.samples
    #expect(samples.map(\.frame) == Array(2...43))
    let sheet = samples.filter { $0.element == "text.y" }
    try #require(sheet.count > 20)
    #expect(sheet.first!.position > sheet.last!.position, "the sheet rose")
    #expect(sheet.dropFirst().contains { $0.velocity < -100 })
    // Its first row has its speed: it rose from the window's bottom edge in that frame.
    let height = Support.size.height
    #expect(sheet[0].position < height)
    #expect(abs(sheet[0].velocity - (sheet[0].position - height) * 60) < 1e-6)
    // Time is counted from frames: exactly frame / 60.
    #expect(samples.allSatisfy { $0.time == Double($0.frame) / 60 })
    #expect(sheet.contains { $0.progress != nil })
    #expect(samples.last!.progress == nil && samples.last!.velocity == 0)
    #expect(samples.last!.dimAlpha == runtime.snapshot().dimAlpha)
  }

  @Test func writeReplacesTheFileAtomically() throws {
    let directory = try Support.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/trace.csv"
    try "old".write(toFile: path, atomically: false, encoding: .utf8)
    var trace = try MotionTrace(path: path)
    trace.record(Support.inspection(frame: 1, position: 10))
    try trace.write()
    #expect(
      try String(contentsOfFile: path, encoding: .utf8)
        == MotionTrace.header + "\n1,0.016666666666666666,text.y,10,0,,0\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["trace.csv"])
  }

  @Test func unwritableDestinationsFailBeforeTheReplay() throws {
    let directory = try Support.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    #expect(
      throws: OverlayFileError(
        file: directory + "/no/trace.csv", reason: "directory \(directory)/no does not exist")
    ) {
      try MotionTrace(path: directory + "/no/trace.csv")
    }
    #expect(
      throws: OverlayFileError(
        file: directory, reason: "is a directory, cannot write a file there")
    ) {
      try MotionTrace(path: directory)
    }
    let error = OverlayFileError(file: "a.csv", reason: "cannot write: no space left on device")
    #expect(error.description == "a.csv: cannot write: no space left on device")
  }
}
