import BricksCells
import Testing
import UIKit

/// The stand-in raises what UIKit raises (recorded in `_standInFailures` with UIKit's message),
/// so that an adapter breaking one of UIKit's rules fails a test here. One test per exception.
@Suite("The UIKit stand-in raises what UIKit raises")
@MainActor
struct StandInRulesTests {
  init() { installStandInFactories() }

  func makeCollection() -> (UICollectionView, UICollectionViewDiffableDataSource<Int, Int>) {
    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
    collection.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
    let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection) { view, path, _ in
      view.dequeueReusableCell(withReuseIdentifier: "photo", for: path)
    }
    keptAlive.append(dataSource)
    return (collection, dataSource)
  }

  func makeTable() -> (UITableView, UITableViewDiffableDataSource<Int, Int>) {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    table.register(TweetCell.self, forCellReuseIdentifier: "tweet")
    let dataSource = UITableViewDiffableDataSource<Int, Int>(tableView: table) { view, path, _ in
      view.dequeueReusableCell(withIdentifier: "tweet", for: path)
    }
    keptAlive.append(dataSource)
    return (table, dataSource)
  }

  @Test("duplicate section identifiers in a snapshot raise, in the snapshot and in the view it is applied to")
  func duplicateSections() {
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0, 1])
    snapshot.appendSections([1])
    #expect(snapshot.sectionIdentifiers == [0, 1])
    #expect(
      snapshot._standInFailures == [
        "Fatal: supplied section identifiers are not unique. Duplicate identifiers: [\"1\"]"
      ])
    let (collection, dataSource) = makeCollection()
    dataSource.apply(snapshot, animatingDifferences: false)
    #expect(collection._standInFailures == snapshot._standInFailures)
  }

  @Test("duplicate item identifiers in a snapshot raise, across sections too")
  func duplicateItems() {
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0, 1])
    snapshot.appendItems([1, 2], toSection: 0)
    snapshot.appendItems([2], toSection: 1)
    #expect(snapshot.itemIdentifiers == [1, 2])
    #expect(
      snapshot._standInFailures == ["Fatal: supplied item identifiers are not unique. Duplicate identifiers: [\"2\"]"])
    let (table, dataSource) = makeTable()
    dataSource.apply(snapshot, animatingDifferences: true)
    #expect(table._standInFailures == snapshot._standInFailures)
  }

  @Test("items appended to a snapshot with no section raise")
  func itemsWithoutSection() {
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendItems([1])
    #expect(snapshot.itemIdentifiers.isEmpty)
    #expect(
      snapshot._standInFailures == ["There are currently no sections in the data source. Please add a section first."])
    var missing = NSDiffableDataSourceSnapshot<Int, Int>()
    missing.appendSections([0])
    missing.appendItems([1], toSection: 7)
    #expect(missing._standInFailures.count == 1)
  }

  @Test("reconfiguring, reloading or deleting an identifier not in the snapshot raises")
  func missingIdentifiers() {
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems([1, 2])
    snapshot.reconfigureItems([1, 9])
    snapshot.reloadItems([8])
    snapshot.deleteItems([2, 7])
    snapshot.reloadSections([0, 6])
    #expect(
      snapshot._standInFailures == [
        "Attempted to reconfigure item identifier that does not exist in the snapshot: 9",
        "Attempted to reload item identifier that does not exist in the snapshot: 8",
        "Attempted to delete item identifier that does not exist in the snapshot: 7",
        "Attempted to reload section identifier that does not exist in the snapshot: 6",
      ])
    #expect(snapshot.itemIdentifiers == [1])
    #expect(snapshot._standInReconfigured == [1])
  }

  @Test("a cell registration created inside a cell request raises when dequeued; one made up front does not")
  func registrationInsideRequest() {
    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
    let upFront = UICollectionView.CellRegistration<PhotoCell, Photo> { cell, _, photo in cell.photo = photo }
    var insideEachRequest = false
    let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection) { view, path, id in
      if insideEachRequest {
        let made = UICollectionView.CellRegistration<PhotoCell, Photo> { cell, _, photo in cell.photo = photo }
        return view.dequeueConfiguredReusableCell(using: made, for: path, item: Photo(id: id))
      }
      return view.dequeueConfiguredReusableCell(using: upFront, for: path, item: Photo(id: id))
    }
    keptAlive.append(dataSource)
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems([1, 2])
    dataSource.apply(snapshot, animatingDifferences: false)
    collection._standInLayout()
    #expect(collection._standInFailures.isEmpty)
    insideEachRequest = true
    _ = collection._standInRequestCell(at: IndexPath(item: 0, section: 0))
    #expect(collection._standInFailures.count == 1)
    #expect(
      collection._standInFailures.first?.hasPrefix(
        "Attempted to dequeue a cell using a registration that was created inside -collectionView:cellForItemAtIndexPath: or inside a UICollectionViewDiffableDataSource cell provider."
      ) == true)
  }

  @Test("batch updates, reloadData and inserts on a collection view driven by a diffable data source raise")
  func collectionMutationsRaise() {
    let (collection, dataSource) = makeCollection()
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems([1])
    dataSource.apply(snapshot, animatingDifferences: false)
    #expect(collection._standInFailures.isEmpty)
    collection.performBatchUpdates({})
    collection.reloadData()
    collection.insertItems(at: [IndexPath(item: 1, section: 0)])
    #expect(collection._standInFailures.count == 3)
    #expect(
      collection._standInFailures.allSatisfy {
        $0.hasPrefix(
          "UICollectionView must be updated via the UICollectionViewDiffableDataSource APIs when acting as the UICollectionView's dataSource: please do not call mutation APIs directly on UICollectionView."
        )
      })
    #expect(collection.numberOfItems(inSection: 0) == 1)  // nothing changed
  }

  @Test("batch updates, reloadData and row deletes on a table driven by a diffable data source raise")
  func tableMutationsRaise() {
    let (table, dataSource) = makeTable()
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems([1])
    dataSource.applySnapshotUsingReloadData(snapshot)
    table.performBatchUpdates({})
    table.reloadData()
    table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    #expect(table._standInFailures.count == 3)
    #expect(
      table._standInFailures.allSatisfy {
        $0.hasPrefix(
          "UITableView must be updated via the UITableViewDiffableDataSource APIs when acting as the UITableView's dataSource"
        )
      })
    #expect(table.numberOfRows(inSection: 0) == 1)
  }

  @Test("an apply off the main queue raises")
  func applyOffMain() {
    let (collection, dataSource) = makeCollection()
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    dataSource.apply(snapshot, animatingDifferences: false)
    #expect(collection._standInFailures.isEmpty)
    // Called from a thread of its own, as code that escaped the main actor unsafely would.
    let apply: @MainActor () -> Void = { dataSource.apply(snapshot, animatingDifferences: false) }
    let escaped = unsafeBitCast(apply, to: (@Sendable () -> Void).self)
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      escaped()
      done.signal()
    }
    thread.start()
    done.wait()
    #expect(collection._standInFailures.count == 1)
    #expect(collection._standInFailures.first?.hasPrefix("apply called off the main queue") == true)
  }

  @Test("an apply's completion runs when the animations end, in order, never inside apply")
  func completionsLater() {
    let (collection, dataSource) = makeCollection()
    var order: [Int] = []
    for n in 1...3 {
      var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
      snapshot.appendSections([0])
      snapshot.appendItems(Array(0..<n))
      dataSource.apply(snapshot, animatingDifferences: n != 2) { order.append(n) }
      #expect(collection.numberOfItems(inSection: 0) == n)  // the view shows it at once
    }
    #expect(order.isEmpty)
    #expect(collection._standInPendingCompletions == 3)
    collection._standInFinishAnimations()
    #expect(order == [1, 2, 3])
    #expect(dataSource.snapshot().itemIdentifiers == [0, 1, 2])
    #expect(dataSource.itemIdentifier(for: IndexPath(item: 2, section: 0)) == 2)
  }
}
