extension InteractionSource {
  /// `actions` when they can be shown, else `nil` with the error sent to `report`.
  package func checked(_ actions: SwipeActions, for model: Any, report: ((InteractionError) -> Void)?) -> SwipeActions?
  {
    do {
      try actions.validate(for: model)
      return actions
    } catch {
      report?(error)
      return nil
    }
  }

  /// `menu` when it can be shown, else `nil` with the error sent to `report`.
  package func checked(_ menu: ContextMenu, for model: Any, report: ((InteractionError) -> Void)?) -> ContextMenu? {
    do {
      try menu.validate(for: model)
      return menu
    } catch {
      report?(error)
      return nil
    }
  }
}
