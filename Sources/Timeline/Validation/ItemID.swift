import Geometry
import Layout

/// What makes an id unusable as a constraint item (a view's or a layout guide's): the
/// two share one namespace, since a constraint string names either as `id.attribute`.
enum ItemID {
    /// The ids the format reserves for the built-in hierarchy: the window and the view
    /// controller's view, which every declared view descends from by default.
    static let reserved = [ViewID.window, ViewID.root].map(\.name)

    /// The message and fix for a malformed or reserved id; nil for a good one.
    static func problem(with text: String, kind: String) -> (message: String, fix: String?)? {
        if text.isEmpty { return ("empty \(kind) id", nil) }
        if ItemID.reserved.contains(text) { return ("'\(text)' is reserved for the built-in hierarchy", "choose another id") }
        if text.contains(".") || text.contains(" ") {
            return ("\(kind) id '\(text)' contains '\(text.contains(".") ? "." : " ")'",
                    "constraint strings write 'id.attribute'; use letters, digits and _")
        }
        return nil
    }
}
