import Playback

extension UIView {
    /// UIKit's built-in timing curves (`UIViewPropertyAnimator(duration:curve:)`); the raw
    /// values are those of the curve bits of `AnimationOptions` (`curveEaseIn` is 1 << 16).
    public enum AnimationCurve: Int, Sendable {
        case easeInOut = 0, easeIn, easeOut, linear

        /// Core Animation's timing function for the curve.
        var bezier: CubicBezier {
            switch self {
            case .easeInOut: return .easeInEaseOut
            case .easeIn: return .easeIn
            case .easeOut: return .easeOut
            case .linear: return .linear
            }
        }
    }
}
