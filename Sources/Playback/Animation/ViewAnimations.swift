import Geometry

/// The running animations of one view, one slot per property: a new animation of a
/// property replaces the running one, starting from the current presentation value.
struct ViewAnimations {
    var center: PropertyAnimation<Point>?
    var bounds: PropertyAnimation<Rect>?
    var transform: PropertyAnimation<AffineTransform>?
    var alpha: PropertyAnimation<Double>?
    var backgroundColor: PropertyAnimation<Color>?
    var cornerRadius: PropertyAnimation<Double>?
    var alignmentRectInsets: PropertyAnimation<EdgeInsets>?

    var isEmpty: Bool {
        center == nil && bounds == nil && transform == nil && alpha == nil && backgroundColor == nil && cornerRadius == nil
            && alignmentRectInsets == nil
    }

    /// What the view shows at `t` over `model`.
    func presentation(of model: AnimatableState, at t: Double) -> AnimatableState {
        var s = model
        if let a = center { s.center = a.value(at: t) }
        if let a = bounds { s.bounds = a.value(at: t) }
        if let a = transform {
            s.transform = a.value(at: t) { $0.interpolatedByDecomposition(to: $1, amount: $2) }
        }
        if let a = alpha { s.alpha = a.value(at: t) }
        if let a = backgroundColor { s.backgroundColor = a.value(at: t) }
        if let a = cornerRadius { s.cornerRadius = a.value(at: t) }
        if let a = alignmentRectInsets { s.alignmentRectInsets = a.value(at: t) }
        return s
    }

    /// Starts animations for every property that differs between `from` and `to`;
    /// returns whether it started any.
    @discardableResult
    mutating func animate(from: AnimatableState, to: AnimatableState, start: Double, spec: AnimationSpec) -> Bool {
        var started = false
        func make<V: Equatable>(_ a: V, _ b: V) -> PropertyAnimation<V>? {
            guard a != b else { return nil }
            started = true
            return PropertyAnimation(from: a, to: b, start: start, spec: spec)
        }
        if let a = make(from.center, to.center) { center = a }
        if let a = make(from.bounds, to.bounds) { bounds = a }
        if let a = make(from.transform, to.transform) { transform = a }
        if let a = make(from.alpha, to.alpha) { alpha = a }
        // A clear background fades as the colour with zero alpha (CGColor interpolation).
        let fromColor = from.backgroundColor ?? (to.backgroundColor?.withAlpha(0))
        let toColor = to.backgroundColor ?? (from.backgroundColor?.withAlpha(0))
        if let f = fromColor, let g = toColor, let a = make(f, g) { backgroundColor = a }
        if let a = make(from.cornerRadius, to.cornerRadius) { cornerRadius = a }
        if let a = make(from.alignmentRectInsets, to.alignmentRectInsets) { alignmentRectInsets = a }
        return started
    }

    /// Drops finished animations, and those whose target is no longer the model value
    /// (the model changed without animation: the presentation jumps to it).
    mutating func prune(model: AnimatableState, at t: Double) {
        func keep<V: Equatable>(_ a: PropertyAnimation<V>?, _ m: V?) -> PropertyAnimation<V>? {
            guard let a, !a.isFinished(at: t), m == nil || a.to == m! else { return nil }
            return a
        }
        center = keep(center, model.center)
        bounds = keep(bounds, model.bounds)
        transform = keep(transform, model.transform)
        alpha = keep(alpha, model.alpha)
        backgroundColor = keep(backgroundColor, model.backgroundColor)
        cornerRadius = keep(cornerRadius, model.cornerRadius)
        alignmentRectInsets = keep(alignmentRectInsets, model.alignmentRectInsets)
    }

    /// Where the running geometry animations started (center, bounds), for the
    /// `frames` overlay; nil when neither center nor bounds is animating.
    func geometryOrigin(model: AnimatableState) -> (center: Point, bounds: Rect)? {
        guard center != nil || bounds != nil else { return nil }
        return (center?.from ?? model.center, bounds?.from ?? model.bounds)
    }
}
