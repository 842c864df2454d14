import Geometry
import Layout

/// A view as described, before it is installed (as `ConstraintDescription` is for a
/// constraint): what the engine lays out and what is drawn. Front ends build these from
/// their own model (a timeline's view declaration, a `UIView`'s properties).
public struct ViewDescription: Hashable, Sendable {
    public var layout: ViewSpec
    public var appearance: ViewAppearance

    public init(layout: ViewSpec, appearance: ViewAppearance = ViewAppearance()) {
        self.layout = layout; self.appearance = appearance
    }

    public var id: ViewID { layout.id }
}
