/// Something a front end asked to happen at a time on the player's clock: a timeline
/// event's changes, a test script's `at(_:)` block. It runs with the clock at `time`
/// (so trace entries and animations start then), as one turn of the app's run loop.
struct ScheduledAction {
    var time: Double
    /// Ties in `time` run in the order they were scheduled.
    var sequence: Int
    var body: (Player) throws -> Void
}
