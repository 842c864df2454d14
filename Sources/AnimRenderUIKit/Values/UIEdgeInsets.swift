import Foundation
import Geometry

/// UIKit's edge insets (safe area, layout margins, `inset(by:)`).
public struct UIEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top, left, bottom, right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
    public static let zero = UIEdgeInsets()
    public var description: String { "UIEdgeInsets(top: \(top), left: \(left), bottom: \(bottom), right: \(right))" }
}

extension UIEdgeInsets {
    init(_ e: EdgeInsets) { self.init(top: CGFloat(e.top), left: CGFloat(e.left), bottom: CGFloat(e.bottom), right: CGFloat(e.right)) }
    var edgeInsets: EdgeInsets { EdgeInsets(top: top.native, left: left.native, bottom: bottom.native, right: right.native) }
}

extension CGRect {
    /// The rectangle inset by `insets` (`UIEdgeInsetsInsetRect`).
    public func inset(by insets: UIEdgeInsets) -> CGRect { CGRect(rect.insetBy(insets.edgeInsets)) }
}

/// Insets that name leading and trailing, resolved by the layout direction.
public struct NSDirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top, leading, bottom, trailing: CGFloat
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
    public static let zero = NSDirectionalEdgeInsets()
    public var description: String {
        "NSDirectionalEdgeInsets(top: \(top), leading: \(leading), bottom: \(bottom), trailing: \(trailing))"
    }

    /// Left and right for a layout direction.
    func edgeInsets(rightToLeft: Bool) -> UIEdgeInsets {
        UIEdgeInsets(top: top, left: rightToLeft ? trailing : leading, bottom: bottom, right: rightToLeft ? leading : trailing)
    }
}

extension UIEdgeInsets {
    func directional(rightToLeft: Bool) -> NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: top, leading: rightToLeft ? right : left, bottom: bottom, trailing: rightToLeft ? left : right)
    }
}
