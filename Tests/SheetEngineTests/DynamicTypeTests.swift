import SheetTesting
import Testing

@testable import SheetEngine

/// Dynamic Type with exact numbers: Apple's Body sizes per step, the scale they give, and
/// labels and fields measured at their font size times it (fixed metrics: a character is
/// half the size wide, a line 1.25 times the size tall).
@MainActor
@Suite struct DynamicTypeTests {
  @Test func everyStepHasAppleBodySize() {
    #expect(
      ContentSizeCategory.allCases.map(\.bodyPointSize) == [
        14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53,
      ])
    #expect(
      ContentSizeCategory.names == [
        "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2",
        "AX3", "AX4", "AX5",
      ])
    #expect(ContentSizeCategory.standard.scale == 1)
    #expect(ContentSizeCategory.accessibilityExtraExtraExtraLarge.scale == 53.0 / 17)
    #expect(ContentSizeCategory.large.stepped(by: 1) == .extraLarge)
    #expect(ContentSizeCategory.extraSmall.stepped(by: -1) == .extraSmall)
    #expect(
      ContentSizeCategory.accessibilityExtraExtraExtraLarge.stepped(by: 1)
        == .accessibilityExtraExtraExtraLarge)
  }

  @Test func labelsAndFieldsAreSetAtTheScaledSize() {
    let window = Window(
      size: Size(width: 1000, height: 800), safeAreaInsets: EdgeInsets(),
      textMeasurer: FixedMetricsTextMeasurer())
    let label = Label(text: "Hello", fontSize: 17)
    let field = TextField(name: "title", placeholder: "Title")
    window.addSubview(label)
    window.addSubview(field)
    let fitting = Size(width: 1000, height: .infinity)
    #expect(label.sizeThatFits(fitting) == Size(width: 5 * 8.5, height: 21.25))
    #expect(field.sizeThatFits(fitting).height == (21.25 + 20).rounded(.up))
    window.contentSizeCategory = .accessibilityExtraExtraExtraLarge
    #expect(label.scaledFontSize == 53)
    #expect(label.sizeThatFits(fitting) == Size(width: 5 * 26.5, height: 66.25))
    #expect(field.sizeThatFits(fitting).height == (66.25 + 20).rounded(.up))
    var list = DisplayList()
    label.frame = Rect(x: 0, y: 0, width: 1000, height: 100)
    label.appendContent(
      to: &list, context: RenderContext(transform: .identity, opacity: 1, clip: nil))
    #expect(list.items.count == 1)
    if case .text(let run) = list.items.first { #expect(run.fontSize == 53) }
  }

  /// The key steps it, recorded as any key; at the ends it has nothing to do and goes on to
  /// the host.
  @Test func theKeysStepTheTextSize() {
    let driver = RuntimeDriver(root: FixtureRoot())
    var unhandled: [Key] = []
    driver.runtime.keyHandler = { unhandled.append($0) }
    driver.send(.keyDown(Key("equals", modifiers: .control)))
    #expect(driver.runtime.window.contentSizeCategory == .extraLarge)
    #expect(driver.snapshot.textSize == "xLarge")
    for _ in 0..<12 { driver.send(.keyDown(Key("minus", modifiers: .control))) }
    #expect(driver.runtime.window.contentSizeCategory == .extraSmall)
    #expect(unhandled.count == 8)
  }
}
