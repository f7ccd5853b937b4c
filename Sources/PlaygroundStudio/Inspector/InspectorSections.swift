/// Which parts of the inspector show: the column itself (T) and which of its sections are
/// open. A section shows when the column does and it is open; showing one opens the column
/// too, and a new inspector opens on the tuning panel.
package struct InspectorSections: Equatable, Sendable {
  var isColumnVisible = false
  private(set) var expanded: Set<InspectorSection> = [.tuning]

  func isShowing(_ section: InspectorSection) -> Bool {
    isColumnVisible && expanded.contains(section)
  }

  /// Showing a section opens the inspector too; hiding one collapses it.
  mutating func setShowing(_ section: InspectorSection, _ showing: Bool) {
    if showing {
      expanded.insert(section)
      isColumnVisible = true
    } else {
      expanded.remove(section)
    }
  }

  /// H and G: open the inspector on the section, or collapse and expand it.
  package mutating func toggle(_ section: InspectorSection) {
    setShowing(section, !isShowing(section))
  }

  /// A click on a section's header: it collapses or expands, the column stays.
  mutating func flip(_ section: InspectorSection) {
    expanded.formSymmetricDifference([section])
  }
}
