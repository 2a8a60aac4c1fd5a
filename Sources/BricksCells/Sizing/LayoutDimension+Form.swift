import Foundation

extension LayoutDimension {
  /// The kinds of unit a compositional layout expresses directly; everything else is resolved.
  public enum Form: Hashable, Sendable {
    /// ``LayoutDimension/absolute(_:)``, in points.
    case absolute(CGFloat)
    /// ``LayoutDimension/fractionalWidth(_:)``, of a column.
    case fractionalWidth(CGFloat)
    /// ``LayoutDimension/automatic(estimated:)``, with its estimate.
    case automatic(estimated: CGFloat)
    /// Any other unit (fractions of the height, container-relative, custom): resolve it.
    case resolved
  }

  /// Which ``Form`` this unit has.
  public var form: Form {
    switch storage {
    case .absolute(let points): .absolute(points)
    case .fraction(let f, .width): .fractionalWidth(f)
    case .automatic(let estimated): .automatic(estimated: estimated)
    default: .resolved
    }
  }
}
