import Geometry
import Layout

/// Everything one frame shows and measures: what frames.json records and what the
/// scene builder draws, which reads nothing else. Produced by `Player.advance(to:)`; a
/// pure value, measured on that frame's own state (its constraints, guides and
/// presentation), never on the engine's later state.
public struct FrameState: Equatable {
    public var index: Int
    public var time: Double
    /// The interface orientation (frames.json writes its UIInterfaceOrientation name).
    public var orientation: InterfaceOrientation
    /// The window's bounds.
    public var windowBounds: Rect
    /// The root view's safe-area insets.
    public var safeArea: EdgeInsets
    /// Root and the declared views, in tree order (pre-order, back to front).
    public var views: [ViewFrame]
    /// What the frame on screen breaks: first the active constraints it breaks by more
    /// than the model does (`inFlight`, `displaced`, or `system` for the constraints the
    /// system owns and animates), then the required constraints the engine broke
    /// to recover from an unsatisfiable set and that are still active (`broken`, with
    /// their error on screen), each in creation order.
    public var violations: [ConstraintViolation]
    /// Measured on this frame, in creation order: the active constraints the user wrote
    /// (what the `constraints` overlay draws), then the generated constraints this frame
    /// reports trouble with (so the `violations` and `unsatisfied` overlays can draw them).
    public var constraints: [FrameConstraint]
    /// Every other kind of trouble the engine reports for this frame.
    public var diagnostics: FrameDiagnostics
    /// How far the viewer sees the window turned (radians, clockwise): the device's turn
    /// under legacy rotation, the catching-up interface during a modern rotation.
    public var viewerRotation: Double
    /// How far the physical device is turned from portrait (radians, clockwise as the
    /// viewer sees it): the device outline's angle.
    public var deviceRotation: Double
    /// The trait collection in force (the window's): size classes, layout direction,
    /// content size category.
    public var traits: TraitCollection

    /// True exactly when nothing is wrong: no violation of either kind, no ambiguity.
    public var conforms: Bool { violations.isEmpty && diagnostics.ambiguous.isEmpty }

    /// The view with this id, if the frame shows it.
    public func view(_ id: ViewID) -> ViewFrame? { views.first { $0.id == id } }

    /// Whether `other` shows exactly what this frame shows, at another moment: every value
    /// equal but `index` and `time`. A timeline at rest plays such frames one after another,
    /// and what is measured or written of one holds for the next.
    public func showsTheSame(as other: FrameState) -> Bool {
        var other = other
        other.index = index
        other.time = time
        return other == self
    }

    /// The constraint with this id, if the frame measured it.
    public func constraint(_ id: LayoutConstraintID) -> FrameConstraint? { constraints.first { $0.id == id } }
}
