import Foundation
import Geometry
import Layout
import Playback

/// One frame of a recording: what frames.json records for it (TIMELINE.md), as values.
public struct RecordedFrame: Sendable, Hashable {
    public var index: Int
    /// Seconds from the start: `index / fps`.
    public var time: TimeInterval
    /// Every view on screen by name (`root` included; see docs/swift-api.md for names),
    /// with its presentation geometry (what is on screen mid-animation).
    public var views: [String: RecordedView]
    /// Constraints the frame on screen breaks, in frames.json's order.
    public var violations: [RecordedViolation]
    /// The views whose layout is ambiguous, in tree order.
    public var ambiguous: [String]
    /// Optional constraints the layout leaves unsatisfied (they explain it), by name.
    public var unsatisfied: [String]
    /// True exactly when there are no violations and no ambiguity.
    public var conforms: Bool
    public var traits: UITraitCollection
    public var orientation: UIInterfaceOrientation
}

/// One view in one frame: its presentation values, superview coordinates.
public struct RecordedView: Sendable, Hashable {
    public var parent: String
    public var frame: CGRect
    public var bounds: CGRect
    public var center: CGPoint
    public var transform: CGAffineTransform
    public var alpha: CGFloat
    public var isHidden: Bool
}

/// A constraint the frame breaks: `inFlight` while an animation shows the view away from
/// its layout, `broken` when the engine broke it to recover from unsatisfiable ones.
public struct RecordedViolation: Sendable, Hashable {
    public typealias Kind = ConstraintViolation.Kind
    public var constraint: String
    public var kind: Kind
    /// By how much, in points (beyond what the solved layout itself breaks it by).
    public var amount: CGFloat
}

extension RecordedFrame {
    init(_ f: FrameState) {
        index = f.index
        time = f.time
        var views: [String: RecordedView] = [:]
        for v in f.views {
            views[v.id] = RecordedView(parent: v.parent, frame: CGRect(v.frame), bounds: CGRect(v.bounds), center: CGPoint(v.center),
                                       transform: CGAffineTransform(v.transform), alpha: CGFloat(v.alpha), isHidden: v.isHidden)
        }
        self.views = views
        violations = f.violations.map { v in
            RecordedViolation(constraint: v.constraint, kind: v.kind, amount: CGFloat(v.amount))
        }
        ambiguous = f.diagnostics.ambiguousViews
        unsatisfied = f.diagnostics.unsatisfied.map(\.name)
        conforms = f.violations.isEmpty && f.diagnostics.ambiguousViews.isEmpty
        traits = UITraitCollection(f.traits)
        orientation = InterfaceOrientation(rawValue: f.orientation) ?? .portrait
    }
}
