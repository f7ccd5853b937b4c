/// The observable state of the engine at the end of a frame: what tests and scripts assert
/// on. The app adds its own settings and writes the whole as `--state-out` JSON.
public struct StateSnapshot: Hashable, Sendable {
  /// Frames simulated so far.
  public var frame: Int
  /// Screen ids of the window's navigation stack, bottom first.
  public var navigationStack: [String]
  /// The modal stack, bottom to top.
  public var presented: [PresentedScreen]
  /// Alpha of the topmost dimming view, 0 when nothing dims.
  public var dimAlpha: Double
  /// The transition in flight, if any.
  public var transition: TransitionState?
  /// Buttons that can be tapped now, topmost screen first.
  public var controls: [Control]
  /// How many times a control has fired, and the title of the last one: the only trace a
  /// button with no destination leaves.
  public var activationCount: Int
  public var lastActivated: String?
  /// Simulation rate (1, 0.5, 0.25, 0.1) and whether it is paused.
  public var simulationRate: Double
  public var isPaused: Bool
  /// The title of the control with the keyboard focus (a button's title, "grabber"); `nil`
  /// until Tab is first pressed, and on a screen with no control.
  public var focused: String?
  /// The text fields on screen, in tree order: each one's text and, for the one being
  /// edited, its selection. Empty on every screen without a field, so states written before
  /// fields existed read and compare as they were.
  public var textFields: [TextFieldState] = []
  /// How far the software keyboard reaches up from the window's bottom (0: down).
  public var keyboardInset = 0.0
  /// Whether typing is from a hardware keyboard, so no software keyboard shows.
  public var hardwareKeyboard = false
  /// The reader's text size (``ContentSizeCategory``'s name); "large", the default, is left
  /// out of the JSON, so states written before Dynamic Type read and compare as they were.
  public var textSize = ContentSizeCategory.standard.rawValue

  public init(
    frame: Int, navigationStack: [String], presented: [PresentedScreen], dimAlpha: Double,
    transition: TransitionState?, controls: [Control], activationCount: Int, lastActivated: String?,
    simulationRate: Double = 1, isPaused: Bool = false, focused: String? = nil
  ) {
    self.focused = focused
    self.simulationRate = simulationRate
    self.isPaused = isPaused
    self.frame = frame
    self.navigationStack = navigationStack
    self.presented = presented
    self.dimAlpha = dimAlpha
    self.transition = transition
    self.controls = controls
    self.activationCount = activationCount
    self.lastActivated = lastActivated
  }

  /// A screen in the modal stack.
  public struct PresentedScreen: Hashable, Sendable {
    public var screen: String
    /// The presented view's on-screen frame in window points (transform included).
    public var frame: Rect
    public var navigationStack: [String]
    /// The vertical content offset of the screen's scrolling list, if it has one.
    public var contentOffset: Double?
    /// The identifier of the detent the sheet rests at or is heading for ("fitsContent",
    /// "medium", "large", "fraction:0.4"); `nil` for a presentation without detents.
    public var detent: String?

    public init(
      screen: String, frame: Rect, navigationStack: [String], contentOffset: Double? = nil,
      detent: String? = nil
    ) {
      self.screen = screen
      self.frame = frame
      self.navigationStack = navigationStack
      self.contentOffset = contentOffset
      self.detent = detent
    }
  }

  /// A running transition.
  public struct TransitionState: Hashable, Sendable {
    /// "present", "dismiss", "push" or "pop".
    public var kind: String
    public var interactive: Bool
    /// 0 at the start, 1 at the end.
    public var progress: Double

    public init(kind: String, interactive: Bool, progress: Double) {
      self.kind = kind
      self.interactive = interactive
      self.progress = progress
    }
  }

  /// A text field's contents.
  public struct TextFieldState: Hashable, Sendable {
    public var name: String
    public var text: String
    /// The selected character offsets `[start, end]` (equal: the caret) while it edits.
    public var selection: [Int]?

    public init(name: String, text: String, selection: [Int]?) {
      self.name = name
      self.text = text
      self.selection = selection
    }
  }

  /// A tappable button.
  public struct Control: Hashable, Sendable {
    public var title: String
    public var frame: Rect
    public var highlighted: Bool

    public init(title: String, frame: Rect, highlighted: Bool) {
      self.title = title
      self.frame = frame
      self.highlighted = highlighted
    }
  }
}
