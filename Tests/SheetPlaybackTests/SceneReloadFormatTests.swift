import Foundation
import SheetEngine
import SheetPlayback
import SheetSession
import Testing

/// The `"scene"` event line: a reloaded scene's text inline with its images' names, hashes
/// and sizes, read back exactly, and a broken reload refused at its line.
@Suite struct SceneReloadFormatTests {
  private let scene = #"{"root":{"title":"Edited","background":{"image":"shot.png"}},"screens":{}}"#

  private func read(_ event: String) throws(RecordingError) -> Recording {
    let text = Fixtures.headerLine + "\n" + event + "\n" + #"{"end":true,"frames":5}"# + "\n"
    return try RecordingReader.parse(Array(text.utf8), file: "r.jsonl")
  }

  private func refusal(_ event: String) -> String? {
    do {
      _ = try read(event)
      return nil
    } catch {
      return error.description
    }
  }

  private func line(text: String, images: String) -> String {
    let quoted = String(decoding: try! JSONEncoder().encode(text), as: UTF8.self)
    return #"{"frame":2,"t":33.5,"kind":"scene","text":"# + quoted + #","images":"# + images
      + "}"
  }

  @Test func aReloadRoundTripsThroughAFile() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("session.jsonl")
    let reload = SceneReload(
      text: scene + "\n",
      images: [
        SceneReload.Image(name: "shot.png", hash: "00112233aabbccdd", width: 195, height: 422.5)
      ])
    let writer = try RecordingWriter(path: path, header: Fixtures.header)
    try writer.append(RecordedEvent(frame: 3, event: .scene(reload, timestamp: 50)))
    try writer.finish(frameCount: 4)
    let read = try RecordingReader.read(path: path)
    #expect(read.events == [RecordedEvent(frame: 3, event: .scene(reload, timestamp: 50))])
  }

  @Test func aHandWrittenReloadReads() throws {
    let recording = try read(
      line(text: scene, images: #"[{"name":"shot.png","hash":"00112233aabbccdd","w":1,"h":2}]"#))
    guard case .scene(let reload, let timestamp, _) = recording.events.first?.event else {
      Issue.record("no scene event")
      return
    }
    #expect(timestamp == 33.5)
    #expect(reload.text == scene)
    #expect(
      reload.images == [
        SceneReload.Image(name: "shot.png", hash: "00112233aabbccdd", width: 1, height: 2)
      ])
  }

  @Test func aBrokenSceneIsRefusedAtItsLineWithTheScenesLine() {
    let broken = "{\n\"root\": {\"title\": \"x\", \"colour\": 1}\n}"
    #expect(
      refusal(line(text: broken, images: "[]"))
        == "r.jsonl:2: the reloaded scene's line 2: unknown element \"colour\" in root (a root "
        + "has \"title\", \"subtitle\", \"background\", \"buttons\")")
  }

  @Test func imagesMustMatchTheScene() {
    #expect(
      refusal(line(text: scene, images: "[]"))
        == "r.jsonl:2: field \"images\" must list each image the scene names once (it names "
        + "\"shot.png\")")
    #expect(
      refusal(
        line(text: scene, images: #"[{"name":"shot.png","hash":"xyz","w":1,"h":2}]"#))
        == "r.jsonl:2: image \"shot.png\": \"hash\" must be 16 hex digits")
    #expect(
      refusal(
        line(text: scene, images: #"[{"name":"shot.png","hash":"00112233aabbccdd","w":-1,"h":2}]"#))
        == "r.jsonl:2: image \"shot.png\": a size must be finite, not negative")
  }

  /// A reload of one compare side's own scene (`--scene-b`) names the side; a
  /// single-device recording has no side to name.
  @Test func aSidesReloadNamesItsSideOnlyInACompareRecording() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("compare.jsonl")
    let reload = SceneReload(text: #"{"root":{"title":"B"}}"#, images: [])
    let event = RecordedEvent(frame: 1, event: .scene(reload, timestamp: 16, variant: 1))
    let writer = try RecordingWriter(path: path, header: CompareFormatTests.header)
    try writer.append(event)
    try writer.finish(frameCount: 2)
    #expect(try RecordingReader.read(path: path).events == [event])
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text.contains(#"{"frame":1,"t":16,"kind":"scene","variant":1,"text":"#))
    #expect(
      refusal(
        #"{"frame":2,"t":3,"kind":"scene","variant":1,"text":"{\"root\":{\"title\":\"B\"}}","images":[]}"#
      )
        == "r.jsonl:2: field \"variant\" names a side, but this is not a compare recording")
  }
}
