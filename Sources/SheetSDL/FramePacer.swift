/// Paces a loop at a fixed rate by a high-resolution clock (``PacerClock``), and says how
/// many simulation frames each wake is due, so simulated time tracks wall time.
///
/// Vsync cannot be relied on: the dummy driver has none and Xvfb only emulates it, so
/// the window loop would either spin or run at an arbitrary rate. Deadlines are computed
/// from the start of the run (`start + n / rate`) rather than by adding a rounded period,
/// so they do not drift.
///
/// **Behind.** A loop that misses deadlines (a slow frame, a loaded machine) is not given
/// the frames back later in a burst of drawing, nor does it silently simulate fewer frames
/// than wall time: the wake says how many deadlines passed (``Wake/frames``), and the host
/// steps all but the last without drawing them and draws the last. At most
/// ``maximumCatchUp`` frames are caught up at once (a quarter second); a loop further
/// behind (a debugger pause, a stopped process) drops the rest (``Wake/lost``) and restarts
/// its schedule from now.
///
/// **Idle.** A host with nothing to animate passes how many frames it may rest
/// (``waitForNextFrame(restingFrames:)``): the pacer then waits for the window system's next
/// event, or that many frames, instead of waking every frame; the frames that passed meanwhile
/// are due at the wake like frames a slow loop missed, none lost.
public struct FramePacer: Sendable {
  /// What one wait returned: how many frames are due now.
  public struct Wake: Equatable, Sendable {
    /// Frames to simulate now, at least 1: the last is drawn, those before are stepped only.
    public var frames: Int
    /// Deadlines that passed beyond ``FramePacer/maximumCatchUp``, not simulated at all.
    public var lost: Int
    /// Whether the loop rested (waited for an event) rather than waking every frame.
    public var rested: Bool

    public init(frames: Int, lost: Int, rested: Bool) {
      self.frames = frames
      self.lost = lost
      self.rested = rested
    }
  }

  /// The target rate.
  public let framesPerSecond: Int
  /// Work time of the last frame in milliseconds: from the end of one wait to the start
  /// of the next, i.e. excluding the sleep. For a frame-time HUD.
  public private(set) var lastFrameDuration: Double = 0
  /// Frames simulated without being drawn because the loop was behind (not counting rest).
  public private(set) var undrawnFrames = 0
  /// Frames the loop fell too far behind to simulate (``Wake/lost``), in total.
  public private(set) var lostFrames = 0
  /// Frames caught up at once at most: a quarter second, so a stall of a quarter second or
  /// less costs no simulated time, and a longer one does not freeze the window while
  /// seconds of frames are stepped.
  public var maximumCatchUp: Int { max(1, framesPerSecond / 4) }

  private let clock: any PacerClock
  private var origin: UInt64?
  /// The frame whose deadline the loop last woke for, counted from ``origin``.
  private var frameIndex: UInt64 = 0
  private var frameStart: UInt64?

  public init(framesPerSecond: Int = 60, clock: any PacerClock = SDLPacerClock()) {
    self.framesPerSecond = max(1, framesPerSecond)
    self.clock = clock
  }

  /// Returns at the next frame deadline, or at once when that has passed, with the number
  /// of frames due. `restingFrames`, when given, lets the loop rest that many frames (at
  /// least one) unless an event arrives first.
  public mutating func waitForNextFrame(restingFrames: Int? = nil) -> Wake {
    let now = clock.now()
    if let frameStart { lastFrameDuration = milliseconds(now &- frameStart) }
    guard let start = origin else {
      origin = now
      frameIndex = 1
      clock.sleep(until: deadline(origin: now, frame: 1))
      frameStart = clock.now()
      return Wake(frames: 1, lost: 0, rested: false)
    }
    var rest = 0
    if let restingFrames {
      rest = max(1, restingFrames)
      clock.waitForEvent(until: deadline(origin: start, frame: frameIndex + UInt64(rest)))
    }
    let wake = catchUp(origin: start, now: clock.now(), allowed: maximumCatchUp + rest)
    if restingFrames == nil { undrawnFrames += wake.frames - 1 }
    rebaseIfNeeded()
    frameStart = clock.now()
    return Wake(frames: wake.frames, lost: wake.lost, rested: restingFrames != nil)
  }

  /// The frames due at `now`: one after a sleep to the next deadline when it is still to
  /// come, else every deadline that passed (up to `allowed`, the rest lost).
  private mutating func catchUp(
    origin start: UInt64, now: UInt64, allowed: Int
  ) -> (frames: Int, lost: Int) {
    let passed = now >= start ? (now - start) * UInt64(framesPerSecond) / clock.frequency : 0
    guard passed > frameIndex else {
      frameIndex += 1
      clock.sleep(until: deadline(origin: start, frame: frameIndex))
      return (1, 0)
    }
    let due = Int(passed - frameIndex)
    frameIndex = passed
    guard due > allowed else { return (due, 0) }
    lostFrames += due - allowed
    origin = now
    frameIndex = 0
    return (allowed, due - allowed)
  }

  /// Start plus `frame / rate` seconds, in counter ticks, exact in integers.
  private func deadline(origin: UInt64, frame: UInt64) -> UInt64 {
    origin + frame * clock.frequency / UInt64(framesPerSecond)
  }

  /// Moves the origin forward by whole seconds so `frameIndex * frequency` cannot overflow
  /// in a long session; a whole second is an exact number of counter ticks.
  private mutating func rebaseIfNeeded() {
    let perSecond = UInt64(framesPerSecond)
    guard let start = origin, frameIndex >= perSecond else { return }
    let seconds = frameIndex / perSecond
    origin = start + seconds * clock.frequency
    frameIndex -= seconds * perSecond
  }

  private func milliseconds(_ ticks: UInt64) -> Double {
    Double(ticks) * 1000 / Double(clock.frequency)
  }
}
