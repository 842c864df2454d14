import Foundation
import Geometry
import Playback

extension TimelineValidator {
    /// `fonts`: each entry's family (a name labels use; not reserved), weight (default
    /// regular) and file (resolved against the timeline's folder). A family and weight
    /// named twice is a mistake: which file would draw it? Whether each file exists and is
    /// a font is checked when the fonts are loaded, before any frame is played.
    static func validateFonts(_ entries: [Located<JSONValue>], _ d: Diagnostics) -> [FontFileSpec] {
        var result: [FontFileSpec] = []
        for entry in entries {
            guard let r = ObjectReader(entry.value, path: entry.path, fields: TimelineFormat.fontFileFields, diagnostics: d),
                  let family = r.string("family", required: true), let file = r.string("file", required: true,
                                                                                          maxLength: TimelineLimits.maxStringLength)
            else { continue }
            guard validFamily(family, d) else { continue }
            var weight = FontDescriptor.Weight.regular
            if let w = r.string("weight") {
                guard let named = d.name(w, as: FontDescriptor.Weight.self, what: "font weight") else { continue }
                weight = named
            }
            guard !file.value.text.isEmpty else {
                d.error(at: file, .emptyValue("font file"), fix: "give the path of a .ttf, .otf or .ttc file, relative to the timeline")
                continue
            }
            if let earlier = result.first(where: { $0.family == family.value.text && $0.weight == weight }) {
                d.error(at: family, "'\(family.value.text)' \(weight.rawValue) is already given by \(earlier.source.path)",
                        fix: "give each family and weight one file")
                continue
            }
            result.append(FontFileSpec(family: family.value.text, weight: weight, path: resolve(file.value.text, against: d.file),
                                       source: d.reference(file.position, file.path)))
        }
        return result
    }

    /// A family name a user may give: not empty, not reserved.
    static func validFamily(_ family: Located<SourceText>, _ d: Diagnostics) -> Bool {
        let name = family.value.text
        if name.trimmingCharacters(in: .whitespaces).isEmpty {
            d.error(at: family, .emptyValue("font family"), fix: "name the family, e.g. \"Brand Sans\"")
            return false
        }
        if name.hasPrefix(FontFileSpec.reservedFamilyPrefix) {
            d.error(at: family, "font families starting with '\(FontFileSpec.reservedFamilyPrefix)' are reserved",
                    fix: "name the family without the leading '\(FontFileSpec.reservedFamilyPrefix)'")
            return false
        }
        return true
    }

    /// `file` relative to the folder of `timelinePath` (absolute paths stay as written).
    static func resolve(_ file: String, against timelinePath: String) -> String {
        if file.hasPrefix("/") { return file }
        let folder = (timelinePath as NSString).deletingLastPathComponent
        return folder.isEmpty ? file : folder + "/" + file
    }
}
