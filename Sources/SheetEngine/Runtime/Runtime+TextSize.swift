/// The reader's text size (Dynamic Type), an environment setting of the window like
/// hardware-keyboard mode: set once before the first step (`--text-size`, a recording's
/// header) or stepped by a key while the session runs (recorded as that key).
extension Runtime {
  /// Sets the text size: every page's text is measured again, and every sheet re-fits its
  /// content, along its curve with the bottom pinned when `animated` (docs/MOTION.md,
  /// "Dynamic Type").
  public func setContentSizeCategory(_ category: ContentSizeCategory, animated: Bool) {
    guard category != window.contentSizeCategory else { return }
    window.contentSizeCategory = category
    // Pages out of the window (below the top of a stack) lay out again when they return.
    for page in allPages() where page.isViewLoaded {
      Self.setNeedsLayoutEverywhere(in: page.view)
    }
    // The sheets re-fit from the frames they have now, before anything is laid out again.
    for controller in presentedViewControllers {
      controller.presentationController?.preferredContentSizeDidChange(animated: animated)
    }
    setNeedsDrawing()
  }

  /// Ctrl+= / Ctrl+-: one step larger or smaller, animated; false at either end.
  func stepContentSizeCategory(by step: Int) -> Bool {
    let next = window.contentSizeCategory.stepped(by: step)
    guard next != window.contentSizeCategory else { return false }
    setContentSizeCategory(next, animated: true)
    return true
  }

  /// Every controller of the window's stack and of the presented screens' stacks.
  private func allPages() -> [ViewController] {
    var pages = navigationController.viewControllers
    for presented in presentedViewControllers {
      pages.append(presented)
      pages += (presented as? NavigationController)?.viewControllers ?? []
    }
    return pages
  }

  private static func setNeedsLayoutEverywhere(in view: View) {
    view.setNeedsLayout()
    for subview in view.subviews { setNeedsLayoutEverywhere(in: subview) }
  }
}
