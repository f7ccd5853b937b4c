import PlaygroundSessions
import SheetEngine
import SheetFiles
import SheetPlayback
import SheetSDL
import SheetScreens
import SheetSession

/// Plays a recording without a window, as fast as it can: the same runtime step as the
/// live session, rendering offscreen only the frames asked for with `--snapshot`. A replay
/// that takes more than a few seconds shows its progress on stderr (``ProgressLine``).
@MainActor
package struct HeadlessReplay {
  package let options: PlaygroundOptions
  /// What a recording that names no scene shows: the playground's screens or a host app's.
  package let screens: ScreenSource

  package init(options: PlaygroundOptions, screens: ScreenSource) {
    self.options = options
    self.screens = screens
  }

  package func run() throws -> Int32 {
    guard let path = options.replayPath else { throw UsageError("--headless needs --replay FILE") }
    try SDLLibrary.initialize(video: false)
    let font = try FontResolver.resolve(options.fontPath, replaying: path)
    let loaded = try ReplayLoader.load(
      path: path, font: font, allowsLongIdle: options.allowsLongIdle)
    // Every output is checked before the replay runs: a bad --snapshot path fails now, not
    // when its frame comes, and no output may overwrite the recording, its scenes or the font.
    _ = try SessionFiles.check(
      options, fontPath: font.path, tuningPath: nil,
      scenes: loaded.scenes.inputs(role: "--replay's scene"))
    let recording = loaded.recording
    let setup = loaded.setup(measurer: try TTFTextMeasurer(font: font), screens: screens)
    for request in options.snapshots where request.frame > recording.frameCount {
      throw UsageError(
        "--snapshot \(request.frame): \(path) has only \(recording.frameCount) frames")
    }
    let session = try SessionFactory.makeSession(for: recording, path: path, setup: setup)
    // Every side of a compare recording, each with its own tuning; one playground otherwise.
    let playgrounds = Self.playgrounds(of: session)
    if playgrounds.count > 1, options.tracePath != nil {
      throw UsageError(
        "--trace: \(path) is a compare recording; the trace holds one device's motion")
    }
    let scale = options.scale ?? 1
    if let refusal = RecordingRules.pixelRefusal(session.displaySize, scale: scale) {
      throw UsageError("--scale \(scale): \(path): \(refusal)")
    }
    let canvas = try OffscreenCanvas(size: session.displaySize, scale: scale, font: font)
    if let images = try RecordedReloads.images(
      for: recording, path: path, scale: scale,
      adding: try loaded.scenes.images(scale: scale))
    {
      canvas.images = images
    }
    var outputs = try HeadlessOutputs(
      options: options, canvas: canvas, frameRate: recording.header.rate.framesPerSecond)
    try play(recording, session: session, playgrounds: playgrounds, outputs: &outputs)
    try outputs.finish(session: session, font: font)
    if !options.writesToStandardOutput {
      print(Self.summary(of: recording, path: path, reached: session.sessionState(), options))
    }
    return 0
  }

  /// The one line a replay that succeeded prints: what ran, whether it ended where the
  /// recording did, and what it wrote ("replayed x.jsonl: 170 frames (2.83 s at 60 Hz),
  /// 1 checkpoint; the end state matches the recording; wrote state.json").
  package static func summary(
    of recording: Recording, path: String, reached: SessionState, _ options: PlaygroundOptions
  ) -> String {
    let rate = recording.header.rate.framesPerSecond
    let seconds = Double(recording.frameCount) / Double(rate)
    let checkpoints = recording.checkpoints.count
    var line =
      "replayed \(DiagnosticText.quoted(path)): \(recording.frameCount) frames"
      + " (\(String(format: "%.2f", seconds)) s at \(rate) Hz), \(checkpoints) checkpoint"
      + (checkpoints == 1 ? "" : "s")
    switch recording.endState {
    case nil: line += "; no end state recorded (an unfinished journal)"
    case reached?: line += "; the end state matches the recording"
    case _?: line += "; the end state differs from the recording (playground test says where)"
    }
    let written =
      [options.stateOutPath, options.tracePath, options.plotPath, options.videoPath]
      .compactMap { $0 } + options.snapshots.map(\.path)
    if !written.isEmpty {
      line += "; wrote " + written.map { DiagnosticText.quoted($0) }.joined(separator: ", ")
    }
    return line
  }

  /// Steps the recording to its end, feeding every output, with progress on stderr.
  private func play(
    _ recording: Recording, session: any SessionSimulation, playgrounds: [Playground],
    outputs: inout HeadlessOutputs
  ) throws {
    let snapshots = Dictionary(grouping: options.snapshots, by: \.frame)
    let progress = ProgressLine()
    let what = outputs.video == nil ? "replay" : "video"
    // Only the frames asked for (snapshots, or all for a video) are drawn: the state does not
    // depend on it.
    let player = RecordingPlayer(recording: recording, session: session)
    let drawsVideo = outputs.video != nil
    let drawsFrame: (Int) -> Bool = { drawsVideo || snapshots[$0] != nil }
    try player.playToEnd(drawing: drawsFrame) { drawn in
      outputs.record(playgrounds)
      progress.update("\(what): frame \(session.frameIndex) of \(recording.frameCount)")
      guard let list = drawn else { return }
      try outputs.draw(list, snapshots: snapshots[session.frameIndex] ?? [])
    }
    progress.finish()
  }

  /// The playgrounds a session steps, in window order.
  static func playgrounds(of session: any SessionSimulation) -> [Playground] {
    if let comparison = session as? PlaygroundComparison {
      return comparison.variants.map(\.playground)
    }
    return (session as? Playground).map { [$0] } ?? []
  }
}

extension PlaygroundOptions {
  /// Whether an output of the replay is standard output itself, where the summary line
  /// would corrupt it.
  fileprivate var writesToStandardOutput: Bool {
    let outputs =
      [stateOutPath, tracePath, plotPath, videoPath].compactMap { $0 } + snapshots.map(\.path)
    return outputs.contains { ["/dev/stdout", "/dev/fd/1", "/proc/self/fd/1"].contains($0) }
  }
}
