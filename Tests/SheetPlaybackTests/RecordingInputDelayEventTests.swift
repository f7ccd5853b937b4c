import Foundation
import SheetEngine
import SheetSession
import Testing

@testable import SheetPlayback

/// The `"inputDelay"` event line (a compare session's delay changed mid-session): written and
/// read back exactly, refused outside a compare recording or out of range, with no new format
/// version (a file without it reads as before; an older build names the unknown kind).
@Suite struct RecordingInputDelayEventTests {
  private let compareHeader =
    #"{"format":"sheet-playground-recording","version":3,"window":[390,844],"scale":1,"#
    + #""safeArea":[47,0,34,0],"font":{"name":"DejaVuSans.ttf","hash":"0123456789abcdef"},"#
    + #""variants":[{"label":"seed","tuning":{"preset":"seed","overrides":{}}},"#
    + #"{"label":"fluid","tuning":{"preset":"fluid","overrides":{}}}]}"#
  private let singleHeader =
    #"{"format":"sheet-playground-recording","version":3,"window":[390,844],"scale":1,"#
    + #""safeArea":[47,0,34,0],"font":{"name":"DejaVuSans.ttf","hash":"0123456789abcdef"},"#
    + #""tuning":{"preset":"seed","overrides":{}}}"#

  private func read(_ header: String, _ line: String) throws(RecordingError) -> Recording {
    try RecordingReader.parse(
      Data((header + "\n" + line + "\n{\"end\":true,\"frames\":5}\n").utf8), file: "r")
  }

  @Test func theLineRoundTrips() throws {
    let line = #"{"frame":2,"t":33.5,"kind":"inputDelay","ms":40,"variant":1}"#
    let recording = try read(compareHeader, line)
    let event = RecordedEvent(
      frame: 2, event: .inputDelay(InputDelay(milliseconds: 40, variant: 1), timestamp: 33.5))
    #expect(recording.events == [event])
    #expect(RecordingEncoder.eventLine(event) == line)
  }

  @Test(arguments: [
    (
      #"{"frame":2,"t":0,"kind":"inputDelay","ms":101,"variant":1}"#, true,
      #""ms" must be 0 to 100"#
    ),
    (#"{"frame":2,"t":0,"kind":"inputDelay","ms":10,"variant":2}"#, true, "2 sides"),
    (#"{"frame":2,"t":0,"kind":"inputDelay","ms":10,"variant":-1}"#, true, "negative"),
    (#"{"frame":2,"t":0,"kind":"inputDelay","ms":10}"#, true, "variant"),
    (#"{"frame":2,"t":0,"kind":"inputDelay","ms":10,"variant":1,"x":0}"#, true, "x"),
    (#"{"frame":2,"t":0,"kind":"inputDelay","ms":10,"variant":0}"#, false, "compare recording"),
  ])
  func badLinesAreRefused(line: String, compare: Bool, message: String) {
    #expect {
      try read(compare ? compareHeader : singleHeader, line)
    } throws: { error in
      "\(error)".contains(message) && "\(error)".contains("r:2")
    }
  }
}
