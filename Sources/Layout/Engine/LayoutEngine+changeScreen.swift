import Geometry

/// Rotation mechanics. `modern`: the window takes the new size and the root view (by
/// its flexible-size mask) follows; safe-area insets change. `legacy`: the window stays
/// portrait; the root view gets the interface size as bounds and a ±90° (or 180°)
/// transform, and its frame still covers the portrait window. The player calls its own
/// rotation callbacks around this (see `record`).
extension LayoutEngine {
    public func setScreen(_ screen: ScreenState) {
        let oldTraits = traits
        configuration.screen = screen
        guard let window = tree.nodes[ViewID.window], let root = tree.nodes[ViewID.root] else {
            fatalError("the window and the root view always exist")
        }
        let size = configuration.windowSize
        window.layoutRect = Rect(origin: .zero, size: size)
        window.bounds = window.layoutRect
        window.center = Point(size.width / 2, size.height / 2)
        window.safeAreaInsets = screen.safeAreaInsets
        window.needsLayout = true
        root.spec.frame = Rect(origin: .zero, size: screen.size)
        root.autoresizingBaseSize = size
        root.spec.transform = configuration.rootTransform
        root.safeAreaInsets = root.withAdditionalSafeArea(screen.safeAreaInsets)
        root.needsLayout = true
        cycle.engineDirty = true
        store.syncGeneratedConstraints(of: root)
        traitsDidChange(from: oldTraits)
    }

    /// The root view's safe-area insets (in its own coordinates).
    public var rootSafeAreaInsets: EdgeInsets { tree.nodes[ViewID.root]?.safeAreaInsets ?? .zero }
}
