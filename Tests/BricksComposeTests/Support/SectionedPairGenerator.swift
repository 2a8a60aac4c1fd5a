import BricksCompose
import TestSupport

/// Random old/new pairs of sectioned lists, reproducible from a seed, that mix every kind of
/// section and element change: sections inserted, deleted and moved while elements move within
/// and across them (into inserted sections, out of deleted ones, across moved ones), content
/// changes (on moved elements too), empty sections, states with no sections, all-new and
/// all-deleted states, and duplicated element and section identifiers.
///
/// ``PairKind`` classifies what a pair contains from the pair itself, so a test can count the
/// kinds and fail when the generator stops producing one.
struct SectionedPairGenerator {
  typealias Sections = [ChangesetSection<Int, Item>]

  var rng: SeededGenerator
  var nextElementID = 1_000
  var nextSectionID = 100

  init(seed: UInt64) { rng = SeededGenerator(seed: seed) }

  // Plain arithmetic on the generator's bits rather than `Double.random(in:using:)`: the generic
  // path costs ten times more in a debug build, and the test draws millions of numbers.
  mutating func unit() -> Double { Double(rng.next() >> 11) * 0x1p-53 }
  mutating func chance(_ p: Double) -> Bool { p > 0 && unit() < p }
  mutating func int(_ range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(truncatingIfNeeded: rng.next() % UInt64(range.count))
  }

  mutating func freshItem() -> Item {
    nextElementID += 1
    return Item(id: nextElementID)
  }

  mutating func freshSectionID() -> Int {
    nextSectionID += 1
    return nextSectionID
  }

  /// 1–5 sections (none in a few percent), 0–60 elements in all (mostly fewer than 30) spread at
  /// random, so some sections are empty.
  mutating func randomState() -> Sections {
    guard !chance(0.03) else { return [] }
    let sectionCount = int(1...5)
    var sections = (0..<sectionCount).map { _ in ChangesetSection(id: freshSectionID(), elements: [Item]()) }
    for _ in 0..<int(0...int(0...60)) {
      sections[int(0...sectionCount - 1)].elements.append(freshItem())
    }
    return sections
  }

  /// A new state derived from `old`. Each kind of change is switched on for about half of the
  /// calls, at its own rate, so that calls mix them in every combination.
  mutating func mutate(_ old: Sections) -> Sections {
    func rate(_ g: inout SectionedPairGenerator) -> Double {
      g.chance(0.5) ? 0.05 + 0.45 * g.unit() : 0
    }
    let sectionDelete = rate(&self), sectionInsert = rate(&self), sectionMove = rate(&self)
    let elementDelete = rate(&self), elementMove = rate(&self), elementInsert = rate(&self)
    let contentChange = rate(&self)
    let rescue = unit()  // share of a deleted section's elements that land elsewhere

    // Sections: the survivors in old order, some moved, some inserted.
    var order: [Int?] = old.indices.filter { _ in !chance(sectionDelete) }
    if order.count > 1 {
      for _ in 0..<order.count where chance(sectionMove) {
        let section = order.remove(at: int(0...order.count - 1))
        order.insert(section, at: int(0...order.count))
      }
    }
    if sectionInsert > 0 {
      for _ in 0..<int(1...2) { order.insert(nil, at: int(0...order.count)) }
    }
    var new: Sections = []
    var newIndexOfOld = [Int](repeating: -1, count: old.count)
    var isInserted: [Bool] = []
    for (t, source) in order.enumerated() {
      if let source { newIndexOfOld[source] = t }
      new.append(ChangesetSection(id: source.map { old[$0].id } ?? freshSectionID(), elements: []))
      isInserted.append(source == nil)
    }

    // Elements: they stay in order, are deleted, or wander (anywhere, their own section included);
    // those of a deleted section are deleted with it or wander. Content changes hit all kinds.
    var wanderers: [Item] = []
    for (s, section) in old.enumerated() {
      for var item in section.elements {
        if chance(contentChange) { item.version += 1 }
        let t = newIndexOfOld[s]
        if t >= 0 {
          if chance(elementDelete) { continue }
          if chance(elementMove) { wanderers.append(item) } else { new[t].elements.append(item) }
        } else if chance(rescue) {
          wanderers.append(item)
        }
      }
    }
    if !new.isEmpty {
      for item in wanderers {
        let t = int(0...new.count - 1)
        new[t].elements.insert(item, at: int(0...new[t].elements.count))
      }
    }
    // Fresh elements: usually some in an inserted section, in others at the insert rate.
    for t in new.indices where isInserted[t] ? chance(0.7) : chance(elementInsert) {
      for _ in 0..<int(1...4) {
        new[t].elements.insert(freshItem(), at: int(0...new[t].elements.count))
      }
    }
    if !new.isEmpty && chance(0.05) { new[int(0...new.count - 1)].elements = [] }
    return new
  }

  /// The next pair: mostly a mutation; a few percent each of the special states; duplicated
  /// identifiers in about one pair in ten.
  ///
  /// Identifiers start again from 1 for every pair, so they stay small (``PairKind`` indexes
  /// arrays with them).
  mutating func pair() -> (old: Sections, new: Sections) {
    nextElementID = 0
    nextSectionID = 0
    var old = randomState()
    var new: Sections
    switch int(0...99) {
    case 0..<3: new = []  // everything deleted, sections too
    case 3..<6: new = old.map { ChangesetSection(id: $0.id, elements: []) }  // every element deleted
    case 6..<9:
      new = old.map { section in ChangesetSection(id: section.id, elements: section.elements.map { _ in freshItem() }) }
    case 9..<11: new = old
    case 11..<14: new = randomState()  // unrelated: new sections, new elements
    default: new = mutate(old)
    }
    if chance(0.1) { addDuplicates(&old, &new) }
    return (old, new)
  }

  /// Gives some elements (and sometimes a section) the identifier of another, in the old list,
  /// the new list or both.
  mutating func addDuplicates(_ old: inout Sections, _ new: inout Sections) {
    func duplicateElement(_ list: inout Sections, _ g: inout SectionedPairGenerator) {
      let paths = list.indices.flatMap { s in list[s].elements.indices.map { (s, $0) } }
      guard paths.count > 1 else { return }
      let source = paths[g.int(0...paths.count - 1)], target = paths[g.int(0...paths.count - 1)]
      list[target.0].elements[target.1].id = list[source.0].elements[source.1].id
    }
    func duplicateSection(_ list: inout Sections, _ g: inout SectionedPairGenerator) {
      guard list.count > 1 else { return }
      list[g.int(0...list.count - 1)].id = list[g.int(0...list.count - 1)].id
    }
    switch int(0...2) {
    case 0: for _ in 0..<int(1...3) { duplicateElement(&old, &self) }
    case 1: for _ in 0..<int(1...3) { duplicateElement(&new, &self) }
    default:
      for _ in 0..<int(1...3) { duplicateElement(&old, &self) }
      for _ in 0..<int(1...3) { duplicateElement(&new, &self) }
    }
    if chance(0.3) { duplicateSection(&old, &self) }
    if chance(0.3) { duplicateSection(&new, &self) }
  }
}
