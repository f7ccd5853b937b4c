import SheetEngine
import SheetPlayback
import SheetSDL
import SheetScreens

/// Plays a recording without a window, as fast as it can: the same runtime step as the
/// live session, rendering offscreen only the frames asked for with `--snapshot`.
@MainActor
struct HeadlessReplay {
  let options: PlaygroundOptions

  func run() throws -> Int32 {
    guard let path = options.replayPath else { throw UsageError("--headless needs --replay FILE") }
    try SDLLibrary.initialize(video: false)
    let font = try FontResolver.resolve(options.fontPath)
    // Every output is checked before the replay runs: a bad --snapshot path fails now, not
    // when its frame comes, and no output may overwrite the recording or the font.
    _ = try SessionFiles.check(options, fontPath: font.path, tuningPath: nil)
    let recording = try ReplayLoader.load(
      path: path, font: font, allowsLongIdle: options.allowsLongIdle)
    for request in options.snapshots where request.frame > recording.frameCount {
      throw UsageError(
        "--snapshot \(request.frame): \(path) has only \(recording.frameCount) frames")
    }
    let session = try SessionFactory.makeSession(
      for: recording, path: path, textMeasurer: try TTFTextMeasurer(font: font))
    // Every side of a compare recording, each with its own tuning; one playground otherwise.
    let playgrounds = Self.playgrounds(of: session)
    if playgrounds.count > 1, options.tracePath != nil {
      throw UsageError(
        "--trace: \(path) is a compare recording; the trace holds one device's motion")
    }
    var trace: MotionTrace?
    if let path = options.tracePath {
      do throws(OverlayFileError) {
        trace = try MotionTrace(path: path)
      } catch {
        throw UsageError("--trace \(error.description)")
      }
    }
    let snapshots = Dictionary(grouping: options.snapshots, by: \.frame)
    let scale = options.scale ?? 1
    let canvas = try OffscreenCanvas(size: session.displaySize, scale: scale, font: font)
    let video = try options.videoPath.map { path throws(UsageError) in
      try VideoEncoder(path: path, pixelWidth: canvas.pixelWidth, pixelHeight: canvas.pixelHeight)
    }
    var plot = options.plotPath.map { _ in PlotExport() }
    let progress = ExportProgress(total: recording.frameCount)
    // Only the frames asked for (snapshots, or all for a video) are drawn: the state does not
    // depend on it.
    let player = RecordingPlayer(recording: recording, session: session)
    let drawsFrame: (Int) -> Bool = { video != nil || snapshots[$0] != nil }
    try player.playToEnd(drawing: drawsFrame) { drawn in
      for (index, playground) in playgrounds.enumerated() {
        let inspection = playground.inspect()
        if index == 0 { trace?.record(inspection) }
        plot?.record(inspection, tuning: playground.tuning, variant: index)
      }
      guard let list = drawn else { return }
      canvas.render(list, background: .black)
      for request in snapshots[session.frameIndex] ?? [] {
        try canvas.savePNG(to: request.path)
      }
      if let video {
        try video.append(canvas.rgbBytes())
        progress.report(frame: session.frameIndex, of: "video")
      }
    }
    try video?.finish()
    if let path = options.plotPath {
      try plot?.write(
        to: path, interaction: options.plotInteraction, font: font,
        measurer: try TTFTextMeasurer(font: font))
    }
    // Outputs were checked before the replay: failing now is the disk or the folder
    // changing under the run (exit 1), not bad input.
    do throws(OverlayFileError) {
      try trace?.write()
    } catch {
      throw SessionFailure("--trace \(error.description)")
    }
    if let stateOut = options.stateOutPath {
      do throws(RecordingError) {
        try StateSnapshotJSON.write(session.sessionState(), to: stateOut)
      } catch {
        throw SessionFailure("--state-out \(error.description)")
      }
    }
    return 0
  }

  /// The playgrounds a session steps, in window order.
  static func playgrounds(of session: any SessionSimulation) -> [Playground] {
    if let comparison = session as? PlaygroundComparison {
      return comparison.variants.map(\.playground)
    }
    return (session as? Playground).map { [$0] } ?? []
  }
}
