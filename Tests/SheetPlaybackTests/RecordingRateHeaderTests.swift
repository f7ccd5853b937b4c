import Foundation
import SheetEngine
import SheetSession
import Testing

@testable import SheetPlayback

/// The header's optional `"hz"` and `"inputDelay"` (docs/MOTION.md, "Simulation rate"): absent
/// means 60 Hz and no delay, so every older recording reads as it did; written only when set,
/// so a 60 Hz recording's bytes are what they were.
@Suite struct RecordingRateHeaderTests {
  private func headerLine(_ extra: String, variants: Bool = false) -> String {
    let tuning =
      variants
      ? #""variants":[{"label":"seed","tuning":{"preset":"seed","overrides":{}}},"#
        + #"{"label":"fluid","tuning":{"preset":"fluid","overrides":{}}}]"#
      : #""tuning":{"preset":"seed","overrides":{}}"#
    return #"{"format":"sheet-playground-recording","version":2,"window":[390,844],"scale":1,"#
      + #""safeArea":[47,0,34,0],"font":{"name":"DejaVuSans.ttf","hash":"0123456789abcdef"},"#
      + tuning + extra + "}"
  }

  private func read(_ header: String) throws(RecordingError) -> Recording {
    try RecordingReader.parse(Data((header + "\n{\"end\":true,\"frames\":3}\n").utf8), file: "r")
  }

  @Test func absentMeansSixtyAndNoDelay() throws {
    let recording = try read(headerLine(""))
    #expect(recording.header.rate == .standard)
    #expect(recording.header.inputDelay == .none)
    #expect(RecordingEncoder.headerLine(recording.header) == headerLine(""))
  }

  @Test func rateAndDelayRoundTrip() throws {
    let extra = #","hz":120,"inputDelay":{"ms":40,"variant":1}"#
    let recording = try read(headerLine(extra, variants: true))
    #expect(recording.header.rate.framesPerSecond == 120)
    #expect(recording.header.inputDelay == InputDelay(milliseconds: 40, variant: 1))
    #expect(RecordingEncoder.headerLine(recording.header) == headerLine(extra, variants: true))
  }

  @Test(arguments: [
    (#","hz":75"#, false, #"field "hz" must be 60, 90, 120 (got 75)"#),
    (#","hz":"120""#, false, "hz"),
    (#","inputDelay":{"ms":40,"variant":1}"#, false, "needs a compare recording"),
    (#","inputDelay":{"ms":200,"variant":1}"#, true, #""inputDelay.ms" must be 0 to 100"#),
    (#","inputDelay":{"ms":20,"variant":2}"#, true, #""inputDelay.variant" must name a side"#),
    (#","inputDelay":{"ms":20,"variant":1,"x":1}"#, true, "x"),
  ])
  func badSettingsAreRefused(extra: String, variants: Bool, message: String) {
    #expect {
      try read(headerLine(extra, variants: variants))
    } throws: { error in
      "\(error)".contains(message)
    }
  }
}
