extension OverlayController {
  /// Registers the overlay toggles (T, H, V, G) and the typing of values with the session's
  /// key router, the one place keys become commands.
  package func registerKeys(with router: KeyRouter) {
    // Every key the router gives the overlays may change what they show: the window's input
    // marks them (``noteInput()``), which covers these handlers and the typing of values.
    router.register(.toggleTuningPanel) { [unowned self] in isInspectorVisible.toggle() }
    router.register(.toggleHUD) { [unowned self] in sections.toggle(.hud) }
    router.register(.togglePointerTrail) { [unowned self] in isTrailVisible.toggle() }
    router.register(.toggleMotionPlot) { [unowned self] in sections.toggle(.motionPlot) }
    router.register(.previousInteraction) { [unowned self] in stepPlot(by: -1) }
    router.register(.nextInteraction) { [unowned self] in stepPlot(by: 1) }
    router.register(.undoTuning, timed: { [unowned self] in editor.undo(at: $0) })
    router.register(.redoTuning, timed: { [unowned self] in editor.redo(at: $0) })
    router.register(.saveTuning) { [unowned self] in editor.save() }
    router.register(.findParameter) { [unowned self] in
      isInspectorVisible = true
      isPanelVisible = true
      editor.startFinding()
    }
    router.textEntry = editor
  }
}
