import BricksCells

/// The error Compose's container threw before it threw ``CellError`` as the cells layer does.
///
/// Every failure a container reports is a ``CellError`` with a stable ``CellError/code``
/// (`indexOutOfRange`, `duplicateIdentifier`, `wrongCellType`) and a message that names the fix;
/// `catch let error as ComposeError` keeps working through this alias.
@available(
  *, deprecated, renamed: "CellError", message: "Compose throws CellError, with a code, as the cells layer does"
)
public typealias ComposeError = CellError
