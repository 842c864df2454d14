import Geometry
import Layout

/// View commands: add, remove and change views (layout properties go to the engine,
/// which invalidates what UIKit would; appearance is kept here).
extension Player {
    /// `addSubview`: the view goes under `layout.parent` at `layout.index` (front when nil).
    /// `generatedBefore`: see `LayoutEngine.addView(_:generatedBefore:)`.
    public func addView(_ view: ViewDescription, generatedBefore: LayoutConstraintID? = nil) throws {
        try engine.addView(view.layout, generatedBefore: generatedBefore)
        appearances[view.id] = view.appearance
    }

    /// `removeFromSuperview`: the view, its subviews and every constraint that mentions
    /// them go; so do their running animations.
    public func removeView(_ id: ViewID) throws {
        let before = Set(engine.tree.viewIDs)
        try engine.removeView(id)
        let after = Set(engine.tree.viewIDs)
        let removed = before.subtracting(after)
        for gone in removed {
            appearances[gone] = nil
            animations[gone] = nil
        }
        scrollAnimations.removeAll { removed.contains($0.id) }
        scrollActivity.removeAll { removed.contains($0.id) }
    }

    /// Sets view properties: `change` edits the view's description (its layout spec and
    /// appearance). Inside an animation block, alpha, background colour and corner radius
    /// animate when the block closes; layout changes animate with the block's layout pass.
    public func updateView(_ id: ViewID, _ change: (inout ViewDescription) -> Void) throws {
        guard let spec = engine.tree.spec(of: id) else { throw LayoutError.unknownView(id, context: "updateView") }
        var view = ViewDescription(layout: spec, appearance: appearances[id] ?? ViewAppearance())
        change(&view)
        try engine.updateView(id) { $0 = view.layout }
        appearances[id] = view.appearance
        if view.layout.isHidden != spec.isHidden { visibilityChanged(id, hidden: view.layout.isHidden) }
    }

    /// The current description of a view (root and window included), nil if unknown.
    public func view(_ id: ViewID) -> ViewDescription? {
        engine.tree.spec(of: id).map { ViewDescription(layout: $0, appearance: appearances[id] ?? ViewAppearance()) }
    }

    /// `view.frame = frame`. A view that translates its autoresizing mask takes the frame
    /// for good (its autoresizing constraints follow); a view laid out by constraints moves
    /// at once and its superview's next `layoutSubviews` puts it back (traced as a
    /// warning, with the fix). Inside an animation block the move animates.
    public func setFrame(_ id: ViewID, _ frame: Rect) throws {
        try engine.setFrame(id, frame)
    }
}
