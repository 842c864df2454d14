/// How one axis of an autoresizing mask turns into constraints.
///
/// UIKit documents that when several parts of an axis are flexible, "the default
/// behavior is to distribute the size difference proportionally among the flexible
/// portions": a part's share of any superview change is its length over the total
/// length of the flexible parts (equal shares when those are all zero). With nothing
/// flexible the frame stays put and the far margin absorbs the change, which is why
/// UIKit prints such a view as `h=--&`.
public struct AutoresizingPlan: Hashable {
    /// The frame's origin and size along the axis, at the superview size `base`.
    public var origin: Double
    public var size: Double
    public var base: Double
    public var originFraction: Double
    public var sizeFraction: Double
    /// UIKit's three-character notation (near margin, size, far margin): `-` fixed, `&` flexible.
    public var symbol: String

    public init(origin: Double, size: Double, base: Double, flexible: (near: Bool, size: Bool, far: Bool)) {
        self.origin = origin; self.size = size; self.base = base
        let flags = [flexible.near, flexible.size, flexible.far]
        guard flags.contains(true) else {
            originFraction = 0; sizeFraction = 0; symbol = "--&"
            return
        }
        let lengths = [origin, size, base - origin - size].map { max(0, $0) }
        let total = zip(flags, lengths).filter(\.0).map(\.1).reduce(0, +)
        let count = Double(flags.filter { $0 }.count)
        func share(_ i: Int) -> Double {
            guard flags[i] else { return 0 }
            return total > 0 ? lengths[i] / total : 1 / count
        }
        originFraction = share(0)
        sizeFraction = share(1)
        symbol = flags.map { $0 ? "&" : "-" }.joined()
    }

    /// The origin and size at the superview size `newBase`: each takes its share of the
    /// change (what the autoresizing constraints solve to; UIKit's `resizeSubviews` for a
    /// view no engine holds yet).
    public func resized(toBase newBase: Double) -> (origin: Double, size: Double) {
        (origin + originFraction * (newBase - base), size + sizeFraction * (newBase - base))
    }
}

extension ViewNode {
    /// How the view's mask resizes it along one axis.
    func autoresizingPlan(horizontal: Bool) -> AutoresizingPlan {
        let frame = spec.frame ?? .zero
        let mask = spec.autoresizingMask
        return horizontal
            ? AutoresizingPlan(origin: frame.minX, size: frame.width, base: autoresizingBaseSize.width,
                               flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                                          mask.contains(.flexibleRightMargin)))
            : AutoresizingPlan(origin: frame.minY, size: frame.height, base: autoresizingBaseSize.height,
                               flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                                          mask.contains(.flexibleBottomMargin)))
    }
}
