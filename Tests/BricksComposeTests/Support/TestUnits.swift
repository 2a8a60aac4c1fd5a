import BricksCells
import BricksCompose
import BricksTesting
import Foundation

/// A cell the recording host can create, remembering what it was configured with.
final class LabelCell: Reusable, HostInstantiable, PreparesForReuse {
  var text = ""
  var configureCount = 0
  var highlighted = false
  init() {}
  func prepareForReuse() { text = "" }
}

/// Another cell class, to check that units of different types get their own cells.
final class ImageCell: Reusable, HostInstantiable {
  var name = ""
  init() {}
}

/// A cell of the cells layer, configured from a model.
final class TweetCell: ConfigurableCell, HostInstantiable {
  var shown: Tweet?
  init() {}
  func configure(with model: Tweet) { shown = model }
}

struct Tweet: Identifiable, Equatable {
  var id: Int
  var text: String
}

/// A plain equatable unit showing a text in a ``LabelCell``.
struct TextUnit: ComposingUnit, Equatable {
  var identifier: String
  var text: String
  var height: LayoutDimension { .absolute(44) }
  init(_ identifier: String, _ text: String? = nil) {
    self.identifier = identifier
    self.text = text ?? identifier
  }
  func configure(_ cell: LabelCell) {
    cell.text = text
    cell.configureCount += 1
  }
}

/// Records what happens to it, to test the opt-in capabilities.
@MainActor
final class EventLog {
  var entries: [String] = []
}

struct TappableUnit: ComposingUnit, SelectableUnit, HighlightableUnit, DisplayingUnit, EndDisplayingUnit {
  var identifier: String
  let log: EventLog
  func configure(_ cell: LabelCell) { cell.text = identifier }
  func didSelect() { log.entries.append("select \(identifier)") }
  func didDeselect() { log.entries.append("deselect \(identifier)") }
  func didHighlight(_ cell: LabelCell) { cell.highlighted = true }
  func didUnhighlight(_ cell: LabelCell) { cell.highlighted = false }
  func willDisplay(_ cell: LabelCell) { log.entries.append("display \(identifier)") }
  func didEndDisplaying(_ cell: LabelCell) { log.entries.append("end \(identifier)") }
}

/// A collection host that can be taken out of its window.
final class WindowedHost: RecordingHost, WindowReporting {
  var isInWindow = true
  init() { super.init(kind: .collection, size: CGSize(width: 320, height: 480)) }
}

func ids(_ units: [AnyUnit]) -> [String] { units.map { "\($0.identifier.value.base)" } }
