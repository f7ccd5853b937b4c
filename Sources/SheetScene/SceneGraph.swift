/// The rules between a scene's screens: a button opens a screen the file names, and no
/// screen can be reached again from itself. A cycle would let taps stack screens without
/// end; a scene is a tree of screens, as a storyboard's segues from one root are.
///
/// The walk is depth first over an explicit stack holding one entry per screen on the
/// current path, so its memory is linear in the screens: a 1 MB scene can chain 14,000
/// pages, and the recursion this replaced copied the path into every level (1.6 GB for
/// that chain) and overflowed a debug build's stack at about 4,000 (issue 39, item 6).
enum SceneGraph {
  /// One screen on the path from the root: its buttons and the next one to follow.
  private struct Step {
    let name: String
    let buttons: [SceneButton]
    var next = 0
  }

  /// A cycle named in full up to this many screens; a longer one by its ends.
  static let namedCycleLimit = 12

  static func check(_ scene: Scene) throws(SceneError) {
    var state: [String: Bool] = [:]  // false: on the current path; true: done
    var path = [Step(name: "root", buttons: scene.root.buttons)]
    while let top = path.indices.last {
      guard path[top].next < path[top].buttons.count else {
        // The root is not one of `screens`; a screen of that name is tracked apart from it.
        if top > 0 { state[path[top].name] = true }
        path.removeLast()
        continue
      }
      let button = path[top].buttons[path[top].next]
      path[top].next += 1
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
        let names = path.map(\.name).drop(while: { $0 != target }) + [target]
        throw SceneError(
          line: button.line,
          reason: "a cycle of screens: \(cycleText(Array(names))) (a scene is a tree of screens)")
      case true?: continue
      case nil:
        state[target] = false
        path.append(Step(name: target, buttons: screen.allButtons))
      }
    }
  }

  /// `a -> b -> a`, or for a long cycle its first and last screens around how many were
  /// left out, so the message stays one readable line.
  static func cycleText(_ names: [String]) -> String {
    guard names.count > namedCycleLimit else { return names.joined(separator: " -> ") }
    let half = namedCycleLimit / 2
    let left = names.count - 2 * half
    return (names.prefix(half) + ["… \(left) more …"] + names.suffix(half))
      .joined(separator: " -> ")
  }
}
