import Foundation
import Geometry
import Layout
import Playback

/// One frame of a recording: what frames.json records for it (TIMELINE.md), as values.
public struct RecordedFrame: Sendable, Hashable {
    /// Its place in the recording, from 0 (frames.json's `index`).
    public var index: Int
    /// Seconds from the start: `index / fps`.
    public var time: TimeInterval
    /// Every view on screen by name (`root` included; see docs/swift-api.md for names),
    /// with its presentation geometry (what is on screen mid-animation).
    public var views: [ViewID: RecordedView]
    /// Constraints the frame on screen breaks, in frames.json's order.
    public var violations: [RecordedViolation]
    /// The views whose layout is ambiguous, in tree order.
    public var ambiguous: [ViewID]
    /// Optional constraints the layout leaves unsatisfied (they explain it), by name.
    public var unsatisfied: [String]
    /// True exactly when there are no violations and no ambiguity.
    public var conforms: Bool
    /// The traits in force (frames.json's `traits`).
    public var traits: UITraitCollection
    /// The interface orientation the frame is laid out in.
    public var orientation: UIInterfaceOrientation
}

/// One view in one frame: its presentation values, superview coordinates.
public struct RecordedView: Sendable, Hashable {
    /// The superview's name.
    public var parent: ViewID
    /// As `UIView.frame` would read from the presentation layer: in the superview.
    public var frame: CGRect
    /// Presentation bounds.
    public var bounds: CGRect
    /// Presentation centre, in the superview.
    public var center: CGPoint
    /// Presentation transform.
    public var transform: CGAffineTransform
    /// Presentation opacity.
    public var alpha: CGFloat
    /// Whether the view is hidden in this frame (a stack item hidden in an animation block
    /// stays visible until the animation ends, as in UIKit).
    public var isHidden: Bool
    /// The view's UIKit class when it has properties of its own (`"UISwitch"`, …; nil for
    /// UIView, UILabel, UIStackView), as frames.json's `class`.
    public var className: String?
    /// Whether the view is a `UIControl` (frames.json's `isControl`).
    public var isControl: Bool
    /// For a table or collection view cell, the row or item it shows in this frame
    /// (frames.json's `indexPath`); nil for other views and for a cell waiting for reuse.
    public var indexPath: IndexPath?
}

/// A constraint the frame breaks: `inFlight` while an animation shows the view away from
/// its layout, `displaced` when nothing animates but a view stands where layout did not
/// put it (its `frame` was set, or a stopped layout feedback loop left it), `broken` when
/// the engine broke it to recover from unsatisfiable ones, `system` when it is in flight
/// but the system's own (the root view's encapsulated layout during a rotation, an
/// autoresizing mask).
public struct RecordedViolation: Sendable, Hashable {
    /// The constraint's name (docs/swift-api.md, "Names in frames.json").
    public var constraint: LayoutConstraintID
    /// Why it is broken.
    public var kind: Kind
    /// By how much, in points (beyond what the solved layout itself breaks it by).
    public var amount: CGFloat
}

extension RecordedFrame {
    init(_ f: FrameState) {
        index = f.index
        time = f.time
        var views: [ViewID: RecordedView] = [:]
        for v in f.views {
            views[v.id] = RecordedView(parent: v.parent, frame: CGRect(v.frame), bounds: CGRect(v.bounds), center: CGPoint(v.center),
                                       transform: CGAffineTransform(v.transform), alpha: CGFloat(v.alpha), isHidden: v.isHidden,
                                       className: v.content.viewClass?.name, isControl: v.isControl,
                                       indexPath: v.content.indexPath.map { IndexPath($0) })
        }
        self.views = views
        violations = f.violations.map { v in
            RecordedViolation(constraint: v.constraint, kind: RecordedViolation.Kind(v.kind), amount: CGFloat(v.amount))
        }
        ambiguous = f.diagnostics.ambiguousViews
        unsatisfied = f.diagnostics.unsatisfied.map(\.name)
        conforms = f.violations.isEmpty && f.diagnostics.ambiguousViews.isEmpty
        traits = UITraitCollection(f.traits)
        orientation = UIInterfaceOrientation(f.orientation)
    }
}
