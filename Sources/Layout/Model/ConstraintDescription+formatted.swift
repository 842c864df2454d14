import Geometry

extension ConstraintDescription {
    /// The canonical constraint string, as `ConstraintParser` reads it and as UIKit-style
    /// log lines print it: `card.top == root.safeArea.top + 20 @750`,
    /// `card.width == 0.5 * root.width - 10`, `card.height >= 44`.
    /// Multiplier 1, constant 0 (with a second item) and priority 1000 are left out;
    /// numbers print shortest (`20`, `12.5`). `id`, `isActive` and `source` are not part of it.
    public var formatted: String {
        var text = "\(firstItem).\(firstAttribute.rawValue) \(relation.rawValue) "
        if let secondItem {
            if multiplier != 1 { text += "\(multiplier.shortDescription) * " }
            text += "\(secondItem).\((secondAttribute ?? firstAttribute).rawValue)"
            if constant != 0 { text += constant < 0 ? " - \((-constant).shortDescription)" : " + \(constant.shortDescription)" }
        } else {
            text += constant.shortDescription
        }
        if priority != .required { text += " @\(priority.value.shortDescription)" }
        return text
    }
}
