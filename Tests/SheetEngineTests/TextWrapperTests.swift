import Testing

@testable import SheetEngine

@MainActor
@Suite struct TextWrapperTests {
  /// Fixed metrics: 10 pt text is 5 pt per character.
  private let wrapper = TextWrapper(measurer: FixedMetricsTextMeasurer(), fontSize: 10)

  @Test func wrapsGreedilyAtSpaces() {
    #expect(wrapper.wrap("aaa bbb ccc dd", width: 40) == ["aaa bbb", "ccc dd"])
  }

  @Test func keepsExplicitLineBreaksAndEmptyParagraphs() {
    #expect(wrapper.wrap("one\n\ntwo", width: 100) == ["one", "", "two"])
  }

  @Test func breaksAWordWiderThanTheLine() {
    #expect(wrapper.wrap("abcdefghij", width: 20) == ["abcd", "efgh", "ij"])
  }

  @Test func zeroWidthStillMakesProgress() {
    #expect(wrapper.wrap("ab", width: 0) == ["a", "b"])
  }
}
