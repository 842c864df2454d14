/// A view's own `UILayoutGuide` (`addLayoutGuide(_:)`), as named in
/// `ViewSpec.layoutGuides`. Guides share the views' namespace, since a constraint item
/// names one thing: `ViewID(guide:)` is the item a constraint names for it.
public struct LayoutGuideID: LayoutIdentity {
    public let name: String
    @inlinable public init(_ name: String) { self.name = name }
}

extension ViewID {
    /// The constraint item that names `guide` (guides and views share one namespace).
    @inlinable public init(guide: LayoutGuideID) { self.init(guide.name) }
}
