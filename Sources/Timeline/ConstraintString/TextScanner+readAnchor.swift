import Geometry
import Layout
/// `item.attribute` as read from a constraint string, with where each part started.
struct ParsedAnchor {
    var item: ItemReference
    var itemOffset: Int
    var attribute: LayoutAttribute
    var attributeOffset: Int
}

extension TextScanner {
    /// Reads `view.attribute` or `view.guide.attribute` (guide: `safeArea`, `margins`).
    mutating func readAnchor() throws -> ParsedAnchor {
        guard let view = readIdentifier() else {
            throw unexpected([], what: "a view id (or 'root', 'window')")
        }
        guard skip(".") else { throw unexpected(["."], what: "'.' and an attribute after '\(view.name)'") }
        guard var name = readIdentifier() else { throw unexpected([], what: "an attribute after '\(view.name).'") }
        var item = ItemReference(view: ViewID(view.name))
        if skip(".") {
            item.guide = try guide(named: name)
            guard let attribute = readIdentifier() else {
                throw unexpected([], what: "an attribute after '\(item).'")
            }
            name = attribute
        } else if let guide = ItemReference.Guide(rawValue: name.name) {
            throw error("'\(guide.rawValue)' is a layout guide; name one of its attributes, as in "
                        + "'\(view.name).\(guide.rawValue).top'", at: name.offset)
        }
        guard let attribute = LayoutAttribute(rawValue: name.name) else {
            let names = LayoutAttribute.allCases.map(\.rawValue)
            throw error("unknown attribute '\(name.name)'" + NameSuggestion.hint(for: name.name, among: names),
                        at: name.offset, expected: names)
        }
        if item.guide != nil, !attribute.existsOnLayoutGuides {
            throw error("layout guide '\(item)' has no '\(attribute)' attribute; guides have edges, centers and sizes",
                        at: name.offset)
        }
        return ParsedAnchor(item: item, itemOffset: view.offset, attribute: attribute, attributeOffset: name.offset)
    }

    private func guide(named name: (name: String, offset: Int)) throws -> ItemReference.Guide {
        if let guide = ItemReference.Guide(rawValue: name.name) { return guide }
        let names = ItemReference.Guide.allCases.map(\.rawValue)
        if let uikit = ItemReference.Guide.allCases.first(where: { $0.uikitName == name.name }) {
            throw error("unknown layout guide '\(name.name)'; did you mean '\(uikit.rawValue)'? (UIKit's \(uikit.uikitName) "
                        + "is '\(uikit.rawValue)' in a constraint string)", at: name.offset, expected: names)
        }
        throw error("unknown layout guide '\(name.name)'" + NameSuggestion.hint(for: name.name, among: names),
                    at: name.offset, expected: names)
    }
}
