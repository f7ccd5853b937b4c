/// Where a presented sheet is, in one place: the presentation controller writes the sheet
/// view's frame and transform from it when its container lays out, once per frame, and
/// nothing else writes them. Transitions, drags, the bounce and height changes animate these
/// values instead of the view, and the position owns those animations (see ``Motion``).
@MainActor
public final class SheetPosition {
  /// Points below the resting place: a presentation arriving or a dismissal leaving (the
  /// cover-vertical motion), a dip after a list's fling. The view's vertical translation.
  /// How far a floating sheet's sides and bottom are inset now (docs/MOTION.md, "Floating
  /// sheet"), written by the layout: the view's frame is that much shorter than the sheet's,
  /// so heights read from the frame add it back. 0 for an attached sheet.
  public internal(set) var floatingInset = 0.0
  public var offset = 0.0 {
    didSet { if offset != oldValue { changed() } }
  }
  /// Points of rubber band above the resting top while the sheet is dragged up past it; the
  /// frame grows upward with the bottom edge pinned.
  public var stretch = 0.0 {
    didSet { if stretch != oldValue { changed() } }
  }
  /// While the resting height animates from one content size to another, the frame on the
  /// way; `nil` rests on the layout's frame.
  public var heightChangeFrame: Rect? {
    didSet { if heightChangeFrame != oldValue { changed() } }
  }
  /// While a drag or a release spring moves the sheet between its detents, the height it
  /// has on the way (bottom pinned); `nil` rests at the selected detent's height.
  public var detentHeight: Double? {
    didSet { if detentHeight != oldValue { changed() } }
  }

  /// Where a drag holds the sheet: the points below its resting place the pointer asks for
  /// (negative while it pulls the sheet up past it), in the drag's own terms. The fields
  /// above are what the sheet shows of it (through the transition, the rubber band or the
  /// detent height); a drag that continues, or a list handing its drag over, counts from
  /// here. Not drawn, so setting it asks for no layout.
  public internal(set) var dragOffset = 0.0
  /// While a drag holds the sheet in a transition, the top edge (container coordinates) the
  /// pointer puts it at: the translation shown is whatever puts the top there in this frame,
  /// so a height that changes under the held sheet (a push inside it, a content change in
  /// flight) moves its bottom edge, never the point held (docs/MOTION.md, "Grab during a
  /// height change"). `nil` when no drag holds it: the translation is ``offset``.
  var heldTop: Double? {
    didSet { if heldTop != oldValue { changed() } }
  }
  /// The offsets the running transition's animator moves ``offset`` between at progress 0
  /// and 1 (``follow(_:offsetFrom:to:)``): fixed when the transition started, from the
  /// sheet's height then, which may differ from the height it has now. A release that sends
  /// a growing sheet off screen moves the off-screen end to the height it will have
  /// (docs/MOTION.md, "Grab during a height change").
  var transitionOffsets: (start: Double, end: Double)?
  /// The animator ``transitionOffsets`` belong to.
  var transitionAnimator: ObjectIdentifier?
  /// The frames the running ``Motion/heightChange`` goes from and to.
  var heightChangeSpan: (from: Rect, to: Rect)?
  /// The height a sheet let go while its height changes will have: until the transition
  /// ends, ``offset`` counts below the resting place of that height, and the translation
  /// adds what the height has still to change, so the top moves as the release's spring
  /// says, whatever the height does meanwhile (docs/MOTION.md, "Grab during a height
  /// change").
  var releaseHeight: Double?

  /// Asks for the layout that applies the new values.
  private let changed: () -> Void
  /// The running animator of each of the sheet's own motions (only the methods in
  /// `SheetPosition+Motion.swift` touch it).
  var animators: [Motion: PropertyAnimator] = [:]

  init(changed: @escaping () -> Void) {
    self.changed = changed
  }

  /// The translation the sheet view shows. An offset above the resting place (a spring that
  /// overshoots on its way back) does not lift the sheet, which would open a gap under it:
  /// it stretches the sheet instead, bottom pinned, as a drag past the top does.
  /// A held sheet's translation puts its top at ``heldTop`` above a frame whose top is
  /// `restingTop`.
  func transform(restingTop: Double, height: Double) -> AffineTransform {
    let translation = heldTop.map { $0 - restingTop } ?? offset + releaseLead(height: height)
    return AffineTransform(translationX: 0, y: max(translation, 0))
  }

  /// What the height of a sheet let go while it changes has still to change by, its height
  /// now being `height` (unstretched): the offset below the resting place of the moment is
  /// ``offset``, counted below the resting place of ``releaseHeight``, plus this.
  func releaseLead(height: Double) -> Double {
    releaseHeight.map { height - $0 } ?? 0
  }

  /// The stretch the sheet shows: the drag's, and an overshoot above the resting place.
  public var visibleStretch: Double { stretch + max(-offset, 0) }
}
