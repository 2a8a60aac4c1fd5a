import BricksCells
import Foundation

/// Checks that `registry` binds a cell to each of `modelTypes` (and, with `host`, that the host
/// has each one registered); returns the failure message, or nil.
///
/// ```swift
/// #expect(verifyRegistered(registry, for: [Tweet.self, Ad.self]) == nil)
/// ```
/// The message has one line per model type without a cell, with the fix:
/// `no cell registered for model Ad; register one with registry.register(AdCell.self, for: Ad.self)`.
/// - Parameters:
///   - registry: The registry under test.
///   - modelTypes: Every model type the screen shows.
///   - host: A host (a ``RecordingHost``) that must also have each cell registered, after
///     `registry.registerAll(on: host)` or a data source's setup; nil to check the registry only.
@MainActor
public func verifyRegistered(_ registry: CellRegistry, for modelTypes: [Any.Type], on host: RecordingHost? = nil)
  -> String?
{
  var lines: [String] = []
  for modelType in modelTypes {
    do {
      let identifier = try registry.reuseIdentifier(for: modelType)
      if let host, !host.registeredCellIdentifiers.contains(identifier) {
        let cell = registry.cellType(for: modelType).map { TypeName.short($0) } ?? "its cell"
        lines.append(
          "\(cell) (for model \(TypeName.short(modelType))) is bound in the registry but not registered on the host "
            + "under '\(identifier)'; call registry.registerAll(on: host) or dequeue through the registry")
      }
    } catch {
      lines.append("\(error)")
    }
  }
  return lines.isEmpty ? nil : lines.joined(separator: "\n")
}

/// Checks that `registry` binds `modelType` to exactly `cell`; returns the failure message, or nil.
///
/// ```swift
/// #expect(verifyRegistered(registry, TweetCell.self, for: Tweet.self) == nil)
/// ```
/// - Parameters:
///   - registry: The registry under test.
///   - cell: The cell type the model must be bound to.
///   - modelType: The model type; defaults to the cell's `Model`.
@MainActor
public func verifyRegistered<C: ConfigurableCell>(
  _ registry: CellRegistry, _ cell: C.Type, for modelType: Any.Type = C.Model.self
) -> String? {
  guard let bound = registry.cellType(for: modelType) else {
    do {
      _ = try registry.reuseIdentifier(for: modelType)
    } catch {
      return "\(error)"
    }
    return "no cell registered for model \(TypeName.short(modelType))"
  }
  if bound == C.self { return nil }
  return "model \(TypeName.short(modelType)) is bound to \(TypeName.short(bound)), expected \(TypeName.short(C.self))"
}

/// Asserts that `registry` binds a cell to each of `modelTypes` (and, with `host`, that the
/// host has each one registered).
///
/// ```swift
/// @Test @MainActor func registersEveryRow() throws {
///   let registry = try FeedScreen.makeRegistry()
///   assertRegistered(registry, for: [Tweet.self, Ad.self])
/// }
/// ```
/// On failure it records, at the caller's location, one line per missing model with the fix
/// (`registry.register(AdCell.self, for: Ad.self)`).
@MainActor
public func assertRegistered(
  _ registry: CellRegistry, for modelTypes: [Any.Type], on host: RecordingHost? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  report(
    verifyRegistered(registry, for: modelTypes, on: host), fileID: fileID, filePath: filePath, line: line,
    column: column)
}

/// Asserts that `registry` binds `modelType` to exactly `cell`.
///
/// ```swift
/// assertRegistered(registry, TweetCell.self, for: Tweet.self)
/// ```
@MainActor
public func assertRegistered<C: ConfigurableCell>(
  _ registry: CellRegistry, _ cell: C.Type, for modelType: Any.Type = C.Model.self,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  report(
    verifyRegistered(registry, cell, for: modelType), fileID: fileID, filePath: filePath, line: line, column: column)
}
