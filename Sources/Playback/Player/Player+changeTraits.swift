import Geometry
import Layout

/// Trait changes that are not rotations.
extension Player {
    /// The traits in force now.
    public var traits: TraitCollection { engine.traits }

    /// The user changed the Dynamic Type text size: labels with a text-style font are
    /// re-measured, `traitCollectionDidChange(_:)` is sent, and the next layout pass (the
    /// block's, inside an animation block) lays them out anew.
    public func setContentSizeCategory(_ category: ContentSizeCategory) {
        let before = traits
        engine.setContentSizeCategory(category)
        guard traits != before else {
            engine.record(.note, "contentSizeCategory \(category.rawValue): already in force, nothing changes")
            return
        }
        send(.traitCollectionDidChange(from: before, to: traits))
    }
}
