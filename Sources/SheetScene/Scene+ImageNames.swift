extension Scene {
  /// The same scene with every image name passed through `rename`: a compare session shows
  /// two scenes in one window, whose images (both perhaps `"background.png"`, from two
  /// folders) must not meet in the one library the renderer draws from.
  public func renamingImages(_ rename: (String) -> String) -> Scene {
    var renamed = self
    if case .image(let name) = root.background { renamed.root.background = .image(rename(name)) }
    for (key, screen) in screens {
      renamed.screens[key]?.body.content = screen.body.content.map { block in
        guard case .image(let name) = block else { return block }
        return .image(rename(name))
      }
    }
    renamed.images = images.map { SceneImageReference(name: rename($0.name), line: $0.line) }
    return renamed
  }
}
