import Geometry
import Layout

/// Everything a run needs to know about the frames it writes, besides the frames: what
/// to call them, the screen they were played on, how to draw and time them, the fonts
/// their labels name, the layout rules' settings, and where each setting and declaration
/// was written so that a refusal only a run can make still points into the source. One
/// value, made by either front end — a timeline (`Timeline.runSettings`) or a Swift
/// recording — so that the run (`PlayedFrames`, its sinks, frames.json) needs neither.
public struct RunSettings: Hashable, Sendable {
    /// The source messages name: the timeline file, or the recording's name.
    public var file: String
    /// What the viewer and the contact sheet show as the title (a timeline's `title`).
    public var title: String?
    public var screen: ScreenSpec
    public var render: RenderSettings
    /// The font files labels may name by family, in order: a later entry with the same
    /// family and weight wins.
    public var fonts: [FontFileSpec]
    /// How the layout rules read these frames (a timeline's `checks`).
    public var checks: CheckSettings
    /// Where the render settings and the screen were written (empty: nowhere to point).
    public var settingSources: SettingSources
    /// Where each view and constraint was declared (empty: nowhere to point).
    public var declarations: Declarations

    public init(file: String, title: String? = nil, screen: ScreenSpec, render: RenderSettings,
                fonts: [FontFileSpec] = [], checks: CheckSettings = CheckSettings(),
                settingSources: SettingSources = SettingSources(), declarations: Declarations = Declarations()) {
        self.file = file; self.title = title; self.screen = screen; self.render = render; self.fonts = fonts
        self.checks = checks; self.settingSources = settingSources; self.declarations = declarations
    }

    /// Where the views and constraints of a run were declared, by name: the first
    /// declaration of a name is the one messages point at.
    public struct Declarations: Hashable, Sendable {
        private var views: [ViewID: SourceReference] = [:]
        private var constraints: [LayoutConstraintID: SourceReference] = [:]

        public init() {}

        /// `views` and `constraints` in declaration order; a repeated name keeps its first place.
        public init(views: [(id: ViewID, source: SourceReference)], constraints: [(id: LayoutConstraintID, source: SourceReference)]) {
            self.views = Dictionary(views.map { ($0.id, $0.source) }, uniquingKeysWith: { first, _ in first })
            self.constraints = Dictionary(constraints.map { ($0.id, $0.source) }, uniquingKeysWith: { first, _ in first })
        }

        public func view(_ id: ViewID) -> SourceReference? { views[id] }
        public func constraint(_ id: LayoutConstraintID) -> SourceReference? { constraints[id] }
    }
}
