import Foundation
import Playback

/// `UIView.animate` on the player: the block's changes animate together; its completion
/// runs on the simulated clock when the block's animations end — at once (the next turn)
/// when the block changed nothing on screen, as UIKit does. `finished` is false when a
/// view the block animated left the window before the end (UIKit removes its
/// animations). A block inside an open one joins it (UIKit's default: nested blocks
/// inherit the outer duration and curve) and its completion runs with the outer one's.
extension PlaybackHost {
    func animate(_ spec: AnimationSpec, _ animations: () -> Void, completion: ((Bool) -> Void)?) {
        flush()
        if !openBlockCompletions.isEmpty {
            animations()
            flush()
            if let completion { openBlockCompletions[openBlockCompletions.count - 1].append(completion) }
            return
        }
        if let enclosing = player.currentAnimation {
            // Inside the player's own block (a rotation's): it runs with that block.
            animations()
            flush()
            if let completion { schedule(at: player.now + enclosing.end) { completion(true) } }
            return
        }
        openBlockCompletions.append([])
        let committed = player.animate(spec) {
            animations()
            flush()
        }
        let completions = (completion.map { [$0] } ?? []) + openBlockCompletions.removeLast()
        guard let committed, !completions.isEmpty else { return }
        let animated = committed.views
        let time = animated.isEmpty ? committed.start : committed.end
        schedule(at: time) { [weak self] in
            let finished = animated.allSatisfy { self?.engine.spec(of: $0) != nil }
            for c in completions { c(finished) }
        }
    }

    func performWithoutAnimation(_ body: () -> Void) {
        flush()
        player.performWithoutAnimation {
            body()
            flush()
        }
    }

    /// Runs `body` as a turn of the run loop at `time` on the recording's clock.
    func schedule(at time: Double, _ body: @escaping @MainActor () -> Void) {
        latestScheduledTime = max(latestScheduledTime, time)
        player.schedule(at: time) { [weak self] _ in
            MainActor.assumeIsolated { self?.run(body) }
        }
    }
}
