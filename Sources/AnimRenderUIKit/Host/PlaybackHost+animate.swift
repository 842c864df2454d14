import Foundation
import Playback

/// `UIView.animate` on the player: the block's changes animate together; its completion
/// runs on the simulated clock when the block's animations end — at once (the next turn)
/// when the block changed nothing on screen, as UIKit does. `finished` is false when a
/// view the block animated left the window before the end (UIKit removes its
/// animations). A block inside an open one joins it (UIKit's default: nested blocks
/// inherit the outer duration and curve) and its completion runs with the outer one's.
extension PlaybackHost {
    /// `keyframes`: the calculation mode of a keyframe block (`UIView.animateKeyframes`),
    /// nil for `UIView.animate`.
    func animate(_ spec: AnimationSpec, keyframes: KeyframeCalculationMode? = nil, _ animations: () -> Void,
                 completion: ((Bool) -> Void)?) {
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
        let committed: CommittedAnimation?
        if let keyframes {
            committed = player.animateKeyframes(spec, calculationMode: keyframes) {
                animations()
                flush()
            }
        } else {
            committed = player.animate(spec) {
                animations()
                flush()
            }
        }
        let completions = (completion.map { [$0] } ?? []) + openBlockCompletions.removeLast()
        guard let committed, !completions.isEmpty else { return }
        let animated = committed.views
        let time = animated.isEmpty ? committed.start : committed.end
        schedule(at: time) { [weak self] in
            let finished = animated.allSatisfy { self?.player.view($0) != nil }
            for c in completions { c(finished) }
        }
    }

    /// The user changes the Dynamic Type text size now (the player re-measures and sends
    /// the trait change); what the change made the app's code add is installed after.
    func setContentSizeCategory(_ category: UIContentSizeCategory) {
        flush()
        player.setContentSizeCategory(category.geometry ?? .default)
        flush()
    }

    /// The user switches between light and dark now (the player resolves the colours anew
    /// and sends the trait change).
    func setUserInterfaceStyle(_ style: UIUserInterfaceStyle) {
        flush()
        player.setUserInterfaceStyle(style.geometry ?? .light)
        flush()
    }

    /// `UIView.addKeyframe`: `body` as one keyframe of the open keyframe block.
    func addKeyframe(relativeStartTime: Double, relativeDuration: Double, _ body: () -> Void) {
        flush()
        player.addKeyframe(relativeStartTime: relativeStartTime, relativeDuration: relativeDuration) {
            body()
            flush()
        }
    }

    func performWithoutAnimation(_ body: () -> Void) {
        flush()
        withoutAnimationDepth += 1
        defer { withoutAnimationDepth -= 1 }
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
