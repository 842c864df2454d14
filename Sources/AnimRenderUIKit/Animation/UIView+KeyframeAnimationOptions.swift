import Foundation
import Playback

extension UIView {
    /// UIKit's keyframe animation options, bit for bit. The calculation mode (bits 10–12)
    /// chooses how values go from keyframe to keyframe: `calculationModeLinear` (the
    /// default) and `calculationModeDiscrete` are played; `paced`, `cubic` and
    /// `cubicPaced` are not simulated — a block using one plays as linear and `record`
    /// throws `UIKitError.notSimulated` naming it. The rest are accepted as in
    /// `AnimationOptions`. UIKit has no curve options here, but honours
    /// `AnimationOptions`' curve bits (16–19) passed in the raw value — so does this:
    /// `KeyframeAnimationOptions(rawValue: AnimationOptions.curveLinear.rawValue)`; without
    /// them the whole animation eases in and out, as UIKit's does.
    public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Accepted; a layout pass run inside a keyframe is animated whether or not it is set.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: AnimationOptions.layoutSubviews.rawValue)
        /// Accepted; there are no touches in a recording.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: AnimationOptions.allowUserInteraction.rawValue)
        /// Always in effect here: a new animation of a property starts from what is on screen.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: AnimationOptions.beginFromCurrentState.rawValue)
        /// Accepted, not played: the animation runs once.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: AnimationOptions.repeat.rawValue)
        /// Accepted, not played.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: AnimationOptions.autoreverse.rawValue)
        /// Accepted, not honoured: a nested block joins the outer one.
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: AnimationOptions.overrideInheritedDuration.rawValue)
        /// Accepted, not honoured: a nested block joins the outer one.
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: AnimationOptions.overrideInheritedOptions.rawValue)

        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Not simulated (see the type).
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// Not simulated (see the type).
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// Not simulated (see the type).
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        /// The calculation mode bits, by UIKit's numbering (0 linear … 4 cubicPaced).
        var calculationModeNumber: UInt { (rawValue >> 10) & 0x7 }

        /// The played mode, nil for one that is not simulated.
        var calculationMode: KeyframeCalculationMode? {
            switch calculationModeNumber {
            case 0: return .linear
            case 1: return .discrete
            default: return nil
            }
        }

        /// The curve of the whole animation: the curve bits of `AnimationOptions`, if any.
        var curve: CubicBezier { AnimationOptions(rawValue: rawValue & (0xF << 16)).curve }
    }
}
