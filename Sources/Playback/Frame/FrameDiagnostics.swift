/// What the engine's diagnosis adds to a frame beyond the in-flight `violations`: the
/// place for each kind of trouble a frame can show (ambiguity, unsatisfied optional
/// constraints, traits …) as the engine learns to report it, so overlays, frames.json
/// and the viewer read it from the frame like everything else.
public struct FrameDiagnostics: Hashable {
    /// The views whose layout is ambiguous after this frame's pass, in tree order
    /// (`hasAmbiguousLayout`).
    public var ambiguousViews: [String] = []
}
