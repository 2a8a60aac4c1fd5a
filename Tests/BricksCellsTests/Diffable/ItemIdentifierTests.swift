import Testing

@testable import BricksCells

@Suite("ItemIdentifier")
struct ItemIdentifierTests {
  struct Post: Identifiable, Hashable { var id: Int }
  struct Ad: Identifiable, Hashable { var id: Int }
  struct Story: Identifiable, Hashable { var id: String }
  struct Token: Hashable { var value: Int }

  @Test("an Int identifier is held inline, any other type boxed")
  func storage() {
    var kinds: [String] = []
    for id in [ItemIdentifier(Post.self, 1), ItemIdentifier(Story.self, "1"), ItemIdentifier(Post.self, Int64(1))] {
      switch id.storage {
      case .int: kinds.append("int")
      case .boxed: kinds.append("boxed")
      }
    }
    #expect(kinds == ["int", "boxed", "boxed"])
    #expect(MemoryLayout<ItemIdentifier>.stride == 24)  // a type, and a word with its tag
  }

  @Test("Int identifiers of one type never share a hash; equal identifiers always do")
  func intHashes() {
    let hashes = Set((-500..<500).map { ItemIdentifier(Post.self, $0).hashCode })
    #expect(hashes.count == 1000)
    #expect(ItemIdentifier(Post.self, 42).hashCode == ItemIdentifier(Post.self, AnyHashable(42)).hashCode)
    #expect(ItemIdentifier(Story.self, "x").hashCode == ItemIdentifier(Story.self, "x").hashCode)
  }

  @Test("one type and one identifier are one item, whichever way the identifier was made")
  func equalAcrossPaths() {
    let direct = ItemIdentifier(Post.self, 7)
    let erased = ItemIdentifier(Post.self, AnyHashable(7))
    var makers = ItemIdentifierMakers()
    let made = makers.identifier(of: Post(id: 7))
    #expect(direct == erased && direct == made)
    #expect(direct.hashValue == erased.hashValue && direct.hashValue == made?.hashValue)
    #expect(Set([direct, erased, made]).count == 1)
    #expect(direct.value == AnyHashable(7))
    #expect(direct.description == "Post(7)")
  }

  @Test("another type with the same identifier value is another item")
  func typeQualified() {
    #expect(ItemIdentifier(Post.self, 1) != ItemIdentifier(Ad.self, 1))
    var makers = ItemIdentifierMakers()
    #expect(makers.identifier(of: Post(id: 1)) != makers.identifier(of: Ad(id: 1)))
    #expect(makers.identifier(of: Post(id: 1)) == makers.identifier(of: Post(id: 1)))
    #expect(makers.identifier(of: Post(id: 1)) != makers.identifier(of: Post(id: 2)))
  }

  @Test("an Int and an Int64 of one value are two identifiers; boxed values compare by ==")
  func identifierTypesStayDistinct() {
    #expect(ItemIdentifier(Post.self, 1) != ItemIdentifier(Post.self, Int64(1)))
    #expect(ItemIdentifier(Post.self, Int64(1)) != ItemIdentifier(Post.self, 1))
    #expect(ItemIdentifier(Story.self, "a") == ItemIdentifier(Story.self, "a"))
    #expect(ItemIdentifier(Story.self, "a") != ItemIdentifier(Story.self, "b"))
    #expect(ItemIdentifier(Story.self, "a").value == AnyHashable("a"))
  }

  @Test("a Hashable model without an identity, and a bare Int model, are their own identifiers")
  func hashableModels() {
    var makers = ItemIdentifierMakers()
    #expect(makers.identifier(of: Token(value: 3)) == ItemIdentifier(Token.self, Token(value: 3)))
    #expect(makers.identifier(of: 5) == ItemIdentifier(Int.self, 5))
    #expect(makers.identifier(of: 5) != ItemIdentifier(Post.self, 5))
    struct Opaque {}
    #expect(makers.identifier(of: Opaque()) == nil)
  }
}
