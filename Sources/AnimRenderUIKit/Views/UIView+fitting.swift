import Foundation
import Geometry
import Layout
import Render

/// `systemLayoutSizeFitting`: the size the view's own constraints (those among it and
/// its subviews) give it when its width and height are pulled towards the target at the
/// fitting priorities, solved by a private engine so the recording's layout is untouched.
/// Stack views arrange nothing there (their arrangement is named by the recording).
extension UIView {
    /// As UIKit's, at `fittingSizeLevel` both ways; solved by a private engine from the view's
    /// own constraints, where stack views arrange nothing.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel)
    }

    /// As UIKit's, solved by a private engine from the view's own constraints (those among it
    /// and its subviews); stack views arrange nothing there.
    public func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority h: UILayoutPriority,
                                        verticalFittingPriority v: UILayoutPriority) -> CGSize {
        guard let measurer = (attachedHost?.player.configuration.textMeasurer ?? (try? TextEngine.shared())) else { return .zero }
        let engine = LayoutEngine(configuration: LayoutEngineConfiguration(
            screen: ScreenState(size: Size(1e6, 1e6)), textMeasurer: measurer, detectsAmbiguity: false))
        engine.loadViewIfNeeded()
        // Private names: `fit0` is this view, its subviews follow in tree order.
        let views = subtree
        var names: [ObjectIdentifier: String] = [:]
        for (i, view) in views.enumerated() { names[ObjectIdentifier(view)] = "fit\(i)" }
        for view in views {
            let parent = view === self ? LayoutEngine.rootID : view.superview.flatMap { names[ObjectIdentifier($0)] } ?? LayoutEngine.rootID
            var spec = view.engineSpec(id: names[ObjectIdentifier(view)]!, parent: parent, index: nil)
            if view === self { spec.translatesAutoresizingMaskIntoConstraints = false; spec.frame = nil }
            try? engine.addView(spec)
        }
        func item(_ object: AnyObject?) -> ItemReference? {
            if let v = object as? UIView { return names[ObjectIdentifier(v)].map { ItemReference(view: $0) } }
            guard let g = object as? UILayoutGuide, let owner = g.owningView, let name = names[ObjectIdentifier(owner)] else { return nil }
            switch g.kind {
            case .safeArea: return ItemReference(view: name, guide: .safeArea)
            case .margins: return ItemReference(view: name, guide: .margins)
            case .custom: return nil
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
                  ConstraintDescription(firstItem: fit, firstAttribute: .width, constant: targetSize.width.native,
                                        priority: h.layoutPriority),
                  ConstraintDescription(firstItem: fit, firstAttribute: .height, constant: targetSize.height.native,
                                        priority: v.layoutPriority)] {
            _ = try? engine.addConstraint(d)
        }
        engine.layoutIfNeeded()
        return engine.layout(of: "fit0").map { CGSize($0.layoutRect.size) } ?? .zero
    }
}
