import Geometry

/// `systemLayoutSizeFitting` for any front end: the size a subtree's own constraints give
/// its top view when its width and height are pulled towards a target at the fitting
/// priorities, solved in an engine of its own (the same engine as every layout), so the
/// hierarchy the views come from is untouched. This is how a self-sizing cell (a table row
/// at `automaticDimension`, a collection item at `automaticSize`) is measured: its
/// `contentView`'s constraints at the cell's width (`.required` horizontally,
/// `.fittingSizeLevel` vertically) or at an estimated size (`.fittingSizeLevel` both ways).
///
/// The views are given top first, each with the id it has in the measuring engine and its
/// parent's (the top's parent is ignored: it hangs under the engine's root); the top
/// view's autoresizing constraints take no part (UIKit measures the view alone), nor do
/// constraints to views outside the subtree (the caller leaves them out). Stack views
/// arrange, labels wrap at the width the layout gives them (the two-pass pattern).
public struct FittingLayout {
    public var textMeasurer: any TextMeasuring
    public var layoutDirection: LayoutDirection
    public var contentSizeCategory: ContentSizeCategory

    public init(textMeasurer: any TextMeasuring, layoutDirection: LayoutDirection, contentSizeCategory: ContentSizeCategory) {
        self.textMeasurer = textMeasurer
        self.layoutDirection = layoutDirection
        self.contentSizeCategory = contentSizeCategory
    }

    /// One constraint of the subtree, with the name the engine gives it when it has no id.
    public struct Constraint {
        public var description: ConstraintDescription
        public var unnamedID: LayoutConstraintID?
        public init(_ description: ConstraintDescription, unnamedID: LayoutConstraintID? = nil) {
            self.description = description; self.unnamedID = unnamedID
        }
    }

    /// The engine every measurement uses: a screen far larger than any cell, no root
    /// margins, no ambiguity search.
    public func makeEngine() -> LayoutEngine {
        var configuration = LayoutEngineConfiguration(
            screen: ScreenState(size: Size(1e6, 1e6)), textMeasurer: textMeasurer,
            layoutDirection: layoutDirection, contentSizeCategory: contentSizeCategory, detectsAmbiguity: false)
        configuration.rootLayoutMargins = .zero
        configuration.viewRespectsSystemMinimumLayoutMargins = false
        let engine = LayoutEngine(configuration: configuration)
        engine.loadViewIfNeeded()
        return engine
    }

    /// The top view's layout size when its width is pulled to `target.width` at
    /// `horizontal` and its height to `target.height` at `vertical` (`.required` fixes an
    /// axis). Views or constraints the engine refuses are left out, as UIKit's measurement
    /// ignores what it cannot use.
    public func size(views: [ViewSpec], constraints: [Constraint], target: Size,
                     horizontal: LayoutPriority, vertical: LayoutPriority) -> Size {
        guard let top = views.first else { return .zero }
        let engine = makeEngine()
        for (k, view) in views.enumerated() {
            var spec = view
            if k == 0 {
                spec.parent = ViewID.root
                spec.index = nil
                spec.translatesAutoresizingMaskIntoConstraints = false
                spec.frame = nil
            }
            try? engine.addView(spec)
        }
        for c in constraints {
            // UIKit allows one identifier on several constraints: the later ones are named as unnamed.
            var d = c.description
            if let id = d.id, engine.store.constraint(id) != nil { d.id = nil }
            _ = try? engine.store.addConstraint(d, unnamedID: c.unnamedID)
        }
        let fit = ItemReference(view: top.id), root = ItemReference(view: ViewID.root)
        for d in [ConstraintDescription(firstItem: fit, firstAttribute: .left, secondItem: root, secondAttribute: .left),
                  ConstraintDescription(firstItem: fit, firstAttribute: .top, secondItem: root, secondAttribute: .top),
                  ConstraintDescription(firstItem: fit, firstAttribute: .width, constant: Self.length(target.width),
                                        priority: horizontal),
                  ConstraintDescription(firstItem: fit, firstAttribute: .height, constant: Self.length(target.height),
                                        priority: vertical)] {
            _ = try? engine.store.addConstraint(d)
        }
        engine.layoutIfNeeded()
        return engine.tree.layout(of: top.id)?.layoutRect.size ?? .zero
    }

    /// UIKit's `layoutFittingExpandedSize` side: 10⁷ points.
    public static let expandedLength = 1e7

    /// A target length the solver can take: not negative, not infinite (UIKit's
    /// `CGFloat.greatestFiniteMagnitude` as a target means "as large as it gets").
    public static func length(_ length: Double) -> Double {
        guard length.isFinite else { return length > 0 ? expandedLength : 0 }
        return min(max(0, length), 1e9)
    }
}
