import Foundation
import Playback

/// The timing of a `UIViewPropertyAnimator`, as UIKit's protocol names it: a Bézier curve
/// (`UICubicTimingParameters`) or a spring (`UISpringTimingParameters`). Only these two
/// are played: a type of your own that provides neither plays UIKit's default curve.
@preconcurrency @MainActor
public protocol UITimingCurveProvider: AnyObject {
    var cubicTimingParameters: UICubicTimingParameters? { get }
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// A cubic Bézier timing curve from (0, 0) to (1, 1), as UIKit's.
@preconcurrency @MainActor
public final class UICubicTimingParameters: UITimingCurveProvider {
    public let animationCurve: UIView.AnimationCurve
    public let controlPoint1: CGPoint
    public let controlPoint2: CGPoint

    /// UIKit's default curve (ease in, ease out).
    public convenience init() { self.init(animationCurve: .easeInOut) }

    /// One of UIKit's named curves, with its control points.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        let b = curve.bezier
        controlPoint1 = CGPoint(x: b.x1, y: b.y1)
        controlPoint2 = CGPoint(x: b.x2, y: b.y2)
    }

    /// A curve of your own; control points' x are clamped to 0…1 so that time runs forwards.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
    }

    public var cubicTimingParameters: UICubicTimingParameters? { self }
    public var springTimingParameters: UISpringTimingParameters? { nil }

    var bezier: CubicBezier {
        CubicBezier(min(1, max(0, controlPoint1.x.native)), controlPoint1.y.native,
                    min(1, max(0, controlPoint2.x.native)), controlPoint2.y.native)
    }
}

/// A spring timing, as UIKit's: either a damping ratio (the spring then lasts the
/// animator's duration, mapped as `UIView.animate(…usingSpringWithDamping:…)` maps it) or
/// a physical spring (mass, stiffness, damping), which lasts its own settling time — the
/// animator's duration is ignored, as UIKit ignores it.
///
/// Differs from UIKit: the engine moves every animated property along one progress curve,
/// so the initial velocity is one number: the vector's length, negative when its larger
/// component is negative (towards the start).
@preconcurrency @MainActor
public final class UISpringTimingParameters: UITimingCurveProvider {
    /// The spring's velocity at the start, in whole distances per second.
    public let initialVelocity: CGVector
    let dampingRatio: CGFloat?
    let physical: SpringCurve?

    /// Lasts the animator's duration, mapped as UIView's spring (the ratio clamped to 0.01…1).
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = ratio
        initialVelocity = velocity
        physical = nil
    }

    /// As `init(dampingRatio:initialVelocity:)` with no initial velocity.
    public convenience init(dampingRatio ratio: CGFloat) { self.init(dampingRatio: ratio, initialVelocity: .zero) }

    /// A mass on a spring, as CASpringAnimation models it (`mass` > 0; a mass, stiffness or
    /// damping that is not a positive finite number takes CASpringAnimation's default).
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        func positive(_ v: CGFloat, or fallback: Double) -> Double { v.isFinite && v > 0 ? v.native : fallback }
        dampingRatio = nil
        initialVelocity = velocity
        physical = SpringCurve(mass: positive(mass, or: 1), stiffness: positive(stiffness, or: 100),
                               damping: damping.isFinite && damping >= 0 ? damping.native : 10,
                               initialVelocity: Self.scalar(velocity))
    }

    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    public var springTimingParameters: UISpringTimingParameters? { self }

    /// The spring for an animator of `duration`, and how long it runs.
    func spring(duration: TimeInterval) -> (curve: SpringCurve, duration: TimeInterval) {
        if let physical { return (physical, physical.settlingDuration) }
        return (SpringCurve.uiView(dampingRatio: (dampingRatio ?? 1).native, initialVelocity: Self.scalar(initialVelocity),
                                   duration: duration), duration)
    }

    private static func scalar(_ v: CGVector) -> Double {
        guard v.dx.isFinite, v.dy.isFinite else { return 0 }
        let length = (v.dx * v.dx + v.dy * v.dy).squareRoot().native
        return (abs(v.dx) >= abs(v.dy) ? v.dx : v.dy) < 0 ? -length : length
    }
}
