/// The properties of a view an animator interpolates, captured as one value.
struct ViewAnimatableState: Equatable {
  var frame: Rect
  var boundsOrigin: Point
  var transform: AffineTransform
  var alpha: Double
  var backgroundColor: Color
  var cornerRadii: CornerRadii
  var shadow: ViewShadow?

  @MainActor
  init(of view: View) {
    frame = view.frame
    boundsOrigin = view.boundsOrigin
    transform = view.transform
    alpha = view.alpha
    backgroundColor = view.backgroundColor
    cornerRadii = view.cornerRadii
    shadow = view.shadow
  }

  /// Writes the properties in which `from` and `to` differ.
  @MainActor
  func apply(to view: View, changedFrom from: ViewAnimatableState, to: ViewAnimatableState) {
    if from.frame != to.frame { view.frame = frame }
    if from.boundsOrigin != to.boundsOrigin { view.boundsOrigin = boundsOrigin }
    if from.transform != to.transform { view.transform = transform }
    if from.alpha != to.alpha { view.alpha = alpha }
    if from.backgroundColor != to.backgroundColor { view.backgroundColor = backgroundColor }
    if from.cornerRadii != to.cornerRadii { view.cornerRadii = cornerRadii }
    if from.shadow != to.shadow { view.shadow = shadow }
  }

  @MainActor
  func apply(to view: View) {
    if view.frame != frame { view.frame = frame }
    view.boundsOrigin = boundsOrigin
    view.transform = transform
    view.alpha = alpha
    view.backgroundColor = backgroundColor
    view.cornerRadii = cornerRadii
    view.shadow = shadow
  }

  /// The state a fraction `t` of the way to `other`; `t` may leave 0...1 (spring overshoot),
  /// which extrapolates geometry while alpha and colours stay in range.
  func interpolated(to other: ViewAnimatableState, _ t: Double) -> ViewAnimatableState {
    var result = other
    result.frame = Interpolation.rect(frame, other.frame, t)
    result.boundsOrigin = Interpolation.point(boundsOrigin, other.boundsOrigin, t)
    result.transform = AffineTransform(
      scaleX: Interpolation.value(transform.scaleX, other.transform.scaleX, t),
      scaleY: Interpolation.value(transform.scaleY, other.transform.scaleY, t),
      translationX: Interpolation.value(transform.translationX, other.transform.translationX, t),
      translationY: Interpolation.value(transform.translationY, other.transform.translationY, t))
    result.alpha = Interpolation.unit(alpha, other.alpha, t)
    result.backgroundColor = Interpolation.color(backgroundColor, other.backgroundColor, t)
    result.cornerRadii = CornerRadii(
      topLeft: Interpolation.value(cornerRadii.topLeft, other.cornerRadii.topLeft, t),
      topRight: Interpolation.value(cornerRadii.topRight, other.cornerRadii.topRight, t),
      bottomLeft: Interpolation.value(cornerRadii.bottomLeft, other.cornerRadii.bottomLeft, t),
      bottomRight: Interpolation.value(cornerRadii.bottomRight, other.cornerRadii.bottomRight, t))
    if let from = shadow, let to = other.shadow {
      var mixed = to
      mixed.opacity = Interpolation.unit(from.opacity, to.opacity, t)
      mixed.radius = Interpolation.value(from.radius, to.radius, t)
      mixed.offset = Interpolation.point(from.offset, to.offset, t)
      result.shadow = mixed
    } else {
      result.shadow = t < 1 ? shadow : other.shadow
    }
    return result
  }
}
