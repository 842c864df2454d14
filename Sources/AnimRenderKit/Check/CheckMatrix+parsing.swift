import Geometry
import Playback
import Timeline

/// The axes as the command line writes them: comma-separated names, with group names
/// (`all`, `phones`, `accessibility` …). An unknown name is an error naming the option,
/// with the nearest known name.
extension CheckMatrix {
    /// `--devices`: device table names, `all`, `phones` or `pads`.
    public static func devices(_ text: String) throws -> [String] {
        try names(text, option: "--devices", groups: [
            ("all", Device.all.map(\.name)),
            ("phones", Device.all.filter { !$0.isPad }.map(\.name)),
            ("pads", Device.all.filter(\.isPad).map(\.name)),
        ], names: Device.all.map(\.name)) { $0 }
    }

    /// `--orientations`: interface orientation names, or `all`, `landscape`, `allButUpsideDown`.
    public static func orientations(_ text: String) throws -> [InterfaceOrientation] {
        try names(text, option: "--orientations",
                  groups: InterfaceOrientationMask.namedMasks.filter { $0.mask.orientations.count > 1 }
                      .map { ($0.name, $0.mask.orientations.map(\.rawValue)) },
                  names: InterfaceOrientation.allCases.map(\.rawValue)) { InterfaceOrientation(rawValue: $0)! }
    }

    /// `--sizes`: content size category names, `all` or `accessibility` (the five larger sizes).
    public static func sizes(_ text: String) throws -> [ContentSizeCategory] {
        try names(text, option: "--sizes", groups: [
            ("all", ContentSizeCategory.allCases.map(\.rawValue)),
            ("accessibility", ContentSizeCategory.allCases.filter(\.isAccessibilityCategory).map(\.rawValue)),
            ("default", [ContentSizeCategory.default.rawValue]),
        ], names: ContentSizeCategory.allCases.map(\.rawValue)) { ContentSizeCategory(rawValue: $0)! }
    }

    /// `--directions`: `ltr`, `rtl` (or `leftToRight`, `rightToLeft`), `all`.
    public static func directions(_ text: String) throws -> [LayoutDirection] {
        try names(text, option: "--directions", groups: [
            ("all", ["ltr", "rtl"]), ("leftToRight", ["ltr"]), ("rightToLeft", ["rtl"]),
        ], names: ["ltr", "rtl"]) { $0 == "ltr" ? .leftToRight : .rightToLeft }
    }

    /// `--appearances`: `light`, `dark`, `all`.
    public static func appearances(_ text: String) throws -> [UserInterfaceStyle] {
        try names(text, option: "--appearances", groups: [("all", UserInterfaceStyle.allCases.map(\.rawValue))],
                  names: UserInterfaceStyle.allCases.map(\.rawValue)) { UserInterfaceStyle(rawValue: $0)! }
    }

    /// The comma-separated `text`: each a name or a group, in order, each value once.
    static func names<T>(_ text: String, option: String, groups: [(name: String, members: [String])], names: [String],
                         _ make: (String) -> T) throws -> [T] {
        var out: [String] = []
        let items = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        for item in items {
            if let group = groups.first(where: { $0.name == item }) {
                for m in group.members where !out.contains(m) { out.append(m) }
            } else if names.contains(item) {
                if !out.contains(item) { out.append(item) }
            } else {
                let all = names + groups.map(\.name)
                let what = item.isEmpty ? "an empty name" : "unknown name '\(item)'"
                let hint = item.isEmpty ? "" : NameSuggestion.hint(for: item, among: all)
                let list = all.count > 12 ? "\(groups.map(\.name).joined(separator: ", ")) or a name from `animrender devices`"
                    : all.joined(separator: ", ")
                throw AnimRenderError("\(option): \(what)\(hint); expected a comma-separated list of \(list)")
            }
        }
        return out.map(make)
    }
}
