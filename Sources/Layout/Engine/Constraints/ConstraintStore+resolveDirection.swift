import Cassowary
import Geometry

/// Right-to-left layout of constraints. Every view has an effective layout direction
/// (`ViewTree+resolveDirection`). A constraint that names leading or trailing is resolved in one direction: that of the
/// nearest common ancestor of its items (a view counts as its own ancestor), the view
/// that holds both and whose semantic attribute, UIKit documents, decides how its
/// subviews are laid out (`userInterfaceLayoutDirection(for:)`). UIKit does not document
/// this choice; it is the one that keeps a `forceLeftToRight` container's children left
/// to right while the container itself sits at the leading side of a right-to-left
/// superview, and a `forceRightToLeft` button (the image-on-the-right trick) where its
/// left-to-right superview pins it. Stack-generated constraints use the stack's direction.
extension ConstraintStore {
    /// The direction a constraint between these views is resolved in: their nearest
    /// common ancestor's.
    func constraintDirection(_ first: ViewID, _ second: ViewID?) -> LayoutDirection {
        guard let a = tree.nodes[first] else { return appDirection }
        guard let second, let b = tree.nodes[second] else { return a.layoutDirection }
        return commonAncestor(a, b)?.layoutDirection ?? appDirection
    }

    /// One side of a constraint as the constraint measures it: unchanged left to right (or
    /// when the constraint names neither leading nor trailing); mirrored and negated right
    /// to left (see `LayoutAttribute.mirroredForRightToLeft`). `make` builds the side for
    /// an attribute.
    func directed(_ attribute: LayoutAttribute, rightToLeft: Bool, _ make: (LayoutAttribute) -> Side) -> Side {
        guard rightToLeft, let mirrored = attribute.mirroredForRightToLeft else { return make(attribute) }
        var side = make(mirrored)
        side.sign = -1
        return side
    }
}
