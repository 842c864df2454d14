import Geometry
import Layout
import Playback
import Render

/// The frames.json additions that describe how frames are drawn and what acts on their
/// views (docs/output-format.md, "For tools and the viewer"): per frame `active` and
/// `overlays`, per view `hidden`, `outline` and `model`, and at the top level `canvas`
/// and `constraints`. Everything here is measured by the code that draws the PNGs.
extension FramesJSON {
    static func point(_ p: Point) -> JSONOutput { .numbers([p.x, p.y]) }

    /// One overlay: its kind, style and shape, the shape's geometry in canvas points, its
    /// label's placed pill (and leader line) when it has a label, and the constraint or view
    /// it belongs to.
    static func overlay(_ o: FrameOverlay) -> JSONOutput {
        var members: [(String, JSONOutput)] = [("kind", .string(o.kind.rawValue)), ("style", .string(o.overlay.style.rawValue))]
        switch o.overlay.shape {
        case .line(let a, let b):
            members += [("shape", .string("line")), ("from", point(a)), ("to", point(b))]
        case .dimension(let a, let b, let label):
            members += [("shape", .string("dimension")), ("from", point(a)), ("to", point(b)), ("label", .string(label))]
        case .rect(let r):
            members += [("shape", .string("rect")), ("rect", .numbers(r.array))]
        case .polygon(let points):
            members += [("shape", .string("polygon")), ("points", .array(points.map(point)))]
        case .band(let r):
            members += [("shape", .string("band")), ("rect", .numbers(r.array))]
        case .tag(let text, let at):
            members += [("shape", .string("tag")), ("text", .string(text)), ("at", point(at))]
        case .badge(let text, let corner):
            members += [("shape", .string("badge")), ("text", .string(text)), ("corner", .string(corner.rawValue))]
        }
        if let pill = o.overlay.pill {
            members.append(("pill", .numbers(pill.rect.array)))
            if !pill.leader.isEmpty { members.append(("leader", .array(pill.leader.map(point)))) }
        }
        if let c = o.constraint { members.append(("constraint", .string(c))) }
        if let v = o.view { members.append(("view", .string(v))) }
        return .oneLine(.object(members))
    }

    /// The device's glass, which clips the screen's content and its overlays (rotation in
    /// degrees, clockwise, as the timeline format writes angles).
    static func glass(_ g: (center: Point, size: Size, radius: Double, rotation: Double)) -> JSONOutput {
        .oneLine(.object([("center", point(g.center)), ("size", .numbers([g.size.width, g.size.height])),
                          ("radius", .number(g.radius)), ("rotation", .number(g.rotation * 180 / .pi))]))
    }

    /// Where layout puts the view, in `frame`'s terms, when that is not where it is on
    /// screen (more than 0.5 pt off): `frame` moved and resized by how far the view's
    /// layout rect on screen is from the solved one, both relative to the superview — so a
    /// subview that rides along with an animating superview has no model entry of its own.
    static func model(of v: ViewFrame, parent: ViewFrame?) -> JSONOutput? {
        let shown = v.rootLayoutRect, solved = v.modelRootLayoutRect
        let dx = (solved.minX - (parent?.modelRootLayoutRect.minX ?? 0)) - (shown.minX - (parent?.rootLayoutRect.minX ?? 0))
        let dy = (solved.minY - (parent?.modelRootLayoutRect.minY ?? 0)) - (shown.minY - (parent?.rootLayoutRect.minY ?? 0))
        let dw = solved.width - shown.width, dh = solved.height - shown.height
        guard [dx, dy, dw, dh].contains(where: { abs($0) > 0.5 }) else { return nil }
        let f = v.frame
        return .object([("frame", .numbers([f.minX + dx, f.minY + dy, f.width + dw, f.height + dh]))])
    }

    /// Top-level `constraints`: every constraint a frame measures (the user's, the stack
    /// views', the generated ones a frame reports trouble with), in the order they first are, by id: its equation as UIKit prints it and its
    /// priority as first active, where it was written, and the views it ties. Also each
    /// id's first equation, against which frames list the ones that changed since.
    static func constraints(_ states: [FrameState]) -> (json: JSONOutput, firstEquations: [String: FirstEquation]) {
        var first: [String: FirstEquation] = [:]
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
                entry.append(("views", .array(c.views.map(JSONOutput.string))))
                members.append((c.id, .object(entry)))
            }
        }
        return (.object(members), first)
    }

    /// Per frame `descriptions`: the active constraints whose equation differs from the
    /// top-level one (a constant or priority changed), with the equation of this frame.
    static func descriptions(_ f: FrameState, firstEquations: [String: FirstEquation]) -> JSONOutput {
        .object(f.constraints.compactMap { c in
            // The same description prints the same equation: only a changed one is printed
            // again (a thousand constraints a frame made this the cost of a frame).
            guard let first = firstEquations[c.id] else { return (c.id, .string(c.description.equation)) }
            if first.description == c.description { return nil }
            let now = c.description.equation
            return first.equation == now ? nil : (c.id, .string(now))
        })
    }

    /// A constraint's description where it is first measured, and its equation.
    struct FirstEquation {
        var description: ConstraintDescription
        var equation: String
    }
}
