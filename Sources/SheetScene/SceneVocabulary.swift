/// The one description of what a scene file may say: every element, its fields, their types
/// and what they mean. ``SceneValidator`` checks files against it and ``SceneSchema`` writes
/// the JSON Schema from it, so the parser and the schema cannot disagree (a test keeps the
/// checked-in `Assets/scene.schema.json` equal to ``SceneSchema/text``).
public enum SceneVocabulary {
  /// The element a whole file is.
  public static let document = "scene"

  /// The screens a scene can name whose behaviour is still written in Swift (the guide's
  /// Scenes page, "Scene files").
  public static let builtins = ["text-sheet", "list-sheet", "pages"]

  /// The sizes a sheet can rest at, as `UISheetPresentationController.Detent`.
  public static let detents = ["fit", "medium", "large"]

  /// Every element, the document first.
  public static let elements: [SceneElement] = [
    SceneElement(
      "scene", "A root screen and the named screens its buttons open.",
      [
        SceneField("$schema", .string, "Where editors find this schema; ignored."),
        SceneField("root", .element("root"), "The first screen.", required: true),
        SceneField(
          "screens", .map(.element("screen")), "Screens by name, opened by buttons' \"opens\"."),
      ]),
    SceneElement(
      "root", "The first screen: a background, a large title and buttons.",
      [
        SceneField("title", .string, "The large title.", required: true),
        SceneField("subtitle", .string, "A line under the title."),
        SceneField(
          "background", .element("background"),
          "A colour or a full-screen image (the playground's background colour when absent)."),
        SceneField("buttons", .array(.element("button")), "Large buttons under the title."),
      ]),
    SceneElement(
      "background", "A colour, or an image covering the screen (a screenshot of your app).",
      [
        SceneField("color", .color, "#RRGGBB or #RRGGBBAA."),
        SceneField("image", .image, "A PNG or JPEG beside the scene, scaled to cover the screen."),
      ], exactlyOne: ["color", "image"]),
    SceneElement(
      "button", "A button that opens a screen or closes the one it is on.",
      [
        SceneField("title", .string, "The button's label.", required: true),
        SceneField("opens", .screen, "The screen it opens (a page is pushed, others presented)."),
        SceneField("closes", .yes, "true: dismisses its sheet, card or zoom, or pops its page."),
      ], exactlyOne: ["opens", "closes"]),
    SceneElement(
      "screen", "One screen: exactly one of sheet, card, zoom, page or builtin.",
      [
        SceneField("sheet", .element("sheet"), "A bottom sheet."),
        SceneField("card", .element("body"), "A card over the lower two thirds, dimmed behind."),
        SceneField("zoom", .element("body"), "A full screen that grows out of the tapped button."),
        SceneField("page", .element("page"), "A page pushed on the navigation stack."),
        SceneField("builtin", .oneOf(builtins), "A playground screen still written in Swift."),
      ], exactlyOne: ["sheet", "card", "zoom", "page", "builtin"]),
    SceneElement(
      "sheet", "A bottom sheet with its content, detents and corners.",
      bodyFields + [
        SceneField("detents", .array(.oneOf(detents)), "Heights it rests at; fit when absent."),
        SceneField("grabber", .boolean, "Whether a grabber shows at its top (tapping cycles)."),
        SceneField(
          "cornerRadius", .number(0...60),
          "Its top corners' radius in points (the tuning's when absent)."),
        SceneField(
          "accessories", .array(.element("button")),
          "Buttons riding on its top edge (as Maps'), fading out above its lower detent."),
        SceneField(
          "accessoryFade", .number(0...1000),
          "Points above its lower detent over which the accessories fade out (60 when absent)."),
      ]),
    SceneElement("body", "A title, content and buttons.", bodyFields),
    SceneElement(
      "page", "A navigation page: its bar title, content and buttons that push.",
      bodyFields.map {
        $0.key == "title" ? SceneField("title", .string, "The bar's title.", required: true) : $0
      } + [
        SceneField(
          "barButton", .element("button"),
          "A button on the bar's trailing side; a sheet it opens grows out of it and back in."
        )
      ]),
    SceneElement(
      "content", "One block of a screen's content: an image, a paragraph or a list.",
      [
        SceneField(
          "image", .image, "A PNG or JPEG beside the scene, as wide as the screen at most."),
        SceneField("text", .string, "A paragraph, wrapped."),
        SceneField("list", .array(.element("row")), "Rows with titles."),
      ], exactlyOne: ["image", "text", "list"]),
    SceneElement(
      "row", "One row of a list.", [SceneField("title", .string, "The row's text.", required: true)]
    ),
  ]

  private static let bodyFields = [
    SceneField("title", .string, "A bold title at the top."),
    SceneField("background", .color, "The screen's colour (white when absent)."),
    SceneField("content", .array(.element("content")), "Blocks from the top, in order."),
    SceneField("buttons", .array(.element("button")), "Buttons under the content."),
  ]

  /// The element called `name`.
  public static func element(_ name: String) -> SceneElement {
    guard let found = elements.first(where: { $0.name == name }) else {
      preconditionFailure("the vocabulary has no element \(name)")
    }
    return found
  }
}

/// One kind of object in a scene: its fields, and the keys of which exactly one is given.
public struct SceneElement: Sendable {
  public var name: String
  public var summary: String
  public var fields: [SceneField]
  /// Keys of which exactly one must be present (empty: no such rule).
  public var exactlyOne: [String]

  init(_ name: String, _ summary: String, _ fields: [SceneField], exactlyOne: [String] = []) {
    self.name = name
    self.summary = summary
    self.fields = fields
    self.exactlyOne = exactlyOne
  }
}

/// One key of an element.
public struct SceneField: Sendable {
  public var key: String
  public var type: SceneFieldType
  public var summary: String
  public var required: Bool

  init(_ key: String, _ type: SceneFieldType, _ summary: String, required: Bool = false) {
    self.key = key
    self.type = type
    self.summary = summary
    self.required = required
  }
}

/// The type of a field's value.
public indirect enum SceneFieldType: Sendable {
  case string
  case number(ClosedRange<Double>)
  case boolean
  /// `true`, the only value a flag that must be set can have.
  case yes
  /// `#RRGGBB` or `#RRGGBBAA`.
  case color
  /// A PNG or JPEG path relative to the scene file (`@2x`/`@3x` variants beside it).
  case image
  /// The name of one of the scene's screens.
  case screen
  /// One of these strings.
  case oneOf([String])
  case element(String)
  case array(SceneFieldType)
  /// An object whose keys are free names.
  case map(SceneFieldType)
}
