import Geometry

/// What UIKit refuses in a view's properties, checked before the view joins or changes.
extension ViewSpec {
    /// Content priorities must be valid layout priorities (1…1000), as UIKit asserts; a
    /// stack's configuration must mean something (`StackConfiguration.validate(of:)`).
    func validate() throws {
        let priorities = [("contentHuggingPriority.horizontal", hugging.horizontal),
                          ("contentHuggingPriority.vertical", hugging.vertical),
                          ("contentCompressionResistancePriority.horizontal", compression.horizontal),
                          ("contentCompressionResistancePriority.vertical", compression.vertical)]
        for (name, p) in priorities where !(1...1000).contains(p.value) {
            throw LayoutError.invalidViewProperty(view: id, reason: "\(name) \(p) is outside 1…1000")
        }
        if let stack { try stack.validate(of: id) }
    }
}
