/// The zoomed screen, where it shows now, and the button it belongs to: what the zoom's
/// animators and its drag share, so each motion starts from where the last one left the
/// screen (docs/MOTION.md, "Zoom geometry"). Holds both views weakly.
@MainActor
public final class ZoomStage {
  public private(set) weak var sourceView: View?
  /// The zoomed screen's view, once presented.
  public internal(set) weak var view: View?
  /// Where the screen shows now; `nil` before it is first placed.
  public private(set) var shown: ZoomFrame?

  public init(sourceView: View?) {
    self.sourceView = sourceView
  }

  /// The screen's laid-out frame in its container (full screen).
  public var layout: Rect { view?.frame ?? .zero }

  /// The screen at rest: its own frame, square corners.
  public var fullScreen: ZoomFrame { ZoomFrame(rect: layout, cornerRadius: 0) }

  /// The button as it is now, in the container's points, with its corner radius; `nil`
  /// when it is gone from the window.
  public var source: ZoomFrame? {
    guard let source = sourceView, source.window != nil, let container = view?.superview,
      let inverse = container.transformToWindow.inverted
    else { return nil }
    return ZoomFrame(
      rect: inverse.apply(to: source.frameInWindow), cornerRadius: source.cornerRadii.topLeft)
  }

  /// Where the screen shows now, or at rest when it was never moved.
  public var current: ZoomFrame { shown ?? fullScreen }

  /// The button's drawing over the screen while it fades (``ZoomSourceReplica``).
  private var replica: ZoomSourceReplica?

  /// Shows the screen through `frame`, with the button's drawing over it at
  /// `sourceOpacity` (the zoom's cross-fade; 0 removes it).
  public func show(_ frame: ZoomFrame, sourceOpacity: Double = 0) {
    shown = frame
    view?.show(through: frame)
    guard sourceOpacity > 0, let view, let container = view.superview, let sourceView else {
      replica?.removeFromSuperview()
      replica = nil
      return
    }
    let shown = replica ?? ZoomSourceReplica(source: sourceView)
    if shown.superview !== container { container.addSubview(shown) }
    replica = shown
    shown.frame = frame.rect
    shown.cornerRadii = CornerRadii(all: frame.cornerRadius)
    shown.alpha = sourceOpacity
  }
}
