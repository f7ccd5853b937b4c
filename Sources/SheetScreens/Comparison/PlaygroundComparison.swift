import SheetEngine
import SheetSession
import SheetTuning

/// Two (or more) playgrounds driven by one input: a compare session. Every side is its own
/// ``Playground`` with its own tuning, all the same device size; each frame every side gets
/// the same input events (already in device points, see ``ComparisonPointerMapping``) and
/// the tuning changes meant for it, so one drag moves every side's sheet by its own rules.
///
/// Hosts drive it like a playground (``step(_:)``, ``snapshot()``); the window and a replay
/// draw the sides next to each other as ``layout`` places them.
@MainActor
public final class PlaygroundComparison {
  /// One side: its label (the tuning's name: a preset, or a tuning file's name) and its
  /// playground.
  public struct Variant {
    public let label: String
    public let playground: Playground
  }

  public let variants: [Variant]
  public let layout: ComparisonLayout
  /// The side the tuning panel edits; the host changes it (a click on a side's label).
  public var selectedVariant = 0 {
    didSet { selectedVariant = min(max(selectedVariant, 0), variants.count - 1) }
  }
  /// Whether the label strip marks ``selectedVariant``: the window does, where a click picks
  /// it; a replay does not (the selection is the host's, not part of the recording).
  public var showsSelection = false
  private let textMeasurer: TextMeasuring
  /// Each side's input line: the lagging side's holds its input back by ``inputDelay``.
  private var delayLines: [InputDelayLine]
  private let rate: SimulationRate
  /// The artificial input latency on one side (`--input-delay`, then the studio's control
  /// through ``SessionEvent/inputDelay(_:timestamp:)`` events).
  public private(set) var inputDelay: InputDelay

  /// Sides labelled and tuned as `sides` says, in order; `sides` must not be empty. Every
  /// side builds its root from `screens` unless `sideScreens` has its own for it (a scene
  /// per side, `--scene-b`). `ownSceneSides` are the sides whose scene is their own (by
  /// default those in `sideScreens`): their reloads name their images apart. A replay
  /// gives them, since a side whose recording holds its first screens has no screens yet.
  public init(
    sides: [(label: String, tuning: Tuning)], deviceSize: Size, safeAreaInsets: EdgeInsets,
    textMeasurer: TextMeasuring, spacing: Double = ComparisonLayout.standardSpacing,
    style: DeviceStyle = .standard, rate: SimulationRate = .standard,
    inputDelay: InputDelay = .none,
    screens: ScreenSource = .playground, sideScreens: [Int: ScreenSource] = [:],
    ownSceneSides: Set<Int>? = nil
  ) {
    let ownScenes = ownSceneSides ?? Set(sideScreens.keys)
    precondition(!sides.isEmpty, "a comparison needs at least one side")
    variants = sides.enumerated().map { index, side in
      Variant(
        label: side.label,
        playground: Playground(
          size: deviceSize, safeAreaInsets: safeAreaInsets, textMeasurer: textMeasurer,
          tuning: side.tuning, style: style, rate: rate,
          screens: sideScreens[index] ?? screens,
          sceneSide: ownScenes.contains(index) ? index : nil))
    }
    self.rate = rate
    self.inputDelay = inputDelay
    delayLines = sides.indices.map { index in
      InputDelayLine(
        lag: index == inputDelay.variant ? inputDelay.frames(at: rate) : 0, rate: rate)
    }
    layout = ComparisonLayout(deviceSize: deviceSize, deviceCount: sides.count, spacing: spacing)
    self.textMeasurer = textMeasurer
  }

  /// Frames simulated so far (every side steps together).
  public var frameIndex: Int { variants[0].playground.frameIndex }
  /// Whether any side holds a pointer press (the host captures the mouse meanwhile).
  public var isPointerDown: Bool { variants.contains { $0.playground.isPointerDown } }
  /// Whether a step with no input would draw nothing new on any side: every side's runtime
  /// is at rest (``Runtime/isAtRest``) and no side holds delayed input, which arrives in a
  /// later frame without any new input. A window may then stop waking every frame.
  public var isAtRest: Bool {
    variants.allSatisfy { $0.playground.runtime.isAtRest }
      && !delayLines.contains { $0.isHolding }
  }
  /// The playground the tuning panel edits.
  public var selected: Playground { variants[selectedVariant].playground }

  /// Every side starts at the reader's text size `category` (before the first frame).
  public func setContentSizeCategory(_ category: ContentSizeCategory) {
    for variant in variants {
      variant.playground.runtime.setContentSizeCategory(category, animated: false)
    }
  }

  /// Steps every side with its share of `events` and returns them drawn side by side.
  public func step(_ events: [SessionEvent]) -> DisplayList {
    let shares = sideEvents(events)
    return composed(
      variants.enumerated().map { index, variant in variant.playground.step(shares[index]) })
  }

  /// The sides' labels as the strip shows them: the lagging side says by how much, so the
  /// designer knows which device to feel it on ("fluid · input +50 ms").
  private var shownLabels: [String] {
    variants.enumerated().map { index, variant in
      guard inputDelay.isActive, index == inputDelay.variant else { return variant.label }
      return variant.label + " \u{00B7} input +\(inputDelay.milliseconds) ms"
    }
  }

  /// What each side applies this frame: its tuning changes and input, the lagging side's
  /// input as ``inputDelay`` holds it back. A delay changed in this frame applies to the
  /// whole frame's input (the rule of ``InputDelayLine``).
  private func sideEvents(_ events: [SessionEvent]) -> [[SessionEvent]] {
    for case .inputDelay(let delay, _) in events { setInputDelay(delay) }
    let frame = frameIndex
    return variants.indices.map { index in
      delayLines[index].pass(events.filter { $0.applies(toVariant: index) }, inFrame: frame)
    }
  }

  /// Makes `delay` the session's from now on; a side it does not name stops lagging (its
  /// held input still arrives when due).
  private func setInputDelay(_ delay: InputDelay) {
    inputDelay = delay
    for index in delayLines.indices {
      delayLines[index].setLag(index == delay.variant ? delay.frames(at: rate) : 0)
    }
  }

  /// Every side's current frame side by side, without advancing.
  public func drawCurrentFrame() -> DisplayList {
    composed(variants.map { $0.playground.drawCurrentFrame() })
  }

  /// The sides' lists, each moved into its device's frame, and the label strip.
  private func composed(_ lists: [DisplayList]) -> DisplayList {
    var list = DisplayList()
    for (index, drawn) in lists.enumerated() {
      list.items += drawn.placed(in: layout.frame(ofDevice: index)).items
    }
    list.items += ComparisonLabels.items(
      labels: shownLabels, layout: layout,
      selected: showsSelection ? selectedVariant : nil, measurer: textMeasurer)
    return list
  }

  /// ``step(_:)`` without drawing.
  public func simulate(_ events: [SessionEvent]) {
    let shares = sideEvents(events)
    for (index, variant) in variants.enumerated() { variant.playground.simulate(shares[index]) }
  }

  /// Every side's state with its label.
  public func snapshot() -> SessionState {
    .variants(variants.map { VariantState(label: $0.label, state: $0.playground.snapshot()) })
  }
}
