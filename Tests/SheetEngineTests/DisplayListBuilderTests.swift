import SheetTesting
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

    // Translucent and transformed with subviews: a layer in the card's local points, its
    // shadow outside it in window points and faded with it.
    let cardRect = Rect(x: 10, y: 120, width: 100, height: 80)
    let local = Rect(x: 0, y: 0, width: 100, height: 80)
    let expected: [DisplayItem] = [
      .fill(RoundedRectFill(rect: Rect(x: 0, y: 0, width: 200, height: 300), color: .white)),
      .shadow(
        Shadow(
          rect: cardRect, radii: .top(12), color: Color.black.withAlpha(0.25), blur: 5,
          offset: Point(x: 0, y: 2))),
      .layer(
        DisplayLayer(
          transform: AffineTransform(translationX: 10, y: 120), opacity: 0.5,
          background: RoundedRectFill(rect: local, radii: .top(12), color: Color(hex: 0xFF0000)),
          content: DisplayList(items: [
            // "Hi there" is 8 characters of 5 pt: 40 pt, wider than 30, so it wraps.
            .text(
              TextRun(
                text: "Hi", origin: Point(x: 4, y: 6), fontSize: 10, color: .black, clip: local)),
            .text(
              TextRun(
                text: "there", origin: Point(x: 4, y: 18.5), fontSize: 10, color: .black,
                clip: local)),
          ]))),
    ]
    #expect(DisplayListBuilder.build(window).items == expected)
  }

  @Test func opaqueUntransformedSubtreesAreFlattenedInWindowPoints() {
    let window = makeTestWindow(width: 200, height: 200)
    let box = View(frame: Rect(x: 20, y: 30, width: 100, height: 100))
    box.backgroundColor = .black
    box.cornerRadii = CornerRadii(all: 10)
    box.cornerCurve = .continuous
    let label = Label(text: "A", fontSize: 20)
    label.frame = Rect(x: 5, y: 5, width: 100, height: 25)
    label.alpha = 0.5
    box.addSubview(label)
    window.addSubview(box)
    #expect(
      DisplayListBuilder.build(window).items == [
        .fill(
          RoundedRectFill(
            rect: Rect(x: 20, y: 30, width: 100, height: 100), radii: CornerRadii(all: 10),
            curve: .continuous, color: .black)),
        .text(
          TextRun(
            text: "A", origin: Point(x: 25, y: 35), fontSize: 20, color: .black.withAlpha(0.5))),
      ])
  }

  @Test func scaleTransformMakesALayerInLocalPoints() {
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
        .layer(
          DisplayLayer(
            transform: AffineTransform(
              scaleX: 0.5, scaleY: 0.5, translationX: 25, translationY: 25),
            background: RoundedRectFill(
              rect: Rect(x: 0, y: 0, width: 100, height: 100), radii: CornerRadii(all: 10),
              color: .black),
            content: DisplayList(items: [
              .text(TextRun(text: "A", origin: .zero, fontSize: 20, color: .black))
            ])))
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
