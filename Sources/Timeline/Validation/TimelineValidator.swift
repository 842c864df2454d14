import Geometry
import Layout
import Playback

/// Turns a `WireDocument` into a `Timeline`: resolves names, applies TIMELINE.md's
/// defaults, checks ranges and cross-references, and reports every mistake it finds.
/// It returns nil when anything was reported; a `Timeline` is always fully valid.
struct TimelineValidator {
    let diagnostics: Diagnostics
    var d: Diagnostics { diagnostics }
    /// The font families labels may name: those a run adds (the command line's
    /// `--font-dir`), then the file's own `fonts`.
    var fontFamilies: [String] = []
    /// The image files the views and changes name.
    let imageFiles = ImageFileLog()

    static let supportedVersion = 1

    func validate(_ w: WireDocument) -> Timeline? {
        let fonts = Self.validateFonts(w.fonts, d)
        var validator = self
        validator.fontFamilies += fonts.map(\.family)
        var timeline = validator.validateDocument(w)
        timeline?.fonts = fonts
        timeline?.imageFiles = imageFiles.files
        return timeline
    }

    private func validateDocument(_ w: WireDocument) -> Timeline? {
        // The version is a tag, not a quantity: any number but 1 is simply unsupported.
        if let v = w.version {
            if case .number(let n) = v.value.kind {
                if n != Double(Self.supportedVersion) { d.error(at: v, "unsupported version \(n.shortDescription)", fix: "expected 1") }
            } else {
                d.typeError(v, expected: "the number 1")
            }
        }
        let screen = w.screen.flatMap { validateScreen($0) }
        let uikit = w.uikit.flatMap { d.name($0, as: UIKitStyle.self, what: "uikit style") } ?? .modern
        let views = validateViews(w.views)
        let viewIDs = expectingAddedViews(IDRegistry(views.map(\.id.name)), w.timeline)
        var registry = IDRegistry()
        let constraints = w.constraints.compactMap { validateConstraint($0, views: viewIDs, registry: &registry) }
        let render = w.render.map { validateRender($0) } ?? RenderDraft()
        let rootMargins = w.root?.layoutMargins.flatMap { d.insets($0, missing: 8, in: .coordinate) }

        // Without a valid screen the masks cannot be judged, but the events still can
        // (against every orientation), so their mistakes are reported in the same run.
        let masks = screen.map { validateMasks(w, screen: $0.spec, initial: $0.orientation) }
        var screenSpec = screen?.spec
        if let masks, screen?.orientation == nil, let first = masks.allowed.orientations.first,
           !masks.allowed.contains(.portrait) {
            // No orientation written and portrait forbidden: UIKit launches the app in the
            // first orientation it supports.
            screenSpec?.initialOrientation = first
        }
        let rules = validateRules(w.rules, views: views, constraints: registry)
        let added = w.timeline.flatMap { $0.changes.compactMap { $0.addView?.id?.value.text } }
        let checks = w.checks.map { validateChecks($0, views: [ViewID.root.name] + viewIDs.ids + added) } ?? CheckSettings()
        let events = validateEvents(w.timeline, views: views, constraints: registry, constraintEntries: constraints.count,
                                    initialOrientation: screenSpec?.initialOrientation ?? .portrait,
                                    allowed: masks?.allowed ?? .all)
        if let duration = render.duration { checkEventsWithin(duration, w.timeline) }
        guard let screenSpec, let masks, !d.hasErrors else { return nil }

        let end = events.map(\.end).max() ?? 0
        let settings = RenderSettings(fps: render.fps ?? RenderSettings.defaultFPS, scale: render.scale ?? screenSpec.scale,
                                      background: render.background ?? RenderSettings.defaultBackground,
                                      duration: render.duration ?? end + RenderSettings.tailAfterLastAnimation,
                                      durationIsExplicit: render.duration != nil,
                                      overlays: render.overlays ?? RenderSettings.defaultOverlays,
                                      deviceOutline: render.deviceOutline ?? false, systemUI: render.systemUI ?? false)
        var timeline = Timeline(file: d.file, version: Self.supportedVersion, title: w.title?.value.text, screen: screenSpec,
                                appOrientations: masks.app, controllerOrientations: masks.controller, uikit: uikit,
                                render: settings, views: views, constraints: constraints, events: events, rules: rules)
        timeline.viewRespectsSystemMinimumLayoutMargins = w.controller?.viewRespectsSystemMinimumLayoutMargins?.value ?? true
        timeline.rootLayoutMargins = rootMargins
        timeline.checks = checks
        timeline.settingSources = settingSources(w, events: events)
        return timeline
    }

    /// Where `w` wrote what a run's frame and image limits are computed from.
    func settingSources(_ w: WireDocument, events: [TimelineEvent]) -> SettingSources {
        func ref<T>(_ v: Located<T>?) -> SourceReference? { v.map { d.reference($0.position, $0.path) } }
        // The first of the events that end last: the one whose end sets the default duration.
        let last = events.indices.max { events[$0].end < events[$1].end }
        return SettingSources(fps: ref(w.render?.fps), scale: ref(w.render?.scale), duration: ref(w.render?.duration),
                              screen: ref(w.screen?.size) ?? ref(w.screen?.device), lastEvent: last.map { events[$0].source })
    }

    /// An event after an explicit `render.duration` would never be shown (nor checked by
    /// playing it): a mistake, not a request. One that starts in time may run past the end.
    func checkEventsWithin(_ duration: Double, _ events: [WireEvent]) {
        for e in events {
            guard let at = e.at, at.value > duration else { continue }
            d.error(at: at, "this event is at \(at.value.shortDescription) s, after the end of the render "
                    + "(render.duration \(duration.shortDescription) s): it would never be shown",
                    fix: "make render.duration at least \(at.value.shortDescription), or remove the event")
        }
    }

    // MARK: - Render

    /// Render settings before defaults that depend on other sections are filled in.
    struct RenderDraft {
        var fps: Double?, scale: Double?, background: DynamicColor?, duration: Double?, overlays: [OverlayKind]?
        var deviceOutline: Bool?
        var systemUI: Bool?
    }

    func validateRender(_ w: WireRender) -> RenderDraft {
        var r = RenderDraft()
        r.fps = w.fps?.value
        r.scale = w.scale?.value
        r.background = w.background.flatMap { d.color($0) }
        r.duration = w.duration?.value
        r.deviceOutline = w.deviceOutline?.value
        r.systemUI = w.systemUI?.value
        r.overlays = w.overlays.map { items in
            items.compactMap { item in
                guard let s = d.string(item) else { return nil }
                return d.name(s, as: OverlayKind.self, what: "overlay")
            }
        }
        return r
    }
}
