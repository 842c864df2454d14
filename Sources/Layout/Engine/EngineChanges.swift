/// Counts every change to what a frame reads of the engine: a view's spec, place in the
/// tree, geometry, insets, measured content, flags and hooks; a constraint record added,
/// removed, activated, installed, broken or re-described; the configuration (screen,
/// traits). With the solution's own count and the passes run, it makes
/// `LayoutEngine.stateStamp`, so that a player can tell that nothing a frame shows has
/// changed since it last read one (see `Player.captureFrame`).
///
/// One counter per engine, shared with its nodes and records (which bump it from their
/// setters), so that no setter can forget it. It over-counts (a setter bumps it even when
/// the value is the same): a frame is then read again, never reused wrongly.
final class EngineChanges {
    private(set) var count = 0
    func note() { count &+= 1 }
}
