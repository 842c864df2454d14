import Geometry

/// UIKit's text conventions, shared by the descriptions of views and constraints:
/// deterministic fake addresses (`0x600000c04000 + 16 × serial`), rects, constants, multipliers
/// with six significant digits, and equations.
enum UIKitText {
    static func fakeAddress(_ serial: Int) -> String {
        "0x" + String(0x600000c04000 + 16 * serial, radix: 16)
    }

    /// UIKit's rect notation: `(0 0; 180 180)`.
    static func rectText(_ r: Rect) -> String {
        "(\(r.minX.shortDescription) \(r.minY.shortDescription); \(r.width.shortDescription) \(r.height.shortDescription))"
    }

    static func signedConstant(_ c: Double) -> String {
        c == 0 ? "" : (c < 0 ? " - " : " + ") + abs(c).shortDescription
    }

    /// UIKit prints a multiplier with six significant digits (`0.263158*row.width`).
    static func scaled(_ k: Double, _ term: String) -> String {
        guard k != 1 else { return term }
        guard k != 0, k.isFinite else { return k.shortDescription + "*" + term }
        guard let exponent = abs(k).log10Floor.checkedInteger() else { return k.shortDescription + "*" + term }
        let scale = Double.pow10(5 - exponent)
        return ((k * scale).rounded() / scale).shortDescription + "*" + term
    }

    /// `first.a RELATION multiplier*second.b + constant @priority` (no second: the constant).
    static func equation(_ first: String, _ a: LayoutAttribute, _ relation: LayoutRelation, _ second: String?,
                         _ b: LayoutAttribute?, multiplier: Double, constant: Double, priority: LayoutPriority) -> String {
        let lhs = "\(first).\(a.rawValue) \(relation.rawValue) "
        let tail = priority.isRequired ? "" : " @\(priority)"
        guard let second else { return lhs + constant.shortDescription + tail }
        return lhs + scaled(multiplier, "\(second).\((b ?? a).rawValue)") + signedConstant(constant) + tail
    }
}

extension Double {
    /// ⌊log₁₀ |x|⌋ for a finite non-zero x, without Foundation.
    var log10Floor: Double {
        var x = abs(self), e = 0.0
        while x >= 10 { x /= 10; e += 1 }
        while x < 1 { x *= 10; e -= 1 }
        return e
    }

    static func pow10(_ n: Int) -> Double {
        var r = 1.0
        for _ in 0..<abs(n) { r *= 10 }
        return n < 0 ? 1 / r : r
    }
}
