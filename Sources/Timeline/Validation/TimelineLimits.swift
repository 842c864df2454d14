/// How much one timeline may ask for, so that no file — however large or strange — makes a
/// run take more than seconds or more memory than a frame's worth: each limit is checked
/// where the count or length first becomes known, before any work that grows with it, with
/// a located error that names the limit. docs/timeline-format.md lists them.
public enum TimelineLimits {
    /// The file itself, read whole: five times a timeline at every count limit below.
    public static let maxFileBytes = 4 << 20
    /// Any string, a label's text or a constraint string included (characters).
    public static let maxStringLength = 10_000
    /// Ids and names (view and constraint ids, devices, orientations, colours, …).
    public static let maxNameLength = 256
    /// Views, declared and added by changes.
    public static let maxViews = 2_000
    /// Font files one timeline may name (`fonts`).
    public static let maxFonts = 100
    /// Levels below the root view (a view in root is one level down).
    public static let maxDepth = 1_000
    /// Constraint entries, declared and added by changes.
    public static let maxConstraints = 10_000
    /// Timeline events.
    public static let maxEvents = 10_000
    /// Views × frames: what a run records and measures (frames.json grows with it).
    public static let maxViewFrames = 200_000
    /// Errors reported for one file; the rest are counted. Only reported errors search for
    /// a "did you mean", so a file of a million mistakes costs no more than a hundred.
    public static let maxReportedErrors = 100
}
