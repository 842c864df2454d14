import Foundation
import Layout

/// Content hugging and compression resistance, per axis (250 and 750 by default).
extension UIView {
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        UILayoutPriority(axis == .horizontal ? spec.hugging.horizontal : spec.hugging.vertical)
    }

    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        changeSpec {
            if axis == .horizontal { $0.hugging.horizontal = priority.layoutPriority } else { $0.hugging.vertical = priority.layoutPriority }
        }
    }

    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        UILayoutPriority(axis == .horizontal ? spec.compression.horizontal : spec.compression.vertical)
    }

    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        changeSpec {
            if axis == .horizontal { $0.compression.horizontal = priority.layoutPriority } else { $0.compression.vertical = priority.layoutPriority }
        }
    }
}
