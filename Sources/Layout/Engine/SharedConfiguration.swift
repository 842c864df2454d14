/// The engine's configuration, held once: the engine changes it (`LayoutEngine.configuration`,
/// through its setters for the screen, the traits and the root margins), and the concerns
/// that depend on a few of its values read them here as they stand — the store the traits
/// and the app's layout direction, the diagnostics the style, the pixel grid and whether
/// each pass looks for ambiguity, the layout pass the feedback loop threshold — so that
/// no concern keeps a copy that could fall out of step.
///
/// Promises: only the engine writes `current` (the concerns read it); one object per engine.
final class SharedConfiguration {
    var current: LayoutEngineConfiguration

    init(_ configuration: LayoutEngineConfiguration) { current = configuration }
}
