import Geometry
import Layout
import Playback

/// frames.json as TIMELINE.md defines it: `{ fps, scale, frames: [ { index, time, screen,
/// views, violations, ambiguous, unsatisfied, conforms, traits } ] }`, keys in that order,
/// views in tree order. Each view also names its `parent` (an addition to the contract),
/// so tools can place it in the window; the other additions are in FramesJSON+drawing.
package enum FramesJSON {
    /// One frame's entry, written into `w` as it is checked; `drawn` adds how it is drawn,
    /// `firstEquations` what its constraints say (see FramesJSON+drawing). Returns how many
    /// of `w`'s bytes are the entry's head (`index` and `time`): the rest is the same for
    /// every frame that `showsTheSame(as:)` this one.
    @discardableResult
    package static func write(_ f: FrameState, drawn: CanvasMeasurement, firstEquations: [LayoutConstraintID: FirstEquation],
                      to w: inout JSONWriter) throws -> Int {
        let byID = Dictionary(f.views.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        try head(of: f, to: &w)
        let headLength = w.bytes.count
        w.key("screen")
        w.beginObject()
        w.string("orientation", f.orientation.rawValue)
        try w.numbers("bounds", f.windowBounds.array)
        w.key("safeArea")
        try insets(f.safeArea, to: &w)
        w.end()
        w.key("views")
        w.beginObject()
        for v in f.views {
            w.key(v.id.name)
            w.beginObject(view: v.id.name)
            w.string("parent", v.parent.name)
            try w.numbers("frame", v.frame.array)
            try w.numbers("bounds", v.bounds.array)
            try w.numbers("center", [v.center.x, v.center.y])
            try w.numbers("transform", v.transform.array)
            try w.number("alpha", v.alpha)
            w.key("hidden"); w.bool(v.isHidden)
            // Only views of a class with its own properties name it (docs/output-format.md).
            if let c = v.content.viewClass {
                w.string("class", c.name)
                if c.isControl { w.key("isControl"); w.bool(true) }
            }
            // Only cells in a table or collection view's rows (docs/output-format.md).
            if let path = v.content.indexPath { try w.numbers("indexPath", [Double(path.section), Double(path.item)]) }
            if let outline = drawn.outlines[v.id.name] {
                w.key("outline")
                w.beginArray(inline: true)
                for p in outline { try point(p, to: &w) }
                w.end()
            }
            if let model = model(of: v, parent: byID[v.parent]) {
                w.key("model")
                w.beginObject()
                try w.numbers("frame", model)
                w.end()
            }
            // Only views that have guides list them (docs/output-format.md).
            if !v.layoutGuides.isEmpty {
                w.key("layoutGuides")
                w.beginObject()
                for g in v.layoutGuides { try w.numbers(g.id.name, g.layoutFrame.array) }
                w.end()
            }
            // Only scroll views (docs/output-format.md).
            if let scroll = v.scroll {
                try w.numbers("contentOffset", [scroll.contentOffset.x, scroll.contentOffset.y])
                try w.numbers("contentSize", [scroll.contentSize.width, scroll.contentSize.height])
                w.key("adjustedContentInset")
                try insets(scroll.adjustedContentInset, to: &w)
            }
            w.end()
        }
        w.end()
        w.key("violations")
        w.beginArray()
        for v in f.violations {
            w.beginObject(constraint: v.constraint.name)
            w.string("constraint", v.constraint.name)
            w.string("kind", v.kind.rawValue)
            try w.number("amount", v.amount)
            w.end()
        }
        w.end()
        w.key("ambiguous")
        w.beginArray()
        for a in f.diagnostics.ambiguous {
            w.beginObject(view: a.view.name)
            w.string("view", a.view.name)
            w.string("attribute", a.attribute.rawValue)
            w.key("range")
            w.beginArray(scalars: true)
            for bound in [a.lowerBound, a.upperBound] {
                if let bound { try w.number(bound) } else { w.null() }
            }
            w.end()
            w.end()
        }
        w.end()
        w.key("unsatisfied")
        w.beginArray()
        for u in f.diagnostics.unsatisfied {
            w.beginObject(constraint: u.name)
            w.string("constraint", u.name)
            try w.number("priority", u.priority.value)
            try w.number("amount", u.amount)
            w.end()
        }
        w.end()
        w.key("conforms"); w.bool(f.conforms)
        w.key("traits")
        traits(f.traits, to: &w)
        w.key("active")
        w.beginArray(scalars: true)
        for c in f.constraints { w.string(c.id.name) }
        w.end()
        w.key("descriptions")
        w.beginObject()
        for c in f.constraints {
            if let now = changedEquation(c, firstEquations: firstEquations) { w.string(c.id.name, now) }
        }
        w.end()
        w.key("overlays")
        w.beginArray()
        for o in drawn.overlays { try overlay(o, to: &w) }
        w.end()
        if let g = drawn.glass {
            w.key("glass")
            try glass(g, to: &w)
        }
        w.end()
        return headLength
    }

    /// An entry's opening: `{ "index": …, "time": …`.
    package static func head(of f: FrameState, to w: inout JSONWriter) throws {
        w.beginObject()
        try w.number("index", Double(f.index))
        try w.number("time", f.time)
    }

    package static func insets(_ e: EdgeInsets, to w: inout JSONWriter) throws {
        w.beginObject()
        try w.number("top", e.top)
        try w.number("left", e.left)
        try w.number("bottom", e.bottom)
        try w.number("right", e.right)
        w.end()
    }

    /// The contract's `traits`: size classes, layout direction, content size category,
    /// and the appearance (an addition).
    package static func traits(_ t: TraitCollection, to w: inout JSONWriter) {
        w.beginObject()
        w.string("horizontalSizeClass", t.horizontalSizeClass.rawValue)
        w.string("verticalSizeClass", t.verticalSizeClass.rawValue)
        w.string("layoutDirection", t.layoutDirection.rawValue)
        w.string("contentSizeCategory", t.contentSizeCategory.rawValue)
        w.string("userInterfaceStyle", t.userInterfaceStyle.rawValue)
        w.end()
    }

    /// The whole file for a run of `states`, played and drawn with `render`'s fps and scale
    /// on `canvas`, written frame by frame into `batches` (a 1,000-view run's document is
    /// tens of megabytes; only one frame's entry is held at a time); nil: only checked
    /// (`validate`), nothing printed. Each entry is written straight from the frame's values
    /// (`JSONWriter`) and how `measure` says it is drawn (the run's one placement of its
    /// labels, measured on the canvas: `SceneBuilder.measureCanvas`), every number checked
    /// as it is written: the first non-finite one in document order stops the writing
    /// (`NonFiniteNumber`), with earlier batches already handed on — the caller writes into
    /// a file that only appears once everything succeeded. A frame that shows what the
    /// frame written before it showed (a timeline at rest) gets that entry with its own
    /// index and time, and is not measured.
    package static func write(_ render: RenderSettings, canvas: Canvas, states: [FrameState],
                              measure: (FrameState) -> CanvasMeasurement, to batches: ByteBatches?) throws {
        let (constraints, first) = constraints(states)
        let header: [(String, JSONOutput)] = [("fps", .number(render.fps)), ("scale", .number(render.scale)),
                                              ("canvas", canvas.json), ("constraints", constraints)]
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
        // Without batches nothing is printed: the numbers are only checked.
        var entry = JSONWriter(emit: batches != nil, indent: indent, level: 2)
        var previous: (state: FrameState, entry: [UInt8], headLength: Int)?
        for (k, state) in states.enumerated() {
            if let p = previous, state.showsTheSame(as: p.state) {
                guard let batches else { continue }   // checked with the frame it repeats
                var head = JSONWriter(indent: indent, level: 2)
                try Self.head(of: state, to: &head)
                array.append(written: head.bytes + p.entry[p.headLength...], index: k, to: &batches.pending)
                try batches.flushIfFull()
                continue
            }
            entry.bytes.removeAll(keepingCapacity: true)
            do {
                let headLength = try write(state, drawn: measure(state), firstEquations: first, to: &entry)
                previous = (state, entry.bytes, headLength)
            } catch let e as JSONWriter.NonFinite {
                throw NonFiniteNumber(found: e.found, frame: state)
            }
            if let batches {
                array.append(written: entry.bytes, index: k, to: &batches.pending)
                try batches.flushIfFull()
            }
        }
        batches?.append(array.tail)
        batches?.append(object.tail + [0x0A])
        try batches?.flush()
    }

    /// frames.json's top-level `canvas`: the image in points, where the screen sits on
    /// it, and the overlay kinds drawn into the PNGs (in `OverlayKind`'s order).
    package struct Canvas {
        /// The screen's canvas (the window, or the square it turns in), without the padding.
        package var screen: Size
        /// Room around the screen for a device body, on every side.
        package var padding: Double
        package var overlays: Set<OverlayKind>

        package init(screen: Size, padding: Double, overlays: Set<OverlayKind>) {
            self.screen = screen; self.padding = padding; self.overlays = overlays
        }

        package var json: JSONOutput {
            .object([
                ("size", .numbers([screen.width + 2 * padding, screen.height + 2 * padding])),
                ("screen", .numbers([padding, padding, screen.width, screen.height])),
                ("overlays", .array(OverlayKind.allCases.filter(overlays.contains).map { .string($0.rawValue) })),
            ])
        }
    }

    /// A number frames.json would hold that is not finite (JSON has no such number), and
    /// the frame it belongs to (nil outside the frames).
    package struct NonFiniteNumber: Error {
        package var found: JSONOutput.NonFinite
        package var frame: FrameState?
    }
}
