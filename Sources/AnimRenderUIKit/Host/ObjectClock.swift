/// The order the app made its views and constraints in, and activated its constraints in:
/// one clock, one tick per event. UIKit's objects exist from their creation, so frames.json
/// lists constraints in the order they were made, as the command line lists a timeline's
/// (views first, then constraints, in the file's order): a constraint made in `viewDidLoad`
/// and first activated later takes its place among those made before and after it, and keeps
/// it when deactivated and activated again; a view's generated constraints (intrinsic size,
/// autoresizing mask) are listed where the view was made. Constraints activated before their
/// views have a window reach the engine in the order they were activated. See
/// docs/swift-api.md.
///
/// Why one clock for the app and not one per hierarchy or recording: objects are made before
/// they belong to any — a controller's views in its `init`, its constraints in
/// `viewDidLoad`, a detached subtree that joins a window later — and when they meet, their
/// order is the order they were made in. Only the order of two ticks is ever read, and only
/// between objects of one hierarchy, so a tick reaches no output: two hierarchies or two
/// recordings side by side write what each writes alone (`SideBySideTests`). It is the main
/// actor's, as UIKit's objects are.
@MainActor
enum ObjectClock {
    private static var ticks = 0

    /// The next tick: later than every tick given before.
    static func tick() -> Int {
        ticks += 1
        return ticks
    }
}
