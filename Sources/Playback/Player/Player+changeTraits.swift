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
        changeTraits("contentSizeCategory \(category.rawValue)") { engine.setContentSizeCategory(category) }
    }

    /// The user switched between light and dark: every dynamic colour takes its value for
    /// the new appearance (inside an animation block the background colours animate to
    /// it), and `traitCollectionDidChange(_:)` is sent. Nothing is laid out again.
    public func setUserInterfaceStyle(_ style: UserInterfaceStyle) {
        changeTraits("userInterfaceStyle \(style.rawValue)") { engine.setUserInterfaceStyle(style) }
    }

    /// `change` applied to the engine; a change to the traits in force is sent as
    /// `traitCollectionDidChange(_:)`, one that changes nothing is noted as such (`what`).
    private func changeTraits(_ what: String, _ change: () -> Void) {
        let before = traits
        change()
        guard traits != before else {
            engine.diagnostics.record(.note, "\(what): already in force, nothing changes")
            return
        }
        send(.traitCollectionDidChange(from: before, to: traits))
    }
}
