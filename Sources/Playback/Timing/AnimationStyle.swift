/// How an animation block animates the layout changes made inside it.
public enum AnimationStyle: String, CaseIterable, Hashable, Sendable {
    /// `layoutIfNeeded` inside `UIView.animate`: frames interpolate from old to new.
    case frames
    /// Constants interpolate and layout is solved again at every frame.
    case constraints
}
