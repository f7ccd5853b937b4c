import SheetSDL
import SheetScreens
import SheetSession

/// The scenes one session shows: the one every side shows (`--scene`, a header's `"scene"`)
/// and a compare side's own (`--scene-b`, a side's `"scene"`). A side's own scene draws its
/// images under names of its own (``imagePrefix(side:)``), so two scenes' `background.png`
/// from two folders never meet in the window's one image library.
@MainActor
package struct SessionScenes {
  /// Every side's scene, unless it has its own; nil: the host's screens.
  package var common: SceneFile?
  /// Sides with a scene of their own, by index.
  package var sides: [Int: SceneFile] = [:]

  /// No scene at all: the host's screens everywhere.
  package var isEmpty: Bool { common == nil && sides.isEmpty }

  /// What a side's own scene's image names start with: `..` never starts a scene's image
  /// name (``SceneImageName``), so these cannot be another scene's names.
  package static func imagePrefix(side: Int) -> String { SceneReload.imagePrefix(side: side) }

  /// The screens every side builds unless ``sideScreens`` has its own.
  package func screens(host: ScreenSource) -> ScreenSource { common?.screens ?? host }

  /// Each side's own screens, their images renamed as ``images(scale:)`` names them.
  package var sideScreens: [Int: ScreenSource] {
    Dictionary(
      uniqueKeysWithValues: sides.map { side, file in
        (side, file.screens(imagePrefix: Self.imagePrefix(side: side)))
      })
  }

  /// Every scene's images decoded for `scale`, in one library; nil when there is no scene.
  package func images(scale: Double) throws(UsageError) -> ImageLibrary? {
    guard !isEmpty else { return nil }
    var library = try common?.images(scale: scale) ?? ImageLibrary()
    for (side, file) in sides.sorted(by: { $0.key < $1.key }) {
      library = library.merging(try file.images(scale: scale), prefix: Self.imagePrefix(side: side))
    }
    return library
  }

  /// Each scene with how a message names it (`role`, e.g. "--scene"; a side's own gets
  /// its side), for the input/output check.
  package func inputs(role: String) -> [(flag: String, file: SceneFile)] {
    let own = sides.sorted { $0.key < $1.key }.map { side, file in
      ("\(role) (side \(side + 1))", file)
    }
    return (common.map { [(role, $0)] } ?? []) + own
  }

  package init(common: SceneFile? = nil, sides: [Int: SceneFile] = [:]) {
    self.common = common
    self.sides = sides
  }
}
