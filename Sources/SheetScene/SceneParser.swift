import SheetJSON

/// Reads a scene file's bytes into a ``Scene``: strict JSON with lines (the project's one
/// JSON parser, keeping every value's line), the vocabulary's
/// rules (``SceneValidator``), then the rules between elements: every `"opens"` names a
/// screen of the file, and no screen opens itself through others (a cycle).
public enum SceneParser {
  /// The largest scene file read (1 MiB): far beyond any hand-written scene.
  public static let maximumBytes = 1 << 20

  public static func parse(_ bytes: [UInt8]) throws(SceneError) -> Scene {
    let document: LocatedJSON
    do {
      document = try JSONParser.parseLocated(bytes)
    } catch {
      throw SceneError(line: error.line, reason: error.reason)
    }
    try SceneValidator.validate(document, as: .element(SceneVocabulary.document), at: "")
    var decoder = SceneDecoder()
    let scene = try decoder.scene(document)
    try SceneGraph.check(scene)
    return scene
  }
}

/// Turns a validated document into values; it only reads what the validator accepted.
struct SceneDecoder {
  private var images: [SceneImageReference] = []

  mutating func scene(_ document: LocatedJSON) throws(SceneError) -> Scene {
    let members = Self.members(document)
    guard let rootNode = members["root"] else {
      throw SceneError(line: document.line, reason: "no root")
    }
    let root = self.root(rootNode)
    var screens: [String: SceneScreen] = [:]
    if let list = members["screens"], case .object(let named) = list.value {
      for entry in named { screens[entry.key] = screen(entry.key, entry.value) }
    }
    return Scene(root: root, screens: screens, images: images)
  }

  private mutating func root(_ node: LocatedJSON) -> SceneRoot {
    let members = Self.members(node)
    var background = SceneBackground.standard
    if let fill = members["background"] {
      let choice = Self.members(fill)
      if let color = choice["color"].flatMap(Self.color) { background = .color(color) }
      if let image = choice["image"], let name = Self.string(image) {
        images.append(SceneImageReference(name: name, line: image.line))
        background = .image(name)
      }
    }
    return SceneRoot(
      title: members["title"].flatMap(Self.string) ?? "",
      subtitle: members["subtitle"].flatMap(Self.string), background: background,
      buttons: Self.buttons(members["buttons"]))
  }

  private mutating func screen(_ name: String, _ node: LocatedJSON) -> SceneScreen {
    let members = Self.members(node)
    if let builtin = members["builtin"].flatMap(Self.string) {
      return SceneScreen(name: name, kind: .builtin(builtin), body: .empty)
    }
    if let sheet = members["sheet"] {
      let options = Self.members(sheet)
      let detents = Self.array(options["detents"]).compactMap(Self.string)
      let style = SceneSheetStyle(
        detents: detents.isEmpty ? ["fit"] : detents,
        grabber: options["grabber"].map { $0.value == .bool(true) } ?? false,
        cornerRadius: options["cornerRadius"].flatMap(Self.number),
        accessories: Self.buttons(options["accessories"]),
        accessoryFade: options["accessoryFade"].flatMap(Self.number))
      return SceneScreen(name: name, kind: .sheet(style), body: body(sheet))
    }
    for (key, kind) in [("card", SceneScreen.Kind.card), ("zoom", .zoom), ("page", .page)] {
      if let found = members[key] { return SceneScreen(name: name, kind: kind, body: body(found)) }
    }
    preconditionFailure("the validator lets a screen through only with one kind")
  }

  private mutating func body(_ node: LocatedJSON) -> SceneBody {
    let members = Self.members(node)
    var content: [SceneContent] = []
    for block in Self.array(members["content"]) {
      let fields = Self.members(block)
      if let image = fields["image"], let name = Self.string(image) {
        images.append(SceneImageReference(name: name, line: image.line))
        content.append(.image(name))
      } else if let text = fields["text"].flatMap(Self.string) {
        content.append(.text(text))
      } else if let rows = fields["list"] {
        content.append(
          .list(Self.array(rows).compactMap { Self.members($0)["title"].flatMap(Self.string) }))
      }
    }
    return SceneBody(
      title: members["title"].flatMap(Self.string),
      background: members["background"].flatMap(Self.color), content: content,
      buttons: Self.buttons(members["buttons"]), barButton: members["barButton"].map(Self.button))
  }

  private static func buttons(_ node: LocatedJSON?) -> [SceneButton] {
    array(node).map(button)
  }

  private static func button(_ button: LocatedJSON) -> SceneButton {
    let fields = members(button)
    let action = fields["opens"].flatMap(string).map(SceneButton.Action.opens) ?? .closes
    return SceneButton(
      title: fields["title"].flatMap(string) ?? "", action: action,
      line: fields["opens"]?.line ?? button.line)
  }

  private static func members(_ node: LocatedJSON) -> [String: LocatedJSON] {
    guard case .object(let members) = node.value else { return [:] }
    return Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
  }

  private static func array(_ node: LocatedJSON?) -> [LocatedJSON] {
    guard case .array(let elements)? = node?.value else { return [] }
    return elements
  }

  private static func string(_ node: LocatedJSON) -> String? {
    guard case .string(let text) = node.value else { return nil }
    return text
  }

  private static func number(_ node: LocatedJSON) -> Double? {
    guard case .number(let value) = node.value else { return nil }
    return value
  }

  private static func color(_ node: LocatedJSON) -> SceneRGBA? {
    guard let text = string(node), let c = SceneColor.parse(text) else { return nil }
    return SceneRGBA(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
  }
}
