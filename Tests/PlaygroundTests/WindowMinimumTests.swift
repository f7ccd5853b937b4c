import SheetEngine
import Testing

@testable import PlaygroundStudio
@testable import PlaygroundWindow

/// The window never gets small enough to squeeze the device (issue 24, item 10).
struct WindowMinimumTests {
  @Test func oneDeviceShrinksToTheSmallestDeviceAndTheInspectorAddsItsWidth() {
    let minimum = WindowMinimum(
      startDevice: Size(width: 390, height: 844), deviceFollowsWindow: true, stripHeight: 0)
    #expect(minimum.size(inspectorWidth: 0) == Size(width: 320, height: 480))
    #expect(
      minimum.size(inspectorWidth: InspectorLayout.width)
        == Size(width: 320 + InspectorLayout.width, height: 480))
  }

  @Test func aSmallerStartingDeviceIsItsOwnMinimum() {
    let minimum = WindowMinimum(
      startDevice: Size(width: 390, height: 400), deviceFollowsWindow: true, stripHeight: 0)
    #expect(minimum.size(inspectorWidth: 0) == Size(width: 320, height: 400))
  }

  @Test func fixedDevicesAreNeverSmallerThanTheyAre() {
    let minimum = WindowMinimum(
      startDevice: Size(width: 796, height: 872), deviceFollowsWindow: false, stripHeight: 40)
    #expect(minimum.size(inspectorWidth: 340) == Size(width: 1136, height: 912))
  }
}
