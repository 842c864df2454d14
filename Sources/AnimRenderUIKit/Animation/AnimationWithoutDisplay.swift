import Foundation

/// Animation blocks outside a recording. Nothing plays a clock there — no display, as in
/// a unit test whose views are in no window on screen — so what a block changes is set at
/// once: the model values a test reads right after the call are the end values, as UIKit's
/// model layer has them. The completion runs with `finished` true on the next turn of the
/// main run loop, as UIKit runs the completion of a block that has nothing to animate
/// (Apple: with a duration of 0 "this block is performed at the beginning of the next run
/// loop cycle"); a test waits for it with an expectation (`wait(for:timeout:)`,
/// `fulfillment(of:)`) or `RunLoop.main.run(until:)`.
@MainActor
enum AnimationWithoutDisplay {
    static func run(_ animations: () -> Void, completion: ((Bool) -> Void)?) {
        animations()
        if let completion { nextTurn { completion(true) } }
    }

    /// `body` on the next turn of the main run loop.
    static func nextTurn(_ body: @escaping () -> Void) {
        let deferred = Deferred(body: body)
        DispatchQueue.main.async { MainActor.assumeIsolated { deferred.body() } }
    }

    /// The main queue runs it on the main actor, where it was made.
    private struct Deferred: @unchecked Sendable { let body: () -> Void }
}
