import PlaygroundSessions
import SheetEngine
import SheetPlayback
import SheetSDL
import SheetScreens

/// What a headless replay writes (`--trace`, `--video`, `--plot`, `--snapshot`,
/// `--state-out`), fed frame by frame and finished at the end. Outputs were checked before
/// the replay: failing at the end is the disk or the folder changing under the run (exit 1).
@MainActor
struct HeadlessOutputs {
  package let options: PlaygroundOptions
  package let canvas: OffscreenCanvas
  package private(set) var video: VideoEncoder?
  private var trace: MotionTrace?
  private var plot: PlotExport?

  package init(
    options: PlaygroundOptions, canvas: OffscreenCanvas, frameRate: Int = 60
  ) throws(UsageError) {
    self.options = options
    self.canvas = canvas
    if let path = options.tracePath {
      do throws(OverlayFileError) {
        trace = try MotionTrace(path: path)
      } catch {
        throw UsageError("--trace \(error.description)")
      }
    }
    video = try options.videoPath.map { path throws(UsageError) in
      try VideoEncoder(
        path: path, pixelWidth: canvas.pixelWidth, pixelHeight: canvas.pixelHeight,
        frameRate: frameRate)
    }
    plot = options.plotPath.map { _ in PlotExport() }
  }

  /// Takes the frame every side just simulated (the trace holds the first side's).
  package mutating func record(_ playgrounds: [Playground]) {
    for (index, playground) in playgrounds.enumerated() {
      let inspection = playground.inspect()
      if index == 0 { trace?.record(inspection) }
      plot?.record(inspection, tuning: playground.tuning, variant: index)
    }
  }

  /// Renders a drawn frame into the snapshots asked for at it and the video.
  package func draw(_ list: DisplayList, snapshots: [PlaygroundOptions.SnapshotRequest]) throws {
    canvas.render(list, background: .black)
    for request in snapshots { try canvas.savePNG(to: request.path) }
    if let video { try video.append(canvas.rgbBytes()) }
  }

  package func finish(session: any SessionSimulation, font: FontFile) throws {
    try video?.finish()
    if let path = options.plotPath {
      try plot?.write(
        to: path, interaction: options.plotInteraction, font: font,
        measurer: try TTFTextMeasurer(font: font))
    }
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
  }
}
