import SheetScene
import Testing

/// The scene parser's rules, each with the exact line and message it reports.
@Suite struct SceneParserTests {
  static let valid = """
    {
      "root": {
        "title": "Photos",
        "background": {"image": "shot.png"},
        "buttons": [{"title": "Open", "opens": "photo"}, {"title": "Pages", "opens": "first"}]
      },
      "screens": {
        "photo": {"sheet": {
          "title": "A photo",
          "content": [{"image": "photo.jpg"}, {"text": "Words"}, {"list": [{"title": "One"}]}],
          "detents": ["medium", "large"], "grabber": true, "cornerRadius": 20,
          "buttons": [{"title": "Close", "closes": true}]
        }},
        "first": {"page": {"title": "First", "buttons": [{"title": "Next", "opens": "second"}]}},
        "second": {"page": {"title": "Second", "background": "#FFEECC80"}},
        "list": {"builtin": "list-sheet"}
      }
    }
    """

  static func parse(_ text: String) throws(SceneError) -> Scene {
    try SceneParser.parse(Array(text.utf8))
  }

  static func failure(_ text: String) -> SceneError? {
    do {
      _ = try parse(text)
      return nil
    } catch {
      return error
    }
  }

  @Test func readsEveryElement() throws {
    let scene = try Self.parse(Self.valid)
    #expect(scene.root.title == "Photos")
    #expect(scene.root.background == .image("shot.png"))
    #expect(scene.root.buttons.map(\.action) == [.opens("photo"), .opens("first")])
    #expect(
      scene.images == [
        SceneImageReference(name: "shot.png", line: 4),
        SceneImageReference(name: "photo.jpg", line: 10),
      ])
    let photo = try #require(scene.screens["photo"])
    #expect(
      photo.kind
        == .sheet(SceneSheetStyle(detents: ["medium", "large"], grabber: true, cornerRadius: 20)))
    #expect(photo.body.content == [.image("photo.jpg"), .text("Words"), .list(["One"])])
    #expect(photo.body.buttons.map(\.action) == [.closes])
    #expect(
      scene.screens["second"]?.body.background
        == SceneRGBA(red: 1, green: 0xEE / 255, blue: 0xCC / 255, alpha: 0x80 / 255))
    #expect(scene.screens["list"]?.kind == .builtin("list-sheet"))
  }

  @Test func refusesWithTheLineAtFault() {
    let cases: [(String, Int, String)] = [
      (
        #"{"root": {"title": "A", "buttons": [{"title": "B", "opens": "nowhere"}]}}"#, 1,
        "button \"B\" opens \"nowhere\", which is not in \"screens\""
      ),
      (
        "{\n\"root\": {\"title\": \"A\"},\n\"sreens\": {}\n}", 3,
        "unknown element \"sreens\" in the scene (a scene has \"$schema\", \"root\", \"screens\")"
      ),
      (
        "{\"root\": {\n\"title\": \"A\",\n\"background\": {\"color\": \"#FFF\"}}}", 3,
        "root.background.color must be a colour, #RRGGBB or #RRGGBBAA, not a string"
      ),
      (
        "{\"root\": {\"title\": \"A\", \"background\": {\"color\": \"#FFFFFF\",\n\"image\": \"a.png\"}}}",
        2,
        "root.background (a background) needs exactly one of \"color\", \"image\""
      ),
      ("{\"root\": {\n\"subtitle\": \"A\"}}", 1, "root (a root) needs \"title\""),
      (
        "{\"root\": {\"title\": \"A\"},\n\"screens\": {\"s\": {\"sheet\": {\"cornerRadius\": 61}}}}",
        2,
        "screens.s.sheet.cornerRadius is 61.0, outside 0.0...60.0"
      ),
      (
        "{\"root\": {\"title\": \"A\"},\n\"screens\": {\"s\": {\"sheet\": {\"content\": [{\"image\": \"../x.png\"}]}}}}",
        2,
        "screens.s.sheet.content[0].image must be an image path relative to the scene (.png, .jpg or .jpeg), not a string"
      ),
      (
        "{\"root\": {\"title\": \"A\", \"title\": \"B\"}}", 1,
        "invalid JSON: duplicate key \"title\" at column 25"
      ),
      (
        "{\"root\": {\"title\": \"A\"}\n,}", 2,
        "invalid JSON: expected a quoted key, found '}' at column 2"
      ),
    ]
    for (text, line, reason) in cases {
      #expect(Self.failure(text) == SceneError(line: line, reason: reason), "\(text)")
    }
  }

  @Test func refusesACycleOfScreensAtTheButtonThatClosesIt() {
    let text = """
      {
        "root": {"title": "A", "buttons": [{"title": "Go", "opens": "a"}]},
        "screens": {
          "a": {"page": {"title": "A", "buttons": [{"title": "B", "opens": "b"}]}},
          "b": {"page": {"title": "B", "buttons": [
            {"title": "Back to A",
             "opens": "a"}]}}
        }
      }
      """
    #expect(
      Self.failure(text)
        == SceneError(
          line: 7, reason: "a cycle of screens: a -> b -> a (a scene is a tree of screens)"))
  }

  /// A chain of `count` pages `p0`, `p1`, … opened from the root, the last opening `back`.
  static func chain(_ count: Int, back: Int) -> String {
    let pages = (0..<count).map { index in
      let next = index + 1 < count ? index + 1 : back
      return #""p\#(index)":{"page":{"title":"P","buttons":[{"title":"N","opens":"p\#(next)"}]}}"#
    }
    return #"{"root":{"title":"C","buttons":[{"title":"Go","opens":"p0"}]},"screens":{"#
      + pages.joined(separator: ",") + "}}"
  }

  /// Issue 39, item 6: a cycle through thousands of screens is named by its ends, so the
  /// message stays one readable line (it listed all 2,001 names).
  @Test func aLongCycleIsNamedByItsEnds() {
    let reason = Self.failure(Self.chain(2_000, back: 0))?.reason
    #expect(
      reason
        == "a cycle of screens: p0 -> p1 -> p2 -> p3 -> p4 -> p5 -> … 1989 more … -> p1995 -> "
        + "p1996 -> p1997 -> p1998 -> p1999 -> p0 (a scene is a tree of screens)")
  }

  @Test func refusesDeepNestingWithoutRecursingForever() {
    let text = String(repeating: "[", count: 10_000)
    #expect(
      Self.failure(text)?.reason == "invalid JSON: nesting deeper than 64 levels at column 65")
  }

  @Test func theSameScreenOpenedTwiceIsNoCycle() throws {
    let text = """
      {"root": {"title": "A", "buttons": [{"title": "1", "opens": "s"}, {"title": "2", "opens": "p"}]},
       "screens": {"s": {"card": {}}, "p": {"page": {"title": "P", "buttons": [{"title": "S", "opens": "s"}]}}}}
      """
    #expect(try Self.parse(text).screens.count == 2)
  }

  @Test func aPageReadsItsBarButtonAndItsOpensIsChecked() throws {
    let scene = try Self.parse(
      """
      {"root": {"title": "R", "buttons": [{"title": "P", "opens": "p"}]},
       "screens": {
        "p": {"page": {"title": "P", "barButton": {"title": "More", "opens": "s"}}},
        "s": {"sheet": {"title": "S"}}}}
      """)
    #expect(scene.screens["p"]?.body.barButton?.title == "More")
    #expect(scene.screens["p"]?.body.barButton?.action == .opens("s"))
    let missing = Self.failure(
      """
      {"root": {"title": "R", "buttons": [{"title": "P", "opens": "p"}]},
       "screens": {"p": {"page": {"title": "P", "barButton": {"title": "More", "opens": "x"}}}}}
      """)
    #expect(missing?.line == 2)
    #expect(missing?.reason.contains("opens \"x\"") == true)
  }
}
