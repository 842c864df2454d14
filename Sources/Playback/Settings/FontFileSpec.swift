import Geometry

/// A font file the user holds a licence for, and the family and weight labels name it by
/// (`"font": { "family": …, "weight": … }`): one entry of a timeline's `fonts`, a face of
/// a `--font-dir` folder, or a font registered on a Swift simulator. Labels are measured
/// and drawn with it. `path` is the file as written, resolved against the timeline's
/// folder (an absolute path stays as it is).
public struct FontFileSpec: Hashable, Sendable {
    public var family: String
    public var weight: FontDescriptor.Weight
    public var path: String
    /// Where the entry's `file` was written (messages about the file point there).
    public var source: SourceReference
    public init(family: String, weight: FontDescriptor.Weight, path: String, source: SourceReference) {
        self.family = family; self.weight = weight; self.path = path; self.source = source
    }

    /// Family names starting with "." are reserved (Apple's own fonts are named so, and
    /// animrender's overlay font is).
    public static let reservedFamilyPrefix = "."
}
