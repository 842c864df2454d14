/// The order the app made its views and constraints in, one count for both. UIKit's
/// objects exist from their creation, so frames.json lists constraints in this order, as
/// the command line lists a timeline's (views first, then constraints, in the file's
/// order): a constraint made in `viewDidLoad` and first activated later takes its place
/// among those made before and after it, and keeps it when deactivated and activated
/// again; a view's generated constraints (intrinsic size, autoresizing mask) are listed
/// where the view was made. See docs/swift-api.md.
@MainActor
enum CreationOrder {
    private static var count = 0

    /// The next place: larger than every place given before.
    static func next() -> Int {
        count += 1
        return count
    }
}
