/// The clock: scheduled actions run when their time comes (running `constraints`-style
/// constants first take their value for that time, and are laid out), then the runtime's
/// own due callbacks, the `constraints`-style constants take their value for the frame, one
/// display pass lays out what is dirty, and the frame is read off.
extension Player {
    /// Runs `action` when the clock reaches `time` (at the first frame at or after it;
    /// the clock reads `time` while it runs). Actions may issue any command, open
    /// animation blocks and schedule further actions.
    public func schedule(at time: Double, _ action: @escaping (Player) throws -> Void) {
        let a = ScheduledAction(time: time, sequence: nextSequence, body: action)
        nextSequence += 1
        let index = pending.firstIndex { ($0.time, $0.sequence) > (a.time, a.sequence) } ?? pending.count
        pending.insert(a, at: index)
    }

    /// Plays up to `t` and returns what frame `index` shows. An error thrown by an action
    /// stops playback and is rethrown.
    public func advance(to t: Double, index: Int) throws -> FrameState {
        precondition(t >= lastFrameTime, "frames are played in increasing time")
        lastFrameTime = t
        // Actions due by this frame (1e-9: `k / fps` may land a hair before an event's `at`).
        while let next = pending.first, next.time <= t + 1e-9 {
            pending.removeFirst()
            engine.diagnostics.time = next.time
            // A `constraints`-style animation is on screen at its value for the action's
            // time, not the last frame's: what the action animates from must not depend on
            // the fps the run samples at.
            if !constantAnimations.isEmpty || !scrollAnimations.isEmpty {
                stepConstantAnimations(at: next.time)
                stepScrollAnimations(at: next.time)
                engine.layoutIfNeeded()
            }
            try next.body(self)
        }
        engine.diagnostics.time = t
        runDueCallbacks(upTo: t)
        stepConstantAnimations(at: t)
        stepScrollAnimations(at: t)
        engine.layoutIfNeeded()
        return captureFrame(at: t, index: index)
    }

    func runDueCallbacks(upTo t: Double) {
        let due = dueCallbacks.enumerated().filter { $0.element.time <= t + 1e-9 }
        guard !due.isEmpty else { return }
        dueCallbacks = dueCallbacks.filter { $0.time > t + 1e-9 }
        let saved = engine.diagnostics.time
        for (_, c) in due.sorted(by: { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }) {
            engine.diagnostics.time = c.time
            send(c.callback)
        }
        engine.diagnostics.time = saved
    }

    /// `style: constraints`: each animated constant takes its value for `t`; the pass
    /// that follows re-solves the layout, so every frame conforms.
    func stepConstantAnimations(at t: Double) {
        guard !constantAnimations.isEmpty else { return }
        for (id, a) in constantAnimations { try? engine.store.setConstant(id, a.value(at: t)) }
        constantAnimations.removeAll { $0.animation.isFinished(at: t) }
    }
}
