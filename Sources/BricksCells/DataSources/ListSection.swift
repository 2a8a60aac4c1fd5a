/// One section of a list: its identity, its models, and optional header and footer models.
///
/// Models are of any type the registry binds to a cell; a section may mix types.
/// ```swift
/// ListSection(id: "today", header: Header(title: "Today"), items: [tweet1, ad, tweet2])
/// ```
/// A header or footer model is shown by the supplementary view bound to its type for
/// `.header`/`.footer`; a `String` header with no such view becomes the table's title.
///
/// In a diffable snapshot a section is identified by ``id``; without one, by its header when
/// the header is `Hashable` (a `String` title, say), else by its position. Give sections that
/// come, go or move an `id`: then a section inserted at the front leaves every other section
/// (and its rows) where it is, instead of re-identifying all of them. Sections with the same
/// identity are told apart by their order (``ListDataSource/sectionIdentifiers(for:)``).
public struct ListSection {
  /// The section's identity across updates; `nil` identifies it by its `Hashable` header, else
  /// by its position.
  public var id: AnyHashable?
  /// The header model, if any.
  public var header: Any?
  /// The models shown as cells, in order.
  public var items: [Any]
  /// The footer model, if any.
  public var footer: Any?

  /// Creates a section identified by its header (when `Hashable`) or its position.
  public init(header: Any? = nil, items: [Any], footer: Any? = nil) {
    self.header = header
    self.items = items
    self.footer = footer
  }

  /// Creates a section identified by `id`.
  public init(id: some Hashable, header: Any? = nil, items: [Any], footer: Any? = nil) {
    self.init(header: header, items: items, footer: footer)
    self.id = AnyHashable(id)
  }
}
