/// Linear interpolation between two values; `amount` 0 gives `self`, 1 gives `to`.
/// Springs overshoot, so `amount` may leave 0…1.
public protocol Interpolatable {
    func interpolate(to: Self, amount: Double) -> Self
}

extension Double: Interpolatable {
    public func interpolate(to: Double, amount: Double) -> Double { self + (to - self) * amount }
}
extension Point: Interpolatable {
    public func interpolate(to: Point, amount: Double) -> Point {
        Point(x.interpolate(to: to.x, amount: amount), y.interpolate(to: to.y, amount: amount))
    }
}
extension Size: Interpolatable {
    public func interpolate(to: Size, amount: Double) -> Size {
        Size(width.interpolate(to: to.width, amount: amount), height.interpolate(to: to.height, amount: amount))
    }
}
extension Rect: Interpolatable {
    public func interpolate(to: Rect, amount: Double) -> Rect {
        Rect(origin: origin.interpolate(to: to.origin, amount: amount), size: size.interpolate(to: to.size, amount: amount))
    }
}
extension EdgeInsets: Interpolatable {
    public func interpolate(to: EdgeInsets, amount: Double) -> EdgeInsets {
        EdgeInsets(top: top.interpolate(to: to.top, amount: amount), left: left.interpolate(to: to.left, amount: amount),
                   bottom: bottom.interpolate(to: to.bottom, amount: amount), right: right.interpolate(to: to.right, amount: amount))
    }
}
extension Color: Interpolatable {
    public func interpolate(to: Color, amount: Double) -> Color {
        Color(red: red.interpolate(to: to.red, amount: amount), green: green.interpolate(to: to.green, amount: amount),
              blue: blue.interpolate(to: to.blue, amount: amount), alpha: alpha.interpolate(to: to.alpha, amount: amount))
    }
}
