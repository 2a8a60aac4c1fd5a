@_spi(Testing) import BricksCells
import Foundation
import Testing

@Suite("Reuse identifiers and nib names")
@MainActor
struct ReusableTests {
  @Test("identifier is the module-qualified type name")
  func qualified() {
    #expect(TweetCell.reuseIdentifier == "BricksCellsTests.TweetCell")
  }

  @Test("nested types with the same short name get different identifiers")
  func nested() {
    #expect(Feed.Cell.reuseIdentifier == "BricksCellsTests.Feed.Cell")
    #expect(Profile.Cell.reuseIdentifier == "BricksCellsTests.Profile.Cell")
    #expect(String(describing: Feed.Cell.self) == String(describing: Profile.Cell.self))
  }

  @Test("generic specialisations get different identifiers")
  func generic() {
    #expect(GenericCell<Int>.reuseIdentifier == "BricksCellsTests.GenericCell<Swift.Int>")
    #expect(GenericCell<Tweet>.reuseIdentifier != GenericCell<Ad>.reuseIdentifier)
    #expect(
      GenericCell<[String: Int]>.reuseIdentifier
        == "BricksCellsTests.GenericCell<Swift.Dictionary<Swift.String,Swift.Int>>")
  }

  @Test("local types keep their context so two local types differ, without spaces")
  func local() {
    @MainActor final class Cell: ConfigurableCell { func configure(with model: Int) {} }
    let id = Cell.reuseIdentifier
    #expect(!id.contains(" "))
    #expect(!id.contains("("))
    #expect(id.hasPrefix("BricksCellsTests."))
    #expect(id.hasSuffix(".Cell"))
    #expect(id.contains("ctx_"))
  }

  @Test(
    "sanitizing replaces unknown contexts",
    arguments: [
      ("M.(unknown context at $564494e93858).Priv", "M.ctx_564494e93858.Priv"),
      ("M.Box<M.A, M.B>", "M.Box<M.A,M.B>"),
      ("M.Plain", "M.Plain"),
    ])
  func sanitize(raw: String, expected: String) {
    #expect(TypeName.sanitize(raw) == expected)
  }

  @Test("nib name is the short type name without generic arguments")
  func nibName() {
    #expect(NibTweetCell.nibName == "NibTweetCell")
    #expect(TypeName.short(Feed.Cell.self) == "Cell")
    #expect(TypeName.short(GenericCell<Int>.self) == "GenericCell")
  }

  @Test("nib bundle defaults to nil so the registry decides")
  func nibBundle() {
    #expect(NibTweetCell.nibBundle == nil)
  }

  @Test("an explicit identifier overrides the default")
  func override() {
    #expect(ImpostorCell.reuseIdentifier == TweetCell.reuseIdentifier)
  }
}
