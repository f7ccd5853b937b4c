import SheetEngine
import Testing

/// The example of the DocC article "Testing a screen frame by frame", word for word, so the
/// article cannot drift from the public API: a screen of the reader's own (no fixture, no
/// package access), presented as a sheet and swiped away with exact input at exact frames.
@MainActor
@Suite struct ArticleExampleTests {
  final class NotesViewController: ViewController {
    init() { super.init(screenID: "notes") }

    override func loadView() -> View { NotesView() }
  }

  final class NotesView: View {
    override func sizeThatFits(_ size: Size) -> Size { Size(width: size.width, height: 300) }
  }

  final class HomeViewController: ViewController {
    let openButton = Button(title: "Notes")

    init() { super.init(screenID: "home") }

    override func loadView() -> View {
      let view = View()
      view.addSubview(openButton)
      openButton.frame = Rect(x: 16, y: 100, width: 358, height: 52)
      return view
    }

    override func viewDidLoad() {
      openButton.onTap = { [unowned self] in
        let notes = NotesViewController()
        notes.transitioningDelegate = BottomSheetTransitioningDelegate()
        present(notes, animated: true)
      }
    }
  }

  @Test func aSwipeDownDismissesTheSheet() throws {
    let runtime = Runtime(
      size: Size(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, bottom: 34),
      textMeasurer: FixedMetricsTextMeasurer(), rootViewController: HomeViewController())
    var frame = 0
    func step(_ kinds: [InputEvent.Kind] = []) {
      let time = Double(frame) * 1000 / 60
      _ = runtime.step(kinds.map { InputEvent(timestamp: time, kind: $0) })
      frame += 1
    }
    // Tap Notes, and let the sheet arrive (0.35 s).
    let button = Point(x: 195, y: 126)
    step([
      .pointerDown(button: .left, location: button), .pointerUp(button: .left, location: button),
    ])
    for _ in 0..<30 { step() }
    let sheet = try #require(runtime.snapshot().presented.first)
    #expect(sheet.screen == "notes")
    #expect(sheet.frame.minY == 844 - 334)
    // Drag it down 200 points over ten frames, then let go and let it leave.
    let start = Point(x: 195, y: sheet.frame.minY + 40)
    step([.pointerDown(button: .left, location: start)])
    for row in 1...10 {
      step([.pointerMove(location: Point(x: 195, y: start.y + Double(row) * 20))])
    }
    step([.pointerUp(button: .left, location: Point(x: 195, y: start.y + 200))])
    for _ in 0..<30 { step() }
    #expect(runtime.snapshot().presented.isEmpty)
  }
}
