import Geometry

/// A view-controller callback of an interface rotation or a trait change, in UIKit's
/// words. The player records each in the trace (`message`) when UIKit would send it, and
/// hands it to the `rotationObserver`.
public enum RotationCallback: Hashable, Sendable {
    /// `willTransition(to:with:)` (UIContentContainer): the traits are about to change
    /// from the first collection to the second, before `viewWillTransition(to:with:)`.
    case willTransitionTraits(from: TraitCollection, to: TraitCollection)
    /// `traitCollectionDidChange(_:)`: the traits changed from the first collection to
    /// the second; inside a rotation's animation, before its layout pass.
    case traitCollectionDidChange(from: TraitCollection, to: TraitCollection)
    /// `viewWillTransition(to:with:)`, before the rotation's layout pass (modern).
    case viewWillTransition(to: Size)
    /// The transition coordinator's completion, when the rotation animation ends (modern).
    case transitionCompletion
    /// `willRotate(to:duration:)`, before the layout pass (legacy).
    case willRotate(to: InterfaceOrientation, duration: Double)
    /// `willAnimateRotation(to:duration:)`, inside the animation after its layout (legacy).
    case willAnimateRotation(to: InterfaceOrientation, duration: Double)
    /// `didRotate(from:)`, when the rotation animation ends (legacy).
    case didRotate(from: InterfaceOrientation)

    /// The trace line.
    public var message: String {
        switch self {
        case .willTransitionTraits(let old, let new):
            return "willTransition(to: UITraitCollection(\(new.changes(from: old).joined(separator: ", "))), with: coordinator)"
        case .traitCollectionDidChange(let old, let new):
            // The argument is the previous collection: the changed traits' old values.
            return "traitCollectionDidChange(UITraitCollection(\(old.changes(from: new).joined(separator: ", "))))"
        case .viewWillTransition(let size):
            return "viewWillTransition(to: (\(size.width.shortDescription), \(size.height.shortDescription)), with: coordinator)"
        case .transitionCompletion:
            return "viewWillTransition(to:with:) completion"
        case .willRotate(let o, let d): return "willRotate(to: .\(o.rawValue), duration: \(Self.seconds(d)))"
        case .willAnimateRotation(let o, let d): return "willAnimateRotation(to: .\(o.rawValue), duration: \(Self.seconds(d)))"
        case .didRotate(let o): return "didRotate(from: .\(o.rawValue))"
        }
    }

    /// Seconds to the millisecond in their shortest form (`0.3`, `1`).
    static func seconds(_ d: Double) -> String {
        var v = (d * 1000).rounded() / 1000
        if v == 0 { v = 0 }   // folds -0
        return v.shortDescription
    }
}
