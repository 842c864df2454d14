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
        let fitting = FittingLayout(
            textMeasurer: measurer,
            layoutDirection: host?.player.traits.layoutDirection ?? UIScreen.main.spec.layoutDirection,
            contentSizeCategory: host?.player.traits.contentSizeCategory ?? UIScreen.main.spec.contentSizeCategory)
        let (views, constraints) = fittingSubtree()
        return CGSize(fitting.size(views: views, constraints: constraints,
                                   target: Size(targetSize.width.native, targetSize.height.native),
                                   horizontal: h.layoutPriority, vertical: v.layoutPriority))
    }

    /// This view and its subviews under private names (`fit0` is this view, its subviews
    /// follow in tree order; custom layout guides are `fitN.gK`), and the constraints they
    /// hold among themselves, as `FittingLayout` measures them.
    func fittingSubtree() -> (views: [ViewSpec], constraints: [FittingLayout.Constraint]) {
        let views = subtree
        var names: [ObjectIdentifier: ViewID] = [:]
        for (i, view) in views.enumerated() {
            names[ObjectIdentifier(view)] = ViewID("fit\(i)")
            for (k, guide) in view.layoutGuides.enumerated() { names[ObjectIdentifier(guide)] = ViewID("fit\(i).g\(k + 1)") }
        }
        let name: (AnyObject) -> ViewID? = { names[ObjectIdentifier($0)] }
        let specs = views.map { view in
            let parent = view === self ? ViewID.root : view.superview.flatMap(name) ?? ViewID.root
            return view.engineSpec(id: names[ObjectIdentifier(view)]!, parent: parent, index: nil, names: name)
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
        var constraints: [FittingLayout.Constraint] = []
        for view in views {
            for c in view.heldConstraints where c.firstAttribute.layoutAttribute != nil {
                guard let first = item(c.firstItem) else { continue }
                let second = c.secondItem == nil || c.secondAttribute == .notAnAttribute ? nil : item(c.secondItem)
                if c.secondItem != nil, c.secondAttribute != .notAnAttribute, second == nil { continue }
                constraints.append(FittingLayout.Constraint(c.engineDescription(first: first, second: second, isTaken: { _ in false }),
                                                            unnamedID: c.unnamedID(first: first, second: second)))
            }
        }
        return (specs, constraints)
    }
}
