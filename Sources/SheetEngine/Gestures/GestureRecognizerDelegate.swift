/// UIKit's `UIGestureRecognizerDelegate`, with the same defaults: a recognizer may begin,
/// does not recognize alongside others, and waits for no one.
@MainActor
public protocol GestureRecognizerDelegate: AnyObject {
  func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool
  /// UIKit's `gestureRecognizer(_:shouldReceive:)`, asked at the press (window point
  /// `location`) before the recognizer sees it: false leaves this sequence to the others.
  /// A question only: what the press does goes in
  /// ``gestureRecognizer(_:didReceivePressAt:)``.
  func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceivePressAt location: Point)
    -> Bool
  /// `recognizer` took the press at `location` (the answer above was yes), just before it
  /// sees it: the moment of touch-down, when a press catches something moving.
  func gestureRecognizer(_ recognizer: GestureRecognizer, didReceivePressAt location: Point)
  /// The press that `recognizer` received is over (released, or cancelled), whatever the
  /// recognizer made of it: where a touch-down catch lets go.
  func gestureRecognizerPressDidEnd(_ recognizer: GestureRecognizer)
  func gestureRecognizer(
    _ recognizer: GestureRecognizer,
    shouldRecognizeSimultaneouslyWith other: GestureRecognizer
  ) -> Bool
  /// Whether `recognizer` must wait for `other` to fail before it begins.
  func gestureRecognizer(
    _ recognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer
  ) -> Bool
  /// Whether `other` must wait for `recognizer` to fail: the same relation, declared by the
  /// recognizer being waited for.
  func gestureRecognizer(
    _ recognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer
  ) -> Bool
}

extension GestureRecognizerDelegate {
  public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { true }
  public func gestureRecognizer(
    _ recognizer: GestureRecognizer, shouldReceivePressAt location: Point
  ) -> Bool { true }
  public func gestureRecognizer(
    _ recognizer: GestureRecognizer, didReceivePressAt location: Point
  ) {}
  public func gestureRecognizerPressDidEnd(_ recognizer: GestureRecognizer) {}
  public func gestureRecognizer(
    _ recognizer: GestureRecognizer,
    shouldRecognizeSimultaneouslyWith other: GestureRecognizer
  ) -> Bool { false }
  public func gestureRecognizer(
    _ recognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer
  ) -> Bool { false }
  public func gestureRecognizer(
    _ recognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer
  ) -> Bool { false }
}
