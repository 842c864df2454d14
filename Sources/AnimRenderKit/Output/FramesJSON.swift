import Geometry
import Playback
import Timeline

/// frames.json as TIMELINE.md defines it: `{ fps, scale, frames: [ { index, time, screen,
/// views, violations, ambiguous, unsatisfied, conforms, traits } ] }`, keys in that order,
/// views in tree order. Each view also names its `parent` (an addition to the contract),
/// so tools can place it in the window; the other additions are in FramesJSON+drawing.
enum FramesJSON {
    static func insets(_ e: EdgeInsets) -> JSONOutput {
        .object([("top", .number(e.top)), ("left", .number(e.left)), ("bottom", .number(e.bottom)), ("right", .number(e.right))])
    }

    /// One frame; `drawn` adds how it is drawn, `firstEquations` what its constraints say
    /// (see FramesJSON+drawing).
    static func frame(_ f: FrameState, drawn: CanvasMeasurement, firstEquations: [String: FirstEquation]) -> JSONOutput {
        let byID = Dictionary(f.views.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return .object([
            ("index", .number(Double(f.index))),
            ("time", .number(f.time)),
            ("screen", .object([("orientation", .string(f.orientation)),
                                ("bounds", .numbers(f.windowBounds.array)),
                                ("safeArea", insets(f.safeArea))])),
            ("views", .object(f.views.map { v in
                var members: [(String, JSONOutput)] = [
                    ("parent", .string(v.parent)), ("frame", .numbers(v.frame.array)), ("bounds", .numbers(v.bounds.array)),
                    ("center", .numbers([v.center.x, v.center.y])),
                    ("transform", .numbers(v.transform.array)), ("alpha", .number(v.alpha)),
                    ("hidden", .bool(v.isHidden)),
                ]
                if let outline = drawn.outlines[v.id] { members.append(("outline", .oneLine(.array(outline.map(point))))) }
                if let model = model(of: v, parent: byID[v.parent]) { members.append(("model", model)) }
                // Only views that have guides list them (docs/output-format.md).
                if !v.layoutGuides.isEmpty {
                    members.append(("layoutGuides", .object(v.layoutGuides.map { ($0.id, .numbers($0.layoutFrame.array)) })))
                }
                return (v.id, .object(members))
            })),
            ("violations", .array(f.violations.map {
                .object([("constraint", .string($0.constraint)), ("kind", .string($0.kind.rawValue)), ("amount", .number($0.amount))])
            })),
            ("ambiguous", .array(f.diagnostics.ambiguous.map {
                .object([("view", .string($0.view)), ("attribute", .string($0.attribute.rawValue)),
                         ("range", .array([$0.lowerBound.map(JSONOutput.number) ?? .null, $0.upperBound.map(JSONOutput.number) ?? .null]))])
            })),
            ("unsatisfied", .array(f.diagnostics.unsatisfied.map {
                .object([("constraint", .string($0.name)), ("priority", .number($0.priority.value)), ("amount", .number($0.amount))])
            })),
            ("conforms", .bool(f.conforms)),
            ("traits", traits(f.traits)),
            ("active", .array(f.constraints.map { .string($0.id) })),
            ("descriptions", descriptions(f, firstEquations: firstEquations)),
            ("overlays", .array(drawn.overlays.map(overlay))),
        ] + (drawn.glass.map { [("glass", glass($0))] } ?? []))
    }

    /// The contract's `traits`: size classes, layout direction, content size category.
    static func traits(_ t: TraitCollection) -> JSONOutput {
        .object([("horizontalSizeClass", .string(t.horizontalSizeClass.rawValue)),
                 ("verticalSizeClass", .string(t.verticalSizeClass.rawValue)),
                 ("layoutDirection", .string(t.layoutDirection.rawValue)),
                 ("contentSizeCategory", .string(t.contentSizeCategory.rawValue))])
    }

    /// The whole file for a run, `states` as `builder` draws them, written frame by frame
    /// into `batches` (a 1,000-view run's document is tens of megabytes; only one frame's
    /// entry is held at a time); nil: only checked (`validate`). Every value is checked
    /// before it is written: the first non-finite number in document order stops the
    /// writing (`NonFiniteNumber`), with earlier batches already handed on — the caller
    /// writes into a file that only appears once everything succeeded.
    /// `placing` places each frame on `builder`'s canvas (by default `builder.place`; a run
    /// keeps the placements its images draw).
    static func write(_ timeline: Timeline, states: [FrameState], drawnWith builder: SceneBuilder,
                      placing: ((FrameState) -> PlacedFrame)? = nil, to batches: ByteBatches?) throws {
        let (constraints, first) = constraints(states)
        let header: [(String, JSONOutput)] = [("fps", .number(timeline.render.fps)), ("scale", .number(timeline.render.scale)),
                                              ("canvas", builder.canvasJSON), ("constraints", constraints)]
        for (key, value) in header {
            if var bad = value.firstNonFiniteNumber() {
                bad.path = bad.path.isEmpty ? key : key + "." + bad.path
                throw NonFiniteNumber(found: bad, frame: nil)
            }
        }
        // `.object(header + [("frames", .array(entries))]).prettyBytes`, in pieces.
        let indent = JSONOutput.prettyIndent
        let object = JSONOutput.ObjectPieces(before: header, key: "frames", after: [], indent: indent, level: 0)
        let array = JSONOutput.ArrayPieces(count: states.count, indent: indent, level: 1)
        batches?.append(object.head)
        batches?.append(array.head)
        for (k, state) in states.enumerated() {
            let entry = frame(state, drawn: builder.measureCanvas(placing?(state) ?? builder.place(state)), firstEquations: first)
            if let bad = entry.firstNonFiniteNumber() { throw NonFiniteNumber(found: bad, frame: state) }
            if let batches {
                array.append(entry, index: k, to: &batches.pending)
                try batches.flushIfFull()
            }
        }
        batches?.append(array.tail)
        batches?.append(object.tail + [0x0A])
        try batches?.flush()
    }

    /// The whole file in memory, as `write` writes it (tests, snapshots of small runs).
    static func text(_ timeline: Timeline, states: [FrameState], drawnWith builder: SceneBuilder) throws -> String {
        var bytes: [UInt8] = []
        try write(timeline, states: states, drawnWith: builder, to: ByteBatches { bytes += $0 })
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A number frames.json would hold that is not finite (JSON has no such number), and
    /// the frame it belongs to (nil outside the frames).
    struct NonFiniteNumber: Error {
        var found: JSONOutput.NonFinite
        var frame: FrameState?
    }
}
