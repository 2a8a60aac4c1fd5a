import BricksCells
import Testing

@Suite("Swipe actions") @MainActor
struct SwipeActionTests {
  @Test("a destructive action is red and a normal one gray unless tinted; tints are clamped")
  func tints() {
    #expect(SwipeAction.delete {}.resolvedTint == .red)
    #expect(SwipeAction(title: "Flag") {}.resolvedTint == .gray)
    #expect(SwipeAction(title: "Flag", tint: .orange) {}.resolvedTint == .orange)
    #expect(
      SwipeAction(title: "x", tint: .rgb(red: 2, green: -1, blue: .nan, alpha: 0.5)) {}.resolvedTint
        == .rgb(red: 1, green: 0, blue: 0, alpha: 0.5))
  }

  @Test("delete is a destructive action titled Delete with a trash image that runs its closure")
  func delete() {
    var ran = 0
    let action = SwipeAction.delete { ran += 1 }
    #expect(action.title == "Delete" && action.imageName == "trash" && action.style == .destructive)
    var reported: [Bool] = []
    action.perform(completion: { reported.append($0) })
    #expect(ran == 1 && reported == [true])
  }

  @Test("a full swipe performs the first action only when allowed")
  func fullSwipe() {
    let actions = [SwipeAction(title: "A") {}, SwipeAction(title: "B") {}]
    #expect(SwipeActions(actions).fullSwipeAction?.title == "A")
    #expect(SwipeActions(actions, performsFirstActionWithFullSwipe: false).fullSwipeAction == nil)
    #expect(SwipeActions([]).fullSwipeAction == nil)
  }

  @Test("a handler that completes twice is reported, and only the first result counts")
  func completesTwice() {
    let action = SwipeAction(title: "Archive") { done in
      done(true)
      done(false)
    }
    var errors: [InteractionError] = []
    var results: [Bool] = []
    action.perform(onError: { errors.append($0) }, completion: { results.append($0) })
    #expect(results == [true])
    #expect(errors.map(\.kind) == [.completionCalledTwice])
    #expect(errors.first?.message.contains("\"Archive\" called its completion 2 times") == true)
  }

  @Test("a handler waiting for a confirmation reports later")
  func deferredCompletion() {
    var pending: (@MainActor (Bool) -> Void)?
    let action = SwipeAction(title: "Delete", style: .destructive) { done in pending = done }
    var results: [Bool] = []
    action.perform(completion: { results.append($0) })
    #expect(results.isEmpty)
    pending?(false)
    #expect(results == [false])
  }

  @Test("an action with neither title nor image is rejected, naming its position and model")
  func untitled() throws {
    let actions = SwipeActions([SwipeAction(title: "Ok") {}, SwipeAction(title: "") {}])
    let error = #expect(throws: InteractionError.self) { try actions.validate(for: Memo(id: 1, title: "")) }
    #expect(error?.kind == .untitledAction)
    #expect(error?.message.hasPrefix("swipe action 1 of Memo has neither a title nor an image") == true)
    try SwipeActions([SwipeAction(imageName: "flag") {}]).validate(for: Memo(id: 1, title: ""))
  }
}

@Suite("Context menus") @MainActor
struct ContextMenuTests {
  @Test("actions are listed depth first through inline groups and submenus")
  func depthFirst() {
    let menu = ContextMenu(
      title: "Memo",
      children: [
        .action(MenuAction(title: "Copy") {}),
        .menu(ContextMenu(inline: [.action(MenuAction(title: "Pin") {}), .action(MenuAction(title: "Mute") {})])),
        .menu(ContextMenu(title: "Move to", children: [.action(MenuAction(title: "Archive") {})])),
        .action(MenuAction(title: "Delete", attributes: .destructive) {}),
      ])
    #expect(menu.actions.map(\.title) == ["Copy", "Pin", "Mute", "Archive", "Delete"])
    #expect(
      menu.children.map { if case .menu(let m) = $0 { m.displaysInline } else { false } } == [
        false, true, false, false,
      ])
  }

  @Test("a menu with an untitled command or no visible command is rejected")
  func invalid() {
    let untitled = ContextMenu(children: [.action(MenuAction(title: "") {})])
    #expect(throws: InteractionError.self) { try untitled.validate(for: Memo(id: 1, title: "")) }
    let hidden = ContextMenu(children: [.action(MenuAction(title: "Secret", attributes: .hidden) {})])
    let error = #expect(throws: InteractionError.self) { try hidden.validate(for: Promo(id: 1)) }
    #expect(error?.message.contains("the context menu of Promo has no visible command") == true)
  }
}
