import BricksCells
import Foundation
import Testing

@Suite("Outlines") @MainActor
struct OutlineTests {
  /// A tree the test owns: ids, children and whether a node starts expanded.
  struct Node: Equatable {
    var id: Int
    var children: [Node]
    var initiallyExpanded: Bool
  }

  enum Step: String, CaseIterable {
    case toggleShown, toggleHidden, toggleUnknown, insertLeaf, insertParent, delete, moveSubtree, rebuildSame
  }

  func items(_ nodes: [Node]) -> [OutlineItem] {
    nodes.map {
      OutlineItem(
        "node \($0.id)", id: AnyHashable($0.id), children: items($0.children), initiallyExpanded: $0.initiallyExpanded)
    }
  }

  func allIDs(_ nodes: [Node]) -> [Int] { nodes.flatMap { [$0.id] + allIDs($0.children) } }

  /// Independent oracle: visible ids, with an explicit stack.
  func visible(_ roots: [Node], expanded: Set<Int>) -> [(id: Int, level: Int)] {
    var out: [(Int, Int)] = []
    var stack: [(Node, Int)] = roots.reversed().map { ($0, 0) }
    while let (node, level) = stack.popLast() {
      out.append((node.id, level))
      if expanded.contains(node.id) { stack += node.children.reversed().map { ($0, level + 1) } }
    }
    return out
  }

  func remove(_ id: Int, from nodes: inout [Node]) -> Node? {
    if let i = nodes.firstIndex(where: { $0.id == id }) { return nodes.remove(at: i) }
    for i in nodes.indices { if let found = remove(id, from: &nodes[i].children) { return found } }
    return nil
  }

  func insert(_ node: Node, under parent: Int?, at slot: Int, into nodes: inout [Node]) -> Bool {
    guard let parent else {
      nodes.insert(node, at: min(slot, nodes.count))
      return true
    }
    for i in nodes.indices {
      if nodes[i].id == parent {
        nodes[i].children.insert(node, at: min(slot, nodes[i].children.count))
        return true
      }
      if insert(node, under: parent, at: slot, into: &nodes[i].children) { return true }
    }
    return false
  }

  @Test("expansion survives 2,000 random tree updates and toggles; rows equal an independent flattening")
  func expansionSurvivesUpdates() throws {
    var rng = ListRNG(state: 0x0_071_13E5)
    var kinds: [Step: Int] = [:]
    let outline = Outline()
    var nextID = 0
    func newNode(_ depth: Int) -> Node {
      nextID += 1
      let id = nextID
      let children = depth < 2 ? (0..<Int.random(in: 0...3, using: &rng)).map { _ in newNode(depth + 1) } : []
      return Node(id: id, children: children, initiallyExpanded: Bool.random(using: &rng))
    }
    var tree = (0..<3).map { _ in newNode(0) }
    var expected: Set<Int> = []
    func show(_ newTree: [Node]) throws {
      let before = Set(allIDs(tree))
      var next: Set<Int> = []
      func walk(_ nodes: [Node]) {
        for n in nodes {
          if before.contains(n.id) ? expected.contains(n.id) : n.initiallyExpanded { next.insert(n.id) }
          walk(n.children)
        }
      }
      walk(newTree)
      try outline.setRoots(items(newTree))
      tree = newTree
      expected = next
    }
    tree = []
    try show((0..<3).map { _ in newNode(0) })
    for _ in 0..<2_000 {
      let step = Step.allCases.randomElement(using: &rng)!
      let ids = allIDs(tree)
      var next = tree
      switch step {
      case .toggleShown, .toggleHidden:
        let shown = Set(outline.rows.compactMap { $0.id.base as? Int })
        let pool = ids.filter { shown.contains($0) == (step == .toggleShown) }
        guard let id = pool.randomElement(using: &rng) else { continue }
        let before = outline.rows.count
        let range = outline.toggle(AnyHashable(id))
        if expected.contains(id) { expected.remove(id) } else { expected.insert(id) }
        #expect(range.count == abs(outline.rows.count - before))
      case .toggleUnknown:
        #expect(outline.toggle(AnyHashable(-1)).isEmpty)
      case .insertLeaf, .insertParent:
        let node = newNode(step == .insertLeaf ? 2 : 1)
        _ = insert(node, under: ids.randomElement(using: &rng), at: Int.random(in: 0...3, using: &rng), into: &next)
        try show(next)
      case .delete:
        guard let id = ids.randomElement(using: &rng) else { continue }
        _ = remove(id, from: &next)
        try show(next)
      case .moveSubtree:
        guard let id = ids.randomElement(using: &rng), let node = remove(id, from: &next) else { continue }
        let parents = allIDs(next)
        _ = insert(node, under: parents.randomElement(using: &rng), at: Int.random(in: 0...3, using: &rng), into: &next)
        try show(next)
      case .rebuildSame:
        try show(next)
      }
      kinds[step, default: 0] += 1
      #expect(outline.expanded == Set(expected.map { AnyHashable($0) }), "after \(step)")
      let oracle = visible(tree, expanded: expected)
      #expect(outline.rows.map { $0.id.base as? Int } == oracle.map(\.id), "after \(step)")
      #expect(outline.rows.map(\.level) == oracle.map(\.level))
      if tree.isEmpty { try show((0..<3).map { _ in newNode(0) }) }
    }
    for step in Step.allCases { #expect(kinds[step, default: 0] > 0, "the generator never produced \(step)") }
  }

  @Test("a repeated identity is refused with both positions, and the outline is unchanged")
  func duplicate() throws {
    let outline = Outline()
    try outline.setRoots([OutlineItem("a", id: 1, initiallyExpanded: true)])
    let error = #expect(throws: InteractionError.self) {
      try outline.setRoots([OutlineItem("a", id: 1, children: [OutlineItem("b", id: 2)]), OutlineItem("c", id: 2)])
    }
    #expect(error?.kind == .duplicateOutlineItem)
    #expect(error?.message.contains("appears at [0, 0] and at [1]") == true)
    #expect(outline.rows.map(\.id) == [1])
  }
}
