import SheetEngine
import SheetScene
import SheetSession

extension SceneScreens {
  /// The screens of a session's `number`-th scene reload (1-based), its images named as the
  /// host draws them (``SceneReload/imagePrefix(reload:)``) and laid out at the sizes the
  /// reload carries; nil when the text is not a valid scene (a recording's reload is checked
  /// when it is read, a live one before it is sent, so that would be a host's bug, and the
  /// old screens stay).
  public static func reloaded(
    _ reload: SceneReload, number: Int, side: Int? = nil, configuration: ConfigurationInForce
  ) -> SceneScreens? {
    guard let scene = try? SceneParser.parse(Array(reload.text.utf8)) else { return nil }
    let prefix = SceneReload.imagePrefix(reload: number, side: side)
    var sizes: [String: Size] = [:]
    for image in reload.images {
      sizes[prefix + image.name] = Size(width: image.width, height: image.height)
    }
    return SceneScreens(
      scene: scene.renamingImages { prefix + $0 }, imageSizes: sizes,
      configuration: configuration)
  }
}
