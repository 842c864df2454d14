import Foundation
import Geometry

// The UIKit facade's values are CoreGraphics' (CGFloat fields); the engine's are the
// Geometry module's (Double). These are the only crossings between the two.

extension CGPoint {
    init(_ p: Point) { self.init(x: p.x, y: p.y) }
    var point: Point { Point(x.native, y.native) }
}

extension CGSize {
    init(_ s: Size) { self.init(width: s.width, height: s.height) }
    var size: Size { Size(width.native, height.native) }
}

extension CGRect {
    init(_ r: Rect) { self.init(x: r.minX, y: r.minY, width: r.width, height: r.height) }
    var rect: Rect { Rect(origin.x.native, origin.y.native, size.width.native, size.height.native) }
}
