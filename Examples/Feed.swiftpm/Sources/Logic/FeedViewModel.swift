import Bricks
import Foundation

/// The feed: what was saved last time shows at once, then the latest replaces it and is saved.
///
/// ```
/// restore: archive ──▶ entries shown (or a notice when the archive cannot be read)
/// reload:  idle ──▶ loading ──▶ idle (entries replaced, archive written) | failed (entries kept)
/// ```
@MainActor
final class FeedViewModel {
  enum Phase: Equatable {
    case idle, loading
    case failed(String)
  }

  private(set) var entries: [FeedEntry] = []
  private(set) var phase: Phase = .idle
  /// When the shown entries were loaded (from the archive or the loader).
  private(set) var loadedAt: Date?
  /// Something to tell the user that is not an error of the current load (an unreadable
  /// archive, a failed save, skipped items).
  private(set) var notice: String?
  var onChange: ((FeedContent) -> Void)?

  private let loader: any FeedLoading
  private let archiveURL: URL
  private let now: () -> Date

  init(loader: any FeedLoading, archiveURL: URL, now: @escaping () -> Date = Date.init) {
    self.loader = loader
    self.archiveURL = archiveURL
    self.now = now
  }

  var content: FeedContent {
    let status: ListStatus
    switch phase {
    case .idle: status = .idle
    case .loading: status = .loading
    case .failed(let message): status = .failed(message)
    }
    return FeedContent(sections: FeedContent.sections(for: entries), status: status, notice: notice)
  }

  /// Shows the saved feed, if there is one. A missing archive is the first launch; one that
  /// cannot be read (torn, corrupt, from another version) is reported and replaced by the next
  /// save, never half-shown.
  func restore() {
    guard FileManager.default.fileExists(atPath: archiveURL.path) else { return }
    do {
      let archive = try FeedArchive.read(from: archiveURL)
      entries = archive.items
      loadedAt = archive.savedAt
      notice = nil
    } catch {
      notice = "The saved feed could not be read (\(error)); showing the latest instead."
    }
    changed()
  }

  /// Loads the latest feed and saves it.
  func reload() async {
    guard phase != .loading else { return }
    phase = .loading
    changed()
    do {
      let page = try await loader.latest()
      entries = page.items
      loadedAt = now()
      notice = page.skipped.isEmpty ? nil : "\(page.skipped.count) item(s) of an unknown kind were left out."
      phase = .idle
      save()
    } catch {
      phase = .failed("\(error)")
    }
    changed()
  }

  private func save() {
    guard let loadedAt else { return }
    do {
      try FileManager.default.createDirectory(
        at: archiveURL.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FeedArchive(savedAt: loadedAt, items: entries).write(to: archiveURL)
    } catch {
      notice = "The feed could not be saved for next time (\(error))."
    }
  }

  private func changed() { onChange?(content) }
}

/// The feed's sections, in payload order: each carousel is a section of its own (scrolling
/// sideways), and the posts between carousels form one vertical section each. Section
/// identifiers are unique even when the payload repeats a carousel.
struct FeedContent: Equatable {
  enum Section: Equatable {
    case carousel(id: String, Carousel)
    case posts(id: String, [FeedEntry])

    var id: String {
      switch self {
      case .carousel(let id, _), .posts(let id, _): id
      }
    }
  }

  var sections: [Section]
  var status: ListStatus
  var notice: String?

  static func sections(for entries: [FeedEntry]) -> [Section] {
    var sections: [Section] = []
    var posts: [FeedEntry] = []
    func flush() {
      guard !posts.isEmpty else { return }
      sections.append(.posts(id: "posts-\(sections.count)", posts))
      posts = []
    }
    for entry in entries {
      if case .carousel(let carousel) = entry {
        flush()
        let id = "carousel-\(carousel.id)"
        sections.append(.carousel(id: sections.contains { $0.id == id } ? "\(id)-\(sections.count)" : id, carousel))
      } else {
        posts.append(entry)
      }
    }
    flush()
    return sections
  }
}
