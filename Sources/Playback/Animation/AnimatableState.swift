import Geometry

/// The properties of a view that Core Animation interpolates between frames, and where
/// the view's alignment rect sits in its bounds: UIKit does not animate
/// `alignmentRectInsets` (a getter), but when a change of them moves the frame inside an
/// animation block, the rect Auto Layout placed rides along with the frame, so the insets
/// shown are interpolated with it and the alignment rect on screen stays where it was.
struct AnimatableState: Equatable {
    var center: Point
    var bounds: Rect
    var transform: AffineTransform
    var alpha: Double
    var backgroundColor: Color?
    var cornerRadius: Double
    var alignmentRectInsets: EdgeInsets = .zero
}

extension AnimatableState {
    /// `self` with every property whose value differs between `old` and `new` taken
    /// from `new`.
    func adopting(changesFrom old: AnimatableState, to new: AnimatableState) -> AnimatableState {
        var s = self
        func take<V: Equatable>(_ k: WritableKeyPath<AnimatableState, V>) { if old[keyPath: k] != new[keyPath: k] { s[keyPath: k] = new[keyPath: k] } }
        take(\.center); take(\.bounds); take(\.transform); take(\.alpha); take(\.backgroundColor); take(\.cornerRadius)
        take(\.alignmentRectInsets)
        return s
    }

    /// `self` with every property whose value is the same in `old` and `new` taken from
    /// `new`: what a block animates from, when only what it changed may animate.
    func adopting(unchangedFrom old: AnimatableState, to new: AnimatableState) -> AnimatableState {
        var s = self
        func take<V: Equatable>(_ k: WritableKeyPath<AnimatableState, V>) { if old[keyPath: k] == new[keyPath: k] { s[keyPath: k] = new[keyPath: k] } }
        take(\.center); take(\.bounds); take(\.transform); take(\.alpha); take(\.backgroundColor); take(\.cornerRadius)
        take(\.alignmentRectInsets)
        return s
    }
}
