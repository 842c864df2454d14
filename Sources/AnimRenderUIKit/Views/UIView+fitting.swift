import Foundation
import Geometry
import Layout
import Render

/// `systemLayoutSizeFitting`: the size the view's own constraints (those among it, its
/// subviews and their layout guides) give it when its width and height are pulled towards
/// the target at the fitting priorities, as UIKit's does. It is solved by an engine of its
/// own — the same engine as every layout, on a copy of the view's subtree — so the view's
/// hierarchy and its layout are untouched; constraints to views outside the subtree, and
/// the view's own autoresizing constraints, take no part (UIKit measures the view alone).
/// Stack views arrange, labels wrap at the width the layout gives them (the two-pass
/// pattern), and the text size is the hierarchy's.
///
/// The three usual targets: `UIView.layoutFittingCompressedSize` (the smallest size the
/// constraints allow), `UIView.layoutFittingExpandedSize` (the largest), or a size with
/// one axis at `.required` (a cell of a given width: its height).
extension UIView {
    /// As UIKit's: both axes at `.fittingSizeLevel` (50), as close to `targetSize` as the
    /// view's constraints allow.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel)
    }

    /// As UIKit's: the width pulled to `targetSize.width` at `h`, the height to
    /// `targetSize.height` at `v` (`.required` fixes that axis).
    public func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority h: UILayoutPriority,
                                        verticalFittingPriority v: UILayoutPriority) -> CGSize {
        let host = attachedHost
        guard let measurer = (host?.player.configuration.textMeasurer ?? (try? TextEngine.shared())) else { return .zero }
        var configuration = LayoutEngineConfiguration(
            screen: ScreenState(size: Size(1e6, 1e6)), textMeasurer: measurer,
            layoutDirection: host?.engine.configuration.layoutDirection ?? UIScreen.main.spec.layoutDirection,
            contentSizeCategory: host?.engine.configuration.contentSizeCategory ?? UIScreen.main.spec.contentSizeCategory,
            detectsAmbiguity: false)
        configuration.rootLayoutMargins = .zero
        configuration.viewRespectsSystemMinimumLayoutMargins = false
        let engine = LayoutEngine(configuration: configuration)
        engine.loadViewIfNeeded()
        // Private names: `fit0` is this view, its subviews follow in tree order; custom
        // layout guides are `fitN.gK`.
        let views = subtree
        var names: [ObjectIdentifier: String] = [:]
        for (i, view) in views.enumerated() {
            names[ObjectIdentifier(view)] = "fit\(i)"
            for (k, guide) in view.layoutGuides.enumerated() { names[ObjectIdentifier(guide)] = "fit\(i).g\(k + 1)" }
        }
        let name: (AnyObject) -> String? = { names[ObjectIdentifier($0)] }
        for view in views {
            let parent = view === self ? LayoutEngine.rootID : view.superview.flatMap(name) ?? LayoutEngine.rootID
            var spec = view.engineSpec(id: names[ObjectIdentifier(view)]!, parent: parent, index: nil, names: name)
            if view === self { spec.translatesAutoresizingMaskIntoConstraints = false; spec.frame = nil }
            try? engine.addView(spec)
        }
        func item(_ object: AnyObject?) -> ItemReference? {
            if let v = object as? UIView { return name(v).map { ItemReference(view: $0) } }
            guard let g = object as? UILayoutGuide, let owner = g.owningView, let ownerName = name(owner) else { return nil }
            switch g.kind {
            case .safeArea: return ItemReference(view: ownerName, guide: .safeArea)
            case .margins: return ItemReference(view: ownerName, guide: .margins)
            case .content: return ItemReference(view: ownerName, guide: .contentLayoutGuide)
            case .frame: return ItemReference(view: ownerName, guide: .frameLayoutGuide)
            case .custom: return name(g).map { ItemReference(view: $0) }
            }
        }
        for view in views {
            for c in view.heldConstraints where c.firstAttribute.layoutAttribute != nil {
                guard let first = item(c.firstItem) else { continue }
                let second = c.secondItem == nil || c.secondAttribute == .notAnAttribute ? nil : item(c.secondItem)
                if c.secondItem != nil, c.secondAttribute != .notAnAttribute, second == nil { continue }
                _ = try? engine.addConstraint(c.engineDescription(first: first, second: second, engine: engine),
                                              unnamedID: c.unnamedID(first: first, second: second))
            }
        }
        let fit = ItemReference(view: "fit0"), root = ItemReference(view: LayoutEngine.rootID)
        for d in [ConstraintDescription(firstItem: fit, firstAttribute: .left, secondItem: root, secondAttribute: .left),
                  ConstraintDescription(firstItem: fit, firstAttribute: .top, secondItem: root, secondAttribute: .top),
                  ConstraintDescription(firstItem: fit, firstAttribute: .width, constant: Self.fittingLength(targetSize.width),
                                        priority: h.layoutPriority),
                  ConstraintDescription(firstItem: fit, firstAttribute: .height, constant: Self.fittingLength(targetSize.height),
                                        priority: v.layoutPriority)] {
            _ = try? engine.addConstraint(d)
        }
        engine.layoutIfNeeded()
        return engine.layout(of: "fit0").map { CGSize($0.layoutRect.size) } ?? .zero
    }

    /// A target length the solver can take: not negative, not infinite (UIKit's
    /// `CGFloat.greatestFiniteMagnitude` as a target means "as large as it gets").
    private static func fittingLength(_ length: CGFloat) -> Double {
        guard length.isFinite else { return length > 0 ? layoutFittingExpandedSize.width.native : 0 }
        return min(max(0, length.native), 1e9)
    }
}
