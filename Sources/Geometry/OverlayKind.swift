/// The overlay layers a user can switch on (`render.overlays` in a timeline, `--overlays`
/// on the command line): the one list both the timeline parser and the renderer's
/// scene builder speak.
public enum OverlayKind: String, CaseIterable, Hashable, Sendable {
    /// Violations of every kind (in flight, broken), ambiguity, and the verdict badge.
    case violations
    /// Every active constraint the user wrote, as Xcode's view debugger draws them.
    case constraints
    /// Each animating view's frame before and after.
    case frames
    /// The parts of the screen outside the safe area.
    case safeArea
    /// View ids.
    case labels
    /// Optional constraints the layout leaves unsatisfied (off by default).
    case unsatisfied

    /// What a timeline without `render.overlays` gets.
    public static let defaults: [OverlayKind] = [.violations]
}
