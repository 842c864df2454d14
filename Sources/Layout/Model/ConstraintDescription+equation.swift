extension ConstraintDescription {
    /// The equation as UIKit's constraint description prints it, `card.top == root.top + 20
    /// @750` (no priority when required), for tools that list constraints (frames.json).
    public var equation: String {
        UIKitText.equation("\(firstItem)", firstAttribute, relation, secondItem.map { "\($0)" }, secondAttribute,
                              multiplier: multiplier, constant: constant, priority: priority)
    }
}
