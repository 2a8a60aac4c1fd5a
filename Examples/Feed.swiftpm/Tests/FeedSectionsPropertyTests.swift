import Bricks
import Foundation
import TestSupport
import Testing

@testable import AppModule

/// Random feeds, drawn from the payload's items: the sections the screen shows, and the archive
/// the app saves, judged against the feed itself.
@Suite struct FeedSectionsPropertyTests {
  /// The kinds of feed the generator must produce, each at least once.
  enum Kind: String, CaseIterable {
    case empty, status, photo, ad, carousel, carouselFirst, carouselLast, carouselsInARow, postsOnly
  }

  @Test func sectionsKeepEveryEntryInOrderAndSplitOnlyAtCarousels() throws {
    let seed = UInt64(ProcessInfo.processInfo.environment["BRICKS_PROPERTY_SEED"] ?? "") ?? 0xFEED
    var random = SeededGenerator(seed: seed)
    let pool = try bundledEntries()
    let carousels = pool.filter(\.isCarousel)
    let posts = pool.filter { !$0.isCarousel }
    var seen = Set<Kind>()
    for round in 0..<300 {
      let count = Int.random(in: 0...12, using: &random)
      let entries = (0..<count).map { _ in
        Int.random(in: 0..<4, using: &random) == 0
          ? carousels.randomElement(using: &random)! : posts.randomElement(using: &random)!
      }
      seen.formUnion(kinds(of: entries))
      let sections = FeedContent.sections(for: entries)
      let context = "seed \(seed), round \(round): \(entries.map(\.kind))"
      // Every entry, once, in order.
      #expect(sections.flatMap(\.entries) == entries, "\(context)")
      // No empty section; a carousel alone in its own; posts never split except by a carousel.
      for (index, section) in sections.enumerated() {
        #expect(!section.entries.isEmpty, "\(context)")
        if case .posts(_, let items) = section {
          #expect(!items.contains { $0.isCarousel }, "\(context)")
          if index > 0, case .posts = sections[index - 1] { Issue.record("two post sections in a row: \(context)") }
        }
      }
      #expect(Set(sections.map(\.id)).count == sections.count, "section identifiers are unique: \(context)")
      // The archive gives back the same feed.
      let archive = FeedArchive(savedAt: Date(timeIntervalSince1970: Double(round) * 3600), items: entries)
      #expect(try FeedArchive(json: JSON(parsing: archive.jsonData())) == archive, "\(context)")
    }
    #expect(seen == Set(Kind.allCases), "never generated: \(Set(Kind.allCases).subtracting(seen))")
  }

  func kinds(of entries: [FeedEntry]) -> Set<Kind> {
    var kinds = Set(entries.map { Kind(rawValue: $0.kind)! })
    if entries.isEmpty { kinds.insert(.empty) }
    if entries.first?.isCarousel == true { kinds.insert(.carouselFirst) }
    if entries.count > 1, entries.last?.isCarousel == true { kinds.insert(.carouselLast) }
    if zip(entries, entries.dropFirst()).contains(where: { $0.isCarousel && $1.isCarousel }) {
      kinds.insert(.carouselsInARow)
    }
    if !entries.isEmpty, !entries.contains(where: \.isCarousel) { kinds.insert(.postsOnly) }
    return kinds
  }
}

extension FeedEntry {
  var isCarousel: Bool {
    if case .carousel = self { return true }
    return false
  }

  var kind: String {
    switch self {
    case .status: "status"
    case .photo: "photo"
    case .ad: "ad"
    case .carousel: "carousel"
    }
  }
}

extension FeedContent.Section {
  var entries: [FeedEntry] {
    switch self {
    case .carousel(_, let carousel): [.carousel(carousel)]
    case .posts(_, let entries): entries
    }
  }
}
