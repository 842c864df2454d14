import Geometry

extension Renderer {
    /// What a view's class draws inside its bounds (see `ViewContent`): each class's
    /// drawing is in its own file, in the control's coordinates.
    func draw(_ content: ViewContent, in bounds: Rect, ctx: CairoContext) {
        guard bounds.width > 0, bounds.height > 0 else { return }
        switch content {
        case .plain: return
        case .switch(let s): drawSwitch(s, in: bounds, ctx: ctx)
        }
    }
}
