import Geometry

/// What the system draws over an app's screen (`render.systemUI`): the status bar, the
/// sensor housing (a notch or the Dynamic Island) and the home indicator. Measured by the
/// caller; the renderer only paints the shapes, after the views and before the overlays,
/// so content under the system's drawing is visibly covered while diagnostics stay on top.
///
/// Each layer has its own coordinates — the interface's for the status bar and the home
/// indicator (they turn with the interface), the portrait device's for the housing (it
/// turns with the hardware) — and the transform that puts them on the screen.
public struct SystemChrome: Hashable, Sendable {
    public var layers: [Layer]
    public init(layers: [Layer]) { self.layers = layers }

    /// Shapes in one coordinate space.
    public struct Layer: Hashable, Sendable {
        /// Layer points → screen points (the scene's coordinates).
        public var transform: AffineTransform
        /// Drawing is clipped to this rect, in layer coordinates (the glass), when set.
        public var clip: Rect?
        public var shapes: [Shape]
        public init(transform: AffineTransform, clip: Rect? = nil, shapes: [Shape]) {
            self.transform = transform; self.clip = clip; self.shapes = shapes
        }
    }

    /// One thing to paint, in its layer's points.
    public enum Shape: Hashable, Sendable {
        /// A rectangle with circular corners (clamped to half the shorter side).
        case fill(Rect, cornerRadius: Double, color: Color)
        /// The same, stroked inside its edge by `width`.
        case outline(Rect, cornerRadius: Double, width: Double, color: Color)
        /// An arc of a circle, stroked `width` wide with round ends; angles in radians,
        /// clockwise from the positive x axis (y points down).
        case arc(center: Point, radius: Double, from: Double, to: Double, width: Double, color: Color)
        /// One line of text, vertically centred on `at`, which is its left end, middle or
        /// right end as `alignment` says (`natural` is left).
        case text(String, font: FontDescriptor, color: Color, at: Point, alignment: TextAlignment)
    }
}
