import SheetTestSupport
import Testing

@testable import SheetEngine

@MainActor
@Suite struct DisplayListBuilderTests {
  @Test func smallTreeProducesExactItems() {
    let window = makeTestWindow(width: 200, height: 300)
    window.backgroundColor = .white
    let card = View(frame: Rect(x: 10, y: 20, width: 100, height: 80))
    card.backgroundColor = Color(hex: 0xFF0000)
    card.cornerRadii = .top(12)
    card.shadow = ViewShadow(opacity: 0.5, radius: 5, offset: Point(x: 0, y: 2))
    card.clipsToBounds = true
    card.alpha = 0.5
    let label = Label(text: "Hi there", fontSize: 10, textColor: .black)
    label.frame = Rect(x: 4, y: 6, width: 30, height: 40)
    card.addSubview(label)
    let hidden = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    hidden.backgroundColor = .black
    hidden.isHidden = true
    card.addSubview(hidden)
    window.addSubview(card)
    card.transform = AffineTransform(translationX: 0, y: 100)
    window.layoutIfNeeded()
    card.frame = Rect(x: 10, y: 20, width: 100, height: 80)

    let cardRect = Rect(x: 10, y: 120, width: 100, height: 80)
    let expected: [DisplayItem] = [
      .fill(RoundedRectFill(rect: Rect(x: 0, y: 0, width: 200, height: 300), color: .white)),
      .shadow(
        Shadow(
          rect: cardRect, radii: .top(12), color: Color.black.withAlpha(0.25), blur: 5,
          offset: Point(x: 0, y: 2))),
      .fill(
        RoundedRectFill(rect: cardRect, radii: .top(12), color: Color(hex: 0xFF0000, alpha: 0.5))),
      // "Hi there" is 8 characters of 5 pt: 40 pt, wider than 30, so it wraps.
      .text(
        TextRun(
          text: "Hi", origin: Point(x: 14, y: 126), fontSize: 10, color: Color.black.withAlpha(0.5),
          clip: cardRect)),
      .text(
        TextRun(
          text: "there", origin: Point(x: 14, y: 138.5), fontSize: 10,
          color: Color.black.withAlpha(0.5), clip: cardRect)),
    ]
    #expect(DisplayListBuilder.build(window).items == expected)
  }

  @Test func scaleTransformScalesRadiiAndText() {
    let window = makeTestWindow(width: 200, height: 200)
    let box = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    box.backgroundColor = .black
    box.cornerRadii = CornerRadii(all: 10)
    box.transform = AffineTransform(scaleX: 0.5, y: 0.5)
    let label = Label(text: "A", fontSize: 20)
    label.frame = Rect(x: 0, y: 0, width: 100, height: 25)
    box.addSubview(label)
    window.addSubview(box)
    let items = DisplayListBuilder.build(window).items
    #expect(
      items == [
        .fill(
          RoundedRectFill(
            rect: Rect(x: 25, y: 25, width: 50, height: 50), radii: CornerRadii(all: 5),
            color: .black)),
        .text(TextRun(text: "A", origin: Point(x: 25, y: 25), fontSize: 10, color: .black)),
      ])
  }

  @Test func fullyTransparentSubtreesDrawNothing() {
    let window = makeTestWindow(width: 100, height: 100)
    let parent = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
    parent.alpha = 0
    let child = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    child.backgroundColor = .black
    parent.addSubview(child)
    window.addSubview(parent)
    #expect(DisplayListBuilder.build(window).items.isEmpty)
  }
}
