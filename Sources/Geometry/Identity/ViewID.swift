/// A view's identity in the engine, the player and the frames: a timeline's view id,
/// the name a Swift view is given (its property's name, else its class and a number),
/// or one of the two built-in views. Layout guides have `LayoutGuideID`.
public struct ViewID: LayoutIdentity {
    public let name: String
    @inlinable public init(_ name: String) { self.name = name }

    /// The window: the top of every hierarchy.
    public static let window: ViewID = "window"
    /// The view controller's view, the window's one subview, which every declared view
    /// descends from by default.
    public static let root: ViewID = "root"
}
