import Testing

@testable import PlaygroundStudio

/// The HUD's input-to-present latency: nearest-rank median and p99 over the latest 240
/// events, exact.
@Suite struct InputLatencyTests {
  @Test func medianAndP99OverTheKeptSamples() {
    var latency = InputLatency()
    #expect(latency.line == "input \u{2192} present: –")
    for milliseconds in 1...100 { latency.add(Double(milliseconds)) }
    #expect(latency.percentile(0.5) == 50)
    #expect(latency.percentile(0.99) == 99)
    #expect(latency.line == "input \u{2192} present: 50 ms median \u{00B7} 99 ms p99")
  }

  @Test func onlyTheLatestSamplesCount() {
    var latency = InputLatency()
    for _ in 0..<InputLatency.capacity { latency.add(100) }
    for _ in 0..<InputLatency.capacity { latency.add(4) }
    #expect(latency.count == InputLatency.capacity)
    #expect(latency.percentile(0.99) == 4)
    latency.add(-3)
    latency.add(.nan)
    #expect(latency.percentile(0) == 0)
  }
}

/// The recording clock and the HUD's simulation line at another rate.
@Suite struct SessionStatusRateTests {
  @Test func theClockCountsSecondsAtTheRate() {
    #expect(SessionStatus.clock(frames: 1440, framesPerSecond: 120) == "0:12")
    #expect(SessionStatus.clock(frames: 1440) == "0:24")
    var status = SessionStatus(recordedFrames: 1440)
    status.framesPerSecond = 120
    #expect(status.summary == "\u{25CF} REC 0:12")
    #expect(
      status.simulationLine(wallFramesPerSecond: 120)
        == "simulation: 1x \u{00B7} 120.0 fps simulated \u{00B7} 120 Hz steps")
  }
}
