import Geometry

/// One `addKeyframe` block as it touched one view: its relative timing and the view's
/// model values before and after the block ran.
struct KeyframeChange {
    var start: Double
    var duration: Double
    var before: AnimatableState
    var after: AnimatableState
}

extension ViewAnimations {
    /// Starts the keyframe animations of a closed `animateKeyframes` block: for every
    /// property some keyframe changed, a track from `from` (what was on screen when the
    /// block opened) through each keyframe's value; a property only the block's own body
    /// changed (outside every keyframe) animates over the whole duration as in
    /// `UIView.animate`. Where the model ends up elsewhere than the last keyframe (changed
    /// outside the keyframes after them), it jumps there at the end. Returns whether it
    /// started any animation.
    @discardableResult
    mutating func animateKeyframes(from: AnimatableState, to: AnimatableState, changes: [KeyframeChange],
                                   start: Double, spec: AnimationSpec, mode: KeyframeCalculationMode) -> Bool {
        var started = false
        func make<V: Equatable>(_ a: V, _ b: V, _ keyed: [(start: Double, duration: Double, before: V, after: V)]) -> PropertyAnimation<V>? {
            var keys: [KeyframeTrack<V>.Key] = []
            for c in keyed where c.before != c.after { keys.append(.init(start: c.start, duration: c.duration, value: c.after)) }
            if keys.isEmpty {
                guard a != b else { return nil }
                started = true
                return PropertyAnimation(from: a, to: b, start: start, spec: spec)
            }
            // Stable: keyframes that start together keep the order they were added in.
            keys = keys.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map(\.element)
            if keys.last?.value != b { keys.append(.init(start: 1, duration: 0, value: b)) }
            started = true
            return PropertyAnimation(from: a, to: b, start: start, spec: spec, keyframes: KeyframeTrack(keys: keys, mode: mode))
        }
        func make<V: Equatable>(_ k: KeyPath<AnimatableState, V>) -> PropertyAnimation<V>? {
            make(from[keyPath: k], to[keyPath: k], changes.map { ($0.start, $0.duration, $0.before[keyPath: k], $0.after[keyPath: k]) })
        }
        if let a = make(\.center) { center = a }
        if let a = make(\.bounds) { bounds = a }
        if let a = make(\.transform) { transform = a }
        if let a = make(\.alpha) { alpha = a }
        if let a = make(\.cornerRadius) { cornerRadius = a }
        if let a = make(\.alignmentRectInsets) { alignmentRectInsets = a }
        // A clear background fades as the colour with zero alpha (CGColor interpolation), as
        // in `animate(from:to:start:spec:)`: clear reads as the first colour the view has
        // anywhere in the block, with alpha 0.
        let anyColor = from.backgroundColor ?? changes.lazy.compactMap(\.after.backgroundColor).first ?? to.backgroundColor
        if let anyColor {
            func color(_ c: Color?) -> Color { c ?? anyColor.withAlpha(0) }
            let keyed = changes.map { ($0.start, $0.duration, color($0.before.backgroundColor), color($0.after.backgroundColor)) }
            if let a = make(color(from.backgroundColor), color(to.backgroundColor), keyed) { backgroundColor = a }
        }
        return started
    }
}
