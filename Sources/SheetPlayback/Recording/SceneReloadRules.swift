import SheetJSON
import SheetScene
import SheetSession

/// A recording's `"scene"` event line: the reloaded scene's text inline and each image's
/// name, hash and size in points. The text is checked as `--scene` checks a file when the
/// recording is read, so a broken reload fails at its line (with the scene's own line) and
/// never reaches a playground.
enum SceneReloadRules {
  /// The fields after `kind`, each starting with a comma.
  static func fields(_ reload: SceneReload) -> String {
    let number = JSONText.number
    let images = reload.images.map { image in
      "{\"name\":\(JSONText.string(image.name)),\"hash\":\(JSONText.string(image.hash)),"
        + "\"w\":\(number(image.width)),\"h\":\(number(image.height))}"
    }
    return ",\"text\":\(JSONText.string(reload.text)),\"images\":[\(images.joined(separator: ","))]"
  }

  /// The reload of an event line whose `kind` is `scene`.
  static func decode(_ fields: inout JSONFields) throws(FieldError) -> SceneReload {
    let text = try fields.string("text")
    var images: [SceneReload.Image] = []
    for (index, value) in try fields.array("images").enumerated() {
      var image = try JSONFields(value, name: "images[\(index)]")
      images.append(
        SceneReload.Image(
          name: try image.string("name"), hash: try image.string("hash"),
          width: try image.number("w"), height: try image.number("h")))
      try image.rejectUnknownFields()
    }
    try fields.rejectUnknownFields()
    let reload = SceneReload(text: text, images: images)
    try validate(reload)
    return reload
  }

  /// The text is a valid scene whose every image has one entry, of a finite, non-negative
  /// size and a 16-hex-digit hash.
  static func validate(_ reload: SceneReload) throws(FieldError) {
    let scene: Scene
    do {
      scene = try SceneParser.parse(Array(reload.text.utf8))
    } catch {
      throw FieldError(reason: "the reloaded scene's line \(error.line): \(error.reason)")
    }
    let named = Set(scene.images.map(\.name))
    let listed = reload.images.map(\.name)
    guard Set(listed) == named, listed.count == named.count else {
      throw FieldError(
        reason: "field \"images\" must list each image the scene names once (it names "
          + named.sorted().map(JSONText.string).joined(separator: ", ") + ")")
    }
    for image in reload.images {
      guard image.width.isFinite, image.height.isFinite, image.width >= 0, image.height >= 0
      else {
        throw FieldError(
          reason: "image \(JSONText.string(image.name)): a size must be finite, not negative")
      }
      guard image.hash.count == 16, image.hash.allSatisfy(\.isHexDigit) else {
        throw FieldError(
          reason: "image \(JSONText.string(image.name)): \"hash\" must be 16 hex digits")
      }
    }
  }
}
