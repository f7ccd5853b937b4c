/// A scene file's content: the root screen and the named screens its buttons open. Values
/// only (no views, no pixels): ``SceneParser`` makes it from a file's bytes and
/// `SheetScreens`' `SceneScreens` builds view controllers from it.
public struct Scene: Equatable, Sendable {
  public var root: SceneRoot
  public var screens: [String: SceneScreen]
  /// Every image the scene names, in file order, each with the line it is named on.
  public var images: [SceneImageReference]

  public init(root: SceneRoot, screens: [String: SceneScreen], images: [SceneImageReference]) {
    self.root = root
    self.screens = screens
    self.images = images
  }
}

/// An image named at a line of the scene (the loader's errors name the line).
public struct SceneImageReference: Equatable, Sendable {
  public var name: String
  public var line: Int

  public init(name: String, line: Int) {
    self.name = name
    self.line = line
  }
}

/// The first screen.
public struct SceneRoot: Equatable, Sendable {
  public var title: String
  public var subtitle: String?
  public var background: SceneBackground
  public var buttons: [SceneButton]
}

/// What fills a screen behind its content.
public enum SceneBackground: Equatable, Sendable {
  /// None given: the app's own background colour (the playground's theme).
  case standard
  case color(SceneRGBA)
  case image(String)
}

/// A colour as the scene wrote it, in 0...1 per channel.
public struct SceneRGBA: Equatable, Sendable {
  public var red, green, blue, alpha: Double

  public init(red: Double, green: Double, blue: Double, alpha: Double) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }
}

/// A button and what a tap does.
public struct SceneButton: Equatable, Sendable {
  public enum Action: Equatable, Sendable {
    /// Opens the named screen.
    case opens(String)
    /// Dismisses the presented screen it is on, or pops its page.
    case closes
  }

  public var title: String
  public var action: Action
  public var line: Int
}

/// One named screen.
public struct SceneScreen: Equatable, Sendable {
  public enum Kind: Equatable, Sendable {
    case sheet(SceneSheetStyle)
    case card
    case zoom
    case page
    /// A playground screen still written in Swift, by its name in ``SceneVocabulary/builtins``.
    case builtin(String)
  }

  public var name: String
  public var kind: Kind
  public var body: SceneBody

  /// Every button on the screen: under its content, on its bar, on its sheet's edge.
  public var allButtons: [SceneButton] {
    var buttons = body.buttons + (body.barButton.map { [$0] } ?? [])
    if case .sheet(let style) = kind { buttons += style.accessories }
    return buttons
  }
}

/// How a sheet rests and looks.
public struct SceneSheetStyle: Equatable, Sendable {
  /// Names from ``SceneVocabulary/detents``; `["fit"]` when the file gives none.
  public var detents: [String]
  public var grabber: Bool
  /// nil: the tuning's radius.
  public var cornerRadius: Double?
  /// Buttons riding on the sheet's top edge, as Maps' floating buttons (docs/MOTION.md,
  /// "Accessories on the edge").
  public var accessories: [SceneButton]
  /// Points of height above the sheet's lower detent over which the accessories fade out;
  /// nil: the engine's 60.
  public var accessoryFade: Double?

  public init(
    detents: [String], grabber: Bool, cornerRadius: Double?, accessories: [SceneButton] = [],
    accessoryFade: Double? = nil
  ) {
    self.detents = detents
    self.grabber = grabber
    self.cornerRadius = cornerRadius
    self.accessories = accessories
    self.accessoryFade = accessoryFade
  }
}

/// A screen's title, colour, content blocks and buttons.
public struct SceneBody: Equatable, Sendable {
  public var title: String?
  public var background: SceneRGBA?
  public var content: [SceneContent]
  public var buttons: [SceneButton]
  /// A page's button on the trailing side of its bar; a sheet it opens grows out of it and
  /// shrinks back into it, as iOS 26 morphs a sheet out of a toolbar button.
  public var barButton: SceneButton? = nil

  public static let empty = SceneBody(title: nil, background: nil, content: [], buttons: [])
}

/// One block of content.
public enum SceneContent: Equatable, Sendable {
  case image(String)
  case text(String)
  /// Row titles.
  case list([String])
}
