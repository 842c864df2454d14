import Geometry
import Layout
import Overlays
import Playback

/// The frames.json additions that describe how frames are drawn and what acts on their
/// views (docs/output-format.md, "For tools and the viewer"): per frame `active` and
/// `overlays`, per view `hidden`, `outline` and `model`, and at the top level `canvas`
/// and `constraints`. Everything here is measured by the code that draws the PNGs.
extension FramesJSON {
    package static func point(_ p: Point, to w: inout JSONWriter) throws { try w.numbers([p.x, p.y]) }

    /// One overlay, on one line: its kind, style and shape, the shape's geometry in canvas
    /// points, its label's placed pill (and leader line) when it has a label, and the
    /// constraint or view it belongs to.
    package static func overlay(_ o: FrameOverlay, to w: inout JSONWriter) throws {
        w.beginObject(inline: true, view: o.view?.name, constraint: o.constraint?.name)
        w.string("kind", o.kind.rawValue)
        w.string("style", o.overlay.style.rawValue)
        switch o.overlay.shape {
        case .line(let a, let b):
            w.string("shape", "line"); w.key("from"); try point(a, to: &w); w.key("to"); try point(b, to: &w)
        case .dimension(let a, let b, let label):
            w.string("shape", "dimension"); w.key("from"); try point(a, to: &w); w.key("to"); try point(b, to: &w)
            w.string("label", label)
        case .rect(let r):
            w.string("shape", "rect"); try w.numbers("rect", r.array)
        case .polygon(let points):
            w.string("shape", "polygon")
            w.key("points")
            w.beginArray()
            for p in points { try point(p, to: &w) }
            w.end()
        case .band(let r):
            w.string("shape", "band"); try w.numbers("rect", r.array)
        case .tag(let text, let at):
            w.string("shape", "tag"); w.string("text", text); w.key("at"); try point(at, to: &w)
        case .badge(let text, let corner):
            w.string("shape", "badge"); w.string("text", text); w.string("corner", corner.rawValue)
        }
        if let pill = o.overlay.pill {
            try w.numbers("pill", pill.rect.array)
            if !pill.leader.isEmpty {
                w.key("leader")
                w.beginArray()
                for p in pill.leader { try point(p, to: &w) }
                w.end()
            }
        }
        if let c = o.constraint { w.string("constraint", c.name) }
        if let v = o.view { w.string("view", v.name) }
        w.end()
    }

    /// The device's glass, which clips the screen's content and its overlays (rotation in
    /// degrees, clockwise, as the timeline format writes angles).
    package static func glass(_ g: (center: Point, size: Size, radius: Double, rotation: Double), to w: inout JSONWriter) throws {
        w.beginObject(inline: true)
        w.key("center"); try point(g.center, to: &w)
        try w.numbers("size", [g.size.width, g.size.height])
        try w.number("radius", g.radius)
        try w.number("rotation", g.rotation * 180 / .pi)
        w.end()
    }

    /// Where layout puts the view, in `frame`'s terms, when that is not where it is on
    /// screen (more than 0.5 pt off): `frame` moved and resized by how far the view's
    /// layout rect on screen is from the solved one, both relative to the superview — so a
    /// subview that rides along with an animating superview has no model entry of its own.
    package static func model(of v: ViewFrame, parent: ViewFrame?) -> [Double]? {
        let shown = v.rootLayoutRect, solved = v.modelRootLayoutRect
        let dx = (solved.minX - (parent?.modelRootLayoutRect.minX ?? 0)) - (shown.minX - (parent?.rootLayoutRect.minX ?? 0))
        let dy = (solved.minY - (parent?.modelRootLayoutRect.minY ?? 0)) - (shown.minY - (parent?.rootLayoutRect.minY ?? 0))
        let dw = solved.width - shown.width, dh = solved.height - shown.height
        guard [dx, dy, dw, dh].contains(where: { abs($0) > 0.5 }) else { return nil }
        let f = v.frame
        return [f.minX + dx, f.minY + dy, f.width + dw, f.height + dh]
    }

    /// Top-level `constraints`: every constraint a frame measures (the user's, the stack
    /// views', the generated ones a frame reports trouble with), in the order they first are, by id: its equation as UIKit prints it and its
    /// priority as first active, where it was written, and the views it ties. Also each
    /// id's first equation, against which frames list the ones that changed since.
    package static func constraints(_ states: [FrameState]) -> (json: JSONOutput, firstEquations: [LayoutConstraintID: FirstEquation]) {
        var first: [LayoutConstraintID: FirstEquation] = [:]
        var members: [(String, JSONOutput)] = []
        for f in states {
            for c in f.constraints where first[c.id] == nil {
                let d = c.description
                first[c.id] = FirstEquation(description: d, equation: d.equation)
                var entry: [(String, JSONOutput)] = [
                    ("description", .string(d.equation)), ("kind", .string(c.kind.rawValue)), ("priority", .number(d.priority.value)),
                ]
                if let s = d.source {
                    entry.append(("source", .object([("line", s.line.map { .number(Double($0)) } ?? .null),
                                                     ("column", s.column.map { .number(Double($0)) } ?? .null),
                                                     ("path", .string(s.path))])))
                }
                entry.append(("views", .array(c.views.map { .string($0.name) })))
                members.append((c.id.name, .object(entry)))
            }
        }
        return (.object(members), first)
    }

    /// Per frame `descriptions`, one active constraint's entry: its equation of this frame
    /// when it differs from the top-level one (a constant or priority changed), else nil.
    package static func changedEquation(_ c: FrameConstraint, firstEquations: [LayoutConstraintID: FirstEquation]) -> String? {
        // The same description prints the same equation: only a changed one is printed
        // again (a thousand constraints a frame made this the cost of a frame).
        guard let first = firstEquations[c.id] else { return c.description.equation }
        if first.description == c.description { return nil }
        let now = c.description.equation
        return first.equation == now ? nil : now
    }

    /// A constraint's description where it is first measured, and its equation.
    package struct FirstEquation {
        package var description: ConstraintDescription
        package var equation: String
    }
}
