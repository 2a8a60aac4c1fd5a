/// One section of a list: its models, and optional header and footer models.
///
/// Models are of any type the registry binds to a cell; a section may mix types.
/// ```swift
/// ListSection(header: Header(title: "Today"), items: [tweet1, ad, tweet2])
/// ```
/// A header or footer model is shown by the supplementary view bound to its type for
/// `.header`/`.footer`; a `String` header with no such view becomes the table's title.
public struct ListSection {
  /// The header model, if any.
  public var header: Any?
  /// The models shown as cells, in order.
  public var items: [Any]
  /// The footer model, if any.
  public var footer: Any?

  /// Creates a section.
  public init(header: Any? = nil, items: [Any], footer: Any? = nil) {
    self.header = header
    self.items = items
    self.footer = footer
  }
}
