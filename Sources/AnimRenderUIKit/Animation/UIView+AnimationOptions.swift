import Foundation
import Playback

extension UIView {
    /// UIKit's animation options, bit for bit. The curve options choose the timing curve;
    /// `beginFromCurrentState` is always in effect (a new animation of a property starts
    /// from what is on screen, as iOS 8's additive animations look); `repeat`,
    /// `autoreverse` and the transition options are accepted and not played (see
    /// docs/swift-api.md); the rest concern touches and drawing.
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Accepted; a layout pass run inside the block is animated whether or not it is set.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Accepted; there are no touches in a recording.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Always in effect here: a new animation of a property starts from what is on screen.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Accepted, not played: the animation runs once.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Accepted, not played.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Accepted, not honoured: a nested block joins the outer one.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Accepted, not honoured: a nested block joins the outer one.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Accepted; there is no drawing to animate in a recording.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Accepted, not played (transitions are not played).
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Accepted, not honoured: a nested block joins the outer one.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// Accepted, not played: the block's changes animate as without it.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// Accepted, not played: the block's changes animate as without it.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// Accepted, not played: the block's changes animate as without it.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// Accepted, not played: the block's changes animate as without it.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// Accepted, not played: the block's changes animate as without it.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// Accepted, not played: the block's changes animate as without it.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// Accepted, not played: the block's changes animate as without it.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// The Bézier timing the curve bits name (UIKit's default: ease in, ease out).
        var curve: CubicBezier { (AnimationCurve(rawValue: Int((rawValue >> 16) & 0x3)) ?? .easeInOut).bezier }
    }
}
