import Foundation
import Playback

/// `UIView.animateKeyframes` and `UIView.addKeyframe`, on the recording's clock.
///
/// The block runs at once; each `addKeyframe` in it runs its body at once too, and what the
/// body changes — properties set in it, frames a `layoutIfNeeded()` in it moves — becomes
/// one keyframe: during the part of the duration its relative start time and duration
/// name (fractions 0…1 of `duration`, so 0.5 of a 2 s animation is 1 s after it starts),
/// the value goes from what it was before the keyframe to what the keyframe set. The whole
/// animation has one timing curve (ease in, ease out unless the options carry
/// `AnimationOptions`' curve bits) applied to its time before the keyframes are looked up,
/// as Core Animation does. What the block changes outside every keyframe animates over
/// the whole duration. The same thing is written in a timeline as `animate.keyframes`
/// (docs/timeline-format.md, "Keyframe animations"); both give the same frames.
extension UIView {
    /// As UIKit's, on the recording's clock (see the extension). A negative or non-finite
    /// duration or delay is 0. Outside a recording: `AnimationWithoutDisplay`.
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                       options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                       completion: ((Bool) -> Void)? = nil) {
        func clamp(_ t: TimeInterval) -> Double { t.isFinite && t > 0 ? t : 0 }
        guard let host = UIScreen.main.recording else { return AnimationWithoutDisplay.run(animations, completion: completion) }
        let mode = options.calculationMode ?? .linear
        if options.calculationMode == nil {
            let names = [2: "calculationModePaced", 3: "calculationModeCubic", 4: "calculationModeCubicPaced"]
            let name = names[Int(options.calculationModeNumber)] ?? "calculation mode \(options.calculationModeNumber)"
            host.report(.notSimulated("UIView.animateKeyframes: \(name) is not simulated by animrender (played as "
                                      + "calculationModeLinear); use .calculationModeLinear or .calculationModeDiscrete"))
        }
        let spec = AnimationSpec(duration: clamp(duration), delay: clamp(delay), curve: .bezier(options.curve))
        host.animate(spec, keyframes: mode, animations, completion: completion)
    }

    /// As UIKit's: inside an `animateKeyframes` block, `animations` runs now and its changes
    /// become one keyframe (see the extension). The start time is clamped to 0…1 and the
    /// duration to what is left after it. Outside a keyframe block the changes are plain
    /// changes of whatever animation block is open (none: they take effect at once).
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: @escaping () -> Void) {
        guard let host = UIScreen.main.recording else { return animations() }
        host.addKeyframe(relativeStartTime: frameStartTime, relativeDuration: frameDuration, animations)
    }
}
