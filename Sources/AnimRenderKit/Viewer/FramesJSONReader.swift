import Foundation
import JSONDocuments
import Timeline

/// Reads back a frames.json for the viewer of an existing folder (`animrender view`),
/// checking every member the page reads, so a damaged file is a located error at the
/// command line instead of a blank or half-drawn page.
///
/// Promises: on success, `document` holds the file's values with numbers in
/// `JSONOutput`'s fixed format, and every frame has `index` equal to its position, a
/// finite `time`, `views` whose `frame` is four numbers, and `violations` with a
/// `constraint` and an `amount`; members the page does not read pass through unchecked.
/// Errors name the file, line:column, the JSON path and the fix.
struct FramesJSONReader {
    let json: JSONFileReader

    struct Result {
        var document: JSONOutput
        var frameCount: Int
    }

    static func read(path: String) throws -> Result {
        let reader = FramesJSONReader(json: JSONFileReader(file: path, fix: fix))
        let root = try reader.json.parse()
        let frames = try reader.check(root)
        return Result(document: JSONFileReader.output(root), frameCount: frames)
    }

    static let fix = "frames.json is damaged: render the timeline again, or move frames.json away to view the PNGs alone"

    private func fail(_ value: LocatedJSON, _ path: String, _ expected: String) -> AnimRenderError { json.fail(value, path, expected) }
    private func member(_ object: LocatedJSON, _ key: String, _ path: String) throws -> LocatedJSON { try json.member(object, key, path) }
    private func number(_ v: LocatedJSON, _ path: String, positive: Bool = false) throws -> Double { try json.number(v, path, positive: positive) }
    private func numbers(_ v: LocatedJSON, _ count: Int, _ path: String) throws { try json.numbers(v, count, path) }
    private func array(_ v: LocatedJSON, _ path: String) throws -> [LocatedJSON] { try json.array(v, path) }
    private func object(_ v: LocatedJSON, _ path: String) throws -> [(key: String, value: LocatedJSON)] { try json.object(v, path) }
    private func string(_ v: LocatedJSON, _ path: String) throws { try json.string(v, path) }

    /// Checks the document; returns its frame count.
    private func check(_ root: LocatedJSON) throws -> Int {
        _ = try object(root, "$")
        _ = try number(try member(root, "fps", "$"), "$.fps", positive: true)
        _ = try number(try member(root, "scale", "$"), "$.scale", positive: true)
        let frames = try array(try member(root, "frames", "$"), "$.frames")
        for (i, frame) in frames.enumerated() {
            let p = "$.frames[\(i)]"
            _ = try object(frame, p)
            let index = try member(frame, "index", p)
            guard case .number(let k) = index.value, k == Double(i) else { throw fail(index, p + ".index", "\(i)") }
            _ = try number(try member(frame, "time", p), p + ".time")
            for (id, view) in try object(try member(frame, "views", p), p + ".views") {
                let vp = p + ".views." + id
                _ = try object(view, vp)
                try numbers(try member(view, "frame", vp), 4, vp + ".frame")
                for (key, count) in [("bounds", 4), ("center", 2), ("transform", 6)] {
                    if let v = view[key] { try numbers(v, count, vp + "." + key) }
                }
                if let alpha = view["alpha"] { _ = try number(alpha, vp + ".alpha") }
                if let outline = view["outline"] {
                    let corners = try array(outline, vp + ".outline")
                    guard corners.count == 4 else { throw fail(outline, vp + ".outline", "4 corners") }
                    for (c, corner) in corners.enumerated() { try numbers(corner, 2, "\(vp).outline[\(c)]") }
                }
            }
            for (j, violation) in try array(try member(frame, "violations", p), p + ".violations").enumerated() {
                let vp = "\(p).violations[\(j)]"
                _ = try object(violation, vp)
                try string(try member(violation, "constraint", vp), vp + ".constraint")
                _ = try number(try member(violation, "amount", vp), vp + ".amount")
            }
            if let overlays = frame["overlays"] {
                for (j, overlay) in try array(overlays, p + ".overlays").enumerated() {
                    try checkOverlay(overlay, "\(p).overlays[\(j)]")
                }
            }
        }
        return frames.count
    }

    /// The geometry each shape needs (FramesJSON+drawing writes it; the page draws it).
    static let shapeMembers: [String: [(key: String, count: Int?)]] = [
        "line": [("from", 2), ("to", 2)], "dimension": [("from", 2), ("to", 2), ("label", nil)],
        "rect": [("rect", 4)], "band": [("rect", 4)], "polygon": [("points", 0)],
        "tag": [("text", nil), ("at", 2)], "badge": [("text", nil), ("corner", nil)],
    ]

    private func checkOverlay(_ overlay: LocatedJSON, _ path: String) throws {
        _ = try object(overlay, path)
        for key in ["kind", "style"] { try string(try member(overlay, key, path), path + "." + key) }
        let shapeValue = try member(overlay, "shape", path)
        guard case .string(let shape) = shapeValue.value, let needs = Self.shapeMembers[shape] else {
            throw fail(shapeValue, path + ".shape", "one of " + Self.shapeMembers.keys.sorted().joined(separator: ", "))
        }
        for (key, count) in needs {
            let value = try member(overlay, key, path)
            switch count {
            case nil: try string(value, path + "." + key)
            case 0?: for (i, p) in try array(value, path + "." + key).enumerated() { try numbers(p, 2, "\(path).\(key)[\(i)]") }
            case let n?: try numbers(value, n, path + "." + key)
            }
        }
        // A label's placed pill and leader line; absent from files written before them.
        if let pill = overlay["pill"] { try numbers(pill, 4, path + ".pill") }
        if let leader = overlay["leader"] {
            let ends = try array(leader, path + ".leader")
            guard ends.count == 2 else { throw fail(leader, path + ".leader", "2 points") }
            for (i, p) in ends.enumerated() { try numbers(p, 2, "\(path).leader[\(i)]") }
        }
    }
}
