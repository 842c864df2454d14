import Geometry

/// The properties of a view that Core Animation interpolates between frames.
struct AnimatableState: Equatable {
    var center: Point
    var bounds: Rect
    var transform: AffineTransform
    var alpha: Double
    var backgroundColor: Color?
    var cornerRadius: Double
}
