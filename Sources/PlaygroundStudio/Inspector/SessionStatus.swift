import SheetEngine

/// What the session is doing that its pixels cannot show: whether it records and for how
/// long, the simulation's speed and pause, and the frame rate actually simulated. At 0.5x the
/// window still presents sixty frames a second, but only thirty seconds' worth of frames'
/// motion a minute, so the HUD's wall-clock rate alone misleads.
///
/// Pure text from a few numbers; the host fills it every frame (``SessionStatusStage``) and
/// the overlays and the window title show it.
package struct SessionStatus: Equatable, Sendable {
  /// Frames recorded so far (the session's frames), nil when not recording.
  package var recordedFrames: Int?
  package var speed = SimulationSpeed()
  /// The session's steps per second, which turns ``recordedFrames`` into a clock.
  package var framesPerSecond = 60
  /// Input-to-present latency so far (the HUD's line; not in ``summary``).
  package var latency = InputLatency()
  /// Whether the window rests, waiting for input instead of presenting every frame.
  package var isResting = false
  /// Frames stepped but not drawn because the window fell behind, and frames it fell too far
  /// behind to simulate (``FramePacer``), since the session started.
  package var undrawnFrames = 0
  package var lostFrames = 0

  /// The short form, for the window's title and the inspector's top line: "● REC 0:12 ·
  /// 0.5x", "paused", "" at full speed without a recording. It changes at most once a
  /// second on its own, so showing it costs nothing on an idle window.
  package var summary: String {
    var parts: [String] = []
    if let recordedFrames {
      parts.append(
        "\u{25CF} REC " + Self.clock(frames: recordedFrames, framesPerSecond: framesPerSecond))
    }
    if speed.isPaused {
      parts.append("paused")
    } else if speed.rate != 1 {
      parts.append(Self.rateText(speed.rate))
    }
    return parts.joined(separator: " \u{00B7} ")
  }

  /// The HUD's simulation line: the speed and the frames of motion simulated per wall-clock
  /// second at `wallFramesPerSecond` presented.
  func simulationLine(wallFramesPerSecond: Double) -> String {
    guard !speed.isPaused else { return "simulation: paused (. steps one frame)" }
    let steps = framesPerSecond == 60 ? "" : " \u{00B7} \(framesPerSecond) Hz steps"
    guard !isResting else {
      return "simulation: \(Self.rateText(speed.rate)) \u{00B7} at rest" + steps + behindText
    }
    let simulated = wallFramesPerSecond * speed.rate
    return "simulation: \(Self.rateText(speed.rate)) \u{00B7} "
      + OverlayNumberFormat.fixed(simulated, decimals: 1) + " fps simulated" + steps
      + behindText
  }

  /// What a loaded machine cost: " · 12 frames not drawn · 3 lost", empty when nothing.
  private var behindText: String {
    (undrawnFrames > 0
      ? " \u{00B7} \(undrawnFrames) frame\(undrawnFrames == 1 ? "" : "s") not drawn" : "")
      + (lostFrames > 0 ? " \u{00B7} \(lostFrames) lost" : "")
  }

  /// ``summary`` in ASCII, for the window's title: SDL's X11 title conversion mangles
  /// anything else under the C locale ("REC 0:12 - 0.5x").
  package var titleSummary: String {
    summary.replacing("\u{25CF} ", with: "").replacing(" \u{00B7} ", with: " - ")
  }

  static func rateText(_ rate: Double) -> String {
    OverlayNumberFormat.plain(rate) + "x"
  }

  /// Minutes and seconds of `frames` at `framesPerSecond`: "0:07", "12:40".
  package static func clock(frames: Int, framesPerSecond: Int = 60) -> String {
    let seconds = max(frames, 0) / max(framesPerSecond, 1)
    let rest = seconds % 60
    return "\(seconds / 60):" + (rest < 10 ? "0" : "") + "\(rest)"
  }

  package init(
    recordedFrames: Int? = nil, speed: SimulationSpeed = SimulationSpeed(),
    framesPerSecond: Int = 60
  ) {
    self.recordedFrames = recordedFrames
    self.speed = speed
    self.framesPerSecond = framesPerSecond
  }
}
