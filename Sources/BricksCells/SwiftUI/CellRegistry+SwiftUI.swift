// Type-checked and tested on Linux by scripts/check-uikit.sh (see HostingCellContent.swift for
// the platforms).
#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI
import UIKit

@available(iOS 16.0, tvOS 16.0, *)
extension CellRegistry {
  /// Binds `model` to a SwiftUI view: dequeuing for a `model` value gives a
  /// ``SwiftUITableCell`` (`on: .table`) or ``SwiftUICollectionCell`` (`on: .collection`) whose
  /// `contentConfiguration` is a `UIHostingConfiguration` of `content(model)`.
  ///
  /// ```swift
  /// if #available(iOS 16, tvOS 16, *) {
  ///   try registry.register(Post.self, on: .table, margins: EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)) {
  ///     post in PostRow(post: post)
  ///   }
  /// } else {
  ///   try registry.register(PostCell.self, for: Post.self)   // the UIKit cell on iOS 15
  /// }
  /// ```
  /// iOS 16 and tvOS 16 and later only (`UIHostingConfiguration`): on iOS 15 the call does not
  /// compile outside `if #available`; bind a UIKit cell in the `else` branch. Every path of the
  /// registry works as with a UIKit cell: data sources, `cellProvider`, ``dequeueCell(for:at:on:)``,
  /// heights (`nil`: self-sizing, the automatic dimension). Each model type gets its own cell class
  /// and reuse identifier; registering `model` again replaces its content.
  /// - Parameters:
  ///   - model: The model type.
  ///   - kind: The host the cells are for: `.table` (a `UITableView`) or `.collection`.
  ///   - margins: Margins around the view; `nil` keeps the system's.
  ///   - background: The cell's background; `nil` keeps the system's.
  ///   - minimumWidth: The view's minimum width; `nil` keeps the system's.
  ///   - minimumHeight: The view's minimum height; `nil` keeps the system's (`0` lets a short row
  ///     shrink to its view).
  ///   - estimatedHeight: The self-sizing estimate (``estimatedHeight(for:in:)``); `nil` for none.
  ///   - content: The view for a model.
  /// - Throws: ``CellError`` `duplicateModel` when `model` is bound to another cell (a UIKit cell,
  ///   or the SwiftUI cell of the other host kind).
  public func register<Model, Content: View>(
    _ model: Model.Type, on kind: CellHostKind, margins: EdgeInsets? = nil, background: Color? = nil,
    minimumWidth: CGFloat? = nil, minimumHeight: CGFloat? = nil, estimatedHeight: CGFloat? = nil,
    @ViewBuilder content: @escaping @MainActor (Model) -> Content
  ) throws {
    try register(
      model, on: kind,
      HostingCellContent(
        margins: margins, background: background, minimumWidth: minimumWidth, minimumHeight: minimumHeight,
        content: content),
      estimatedHeight: estimatedHeight)
  }

  /// Binds `model` to `content` (a ``HostingCellContent``), as
  /// ``register(_:on:margins:background:minimumWidth:minimumHeight:estimatedHeight:content:)``.
  /// - Throws: ``CellError`` `duplicateModel` when `model` is bound to another cell.
  public func register<Model>(
    _ model: Model.Type, on kind: CellHostKind, _ content: HostingCellContent<Model>, estimatedHeight: CGFloat? = nil
  ) throws {
    switch kind {
    case .table:
      try register(SwiftUITableCell<Model>.self, for: model, estimatedHeight: estimatedHeight) { cell, model in
        cell.content = content
        cell.configure(with: model)
      }
    case .collection:
      try register(SwiftUICollectionCell<Model>.self, for: model, estimatedHeight: estimatedHeight) { cell, model in
        cell.content = content
        cell.configure(with: model)
      }
    }
  }
}
#endif
