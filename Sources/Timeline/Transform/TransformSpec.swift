#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Geometry

/// A view transform as the timeline writes it: scale, then rotation (degrees, clockwise
/// on screen since y points down), then translation, the order
/// `CGAffineTransform(translationX:y:).rotated(by:).scaledBy(x:y:)` applies them to points.
public struct TransformSpec: Hashable, Sendable {
    public var scale: Size
    public var rotationDegrees: Double
    public var translation: Point
    public init(scale: Size = Size(1, 1), rotationDegrees: Double = 0, translation: Point = .zero) {
        self.scale = scale; self.rotationDegrees = rotationDegrees; self.translation = translation
    }
    public static let identity = TransformSpec()

    public var affineTransform: AffineTransform {
        AffineTransform(scaleX: scale.width, y: scale.height)
            .concatenating(AffineTransform(rotationAngle: rotationDegrees * .pi / 180))
            .concatenating(AffineTransform(translationX: translation.x, y: translation.y))
    }
}
