import PlaygroundStudio

/// The key router's view of the app's text field: the inspected playground's runtime (in
/// compare mode every side gets the same input, so the selected side speaks for both). A
/// replay edits nothing live.
@MainActor
final class DriverEditing: KeyRouter.AppEditing {
  private unowned let driver: any SessionDriver

  package init(driver: any SessionDriver) {
    self.driver = driver
  }

  package var isEditingText: Bool {
    driver.recordsInput && driver.inspected.runtime.editingField != nil
  }

  package var selectedText: String? { driver.inspected.runtime.selectedText }
}
