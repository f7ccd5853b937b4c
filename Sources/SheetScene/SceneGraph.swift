/// The rules between a scene's screens: a button opens a screen the file names, and no
/// screen can be reached again from itself. A cycle would let taps stack screens without
/// end; a scene is a tree of screens, as a storyboard's segues from one root are.
enum SceneGraph {
  static func check(_ scene: Scene) throws(SceneError) {
    var state: [String: Bool] = [:]  // false: on the current path; true: done
    try visit(
      buttons: scene.root.buttons, from: "root", path: ["root"], scene: scene, state: &state)
  }

  private static func visit(
    buttons: [SceneButton], from name: String, path: [String], scene: Scene,
    state: inout [String: Bool]
  ) throws(SceneError) {
    for button in buttons {
      guard case .opens(let target) = button.action else { continue }
      guard let screen = scene.screens[target] else {
        let known = scene.screens.keys.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
        throw SceneError(
          line: button.line,
          reason: "button \"\(button.title)\" opens \"\(target)\", which is not in \"screens\""
            + (known.isEmpty ? "" : " (\(known))"))
      }
      switch state[target] {
      case false?:
        let cycle = (path.drop(while: { $0 != target }) + [target]).joined(separator: " -> ")
        throw SceneError(
          line: button.line, reason: "a cycle of screens: \(cycle) (a scene is a tree of screens)")
      case true?: continue
      case nil:
        state[target] = false
        try visit(
          buttons: screen.allButtons, from: target,
          path: path + [target], scene: scene,
          state: &state)
        state[target] = true
      }
    }
  }
}
