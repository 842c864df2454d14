import Geometry

extension ViewLayoutHooks {
    /// The container that restores its child's center (`layout.keepCenterOf`; objc.io's
    /// "Advanced Auto Layout Toolbox" in the seeds): `super.layoutSubviews()`, then the
    /// child's center goes back to where the first layout put it, so a transform on the
    /// child scales or turns it about a fixed point whatever its constraints pin. Each
    /// value made by this function remembers its own first center.
    public static func keepingCenter(of child: ViewID) -> ViewLayoutHooks {
        final class FirstCenter { var point: Point? }
        let first = FirstCenter()
        return ViewLayoutHooks(name: "keepCenterOf \(child)", layoutSubviews: { call in
            call.callSuper()
            let context = call.context
            guard context.superview(of: child) == call.view, let center = context.layout(of: child)?.center else { return }
            if let kept = first.point { try? context.setCenter(kept, of: child) } else { first.point = center }
        })
    }
}
