import Testing

@testable import SheetEngine

@Suite struct GeometryTests {
  @Test func rectEdgesAndCentre() {
    let rect = Rect(x: 10, y: 20, width: 30, height: 40)
    #expect(rect.minX == 10 && rect.maxX == 40 && rect.minY == 20 && rect.maxY == 60)
    #expect(rect.center == Point(x: 25, y: 40))
  }

  @Test func containmentIsHalfOpenLikeCGRect() {
    let rect = Rect(x: 0, y: 0, width: 10, height: 10)
    #expect(rect.contains(Point(x: 0, y: 0)))
    #expect(rect.contains(Point(x: 9.999, y: 9.999)))
    #expect(!rect.contains(Point(x: 10, y: 5)))
    #expect(!rect.contains(Point(x: 5, y: 10)))
    #expect(!rect.contains(Point(x: -0.001, y: 5)))
  }

  @Test func intersection() {
    let a = Rect(x: 0, y: 0, width: 10, height: 10)
    #expect(
      a.intersection(Rect(x: 5, y: 6, width: 10, height: 10))
        == Rect(x: 5, y: 6, width: 5, height: 4))
    #expect(a.intersection(Rect(x: 10, y: 0, width: 5, height: 5)) == nil)
  }

  @Test func insets() {
    let rect = Rect(x: 0, y: 0, width: 390, height: 844)
    let inset = rect.inset(by: EdgeInsets(top: 47, left: 10, bottom: 34, right: 20))
    #expect(inset == Rect(x: 10, y: 47, width: 360, height: 763))
  }

  @Test func transformConcatenationAppliesSelfFirst() {
    let scale = AffineTransform(scaleX: 2, y: 3)
    let move = AffineTransform(translationX: 5, y: 7)
    #expect(scale.concatenating(move).apply(to: Point(x: 1, y: 1)) == Point(x: 7, y: 10))
    #expect(move.concatenating(scale).apply(to: Point(x: 1, y: 1)) == Point(x: 12, y: 24))
  }

  @Test func transformInverse() throws {
    let transform = AffineTransform(scaleX: 2, scaleY: 4, translationX: 10, translationY: -8)
    let inverse = try #require(transform.inverted)
    #expect(inverse.apply(to: transform.apply(to: Point(x: 3, y: 5))) == Point(x: 3, y: 5))
    #expect(AffineTransform(scaleX: 0, y: 1).inverted == nil)
  }

  @Test func colourFromHex() {
    let color = Color(hex: 0xFF8000)
    #expect(color.red == 1 && color.green == Double(0x80) / 255 && color.blue == 0)
    #expect(color.multipliedAlpha(by: 0.5).alpha == 0.5)
  }
}
