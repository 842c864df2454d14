import Geometry
import Playback

/// frames.json as TIMELINE.md defines it: `{ fps, scale, frames: [ { index, time, screen,
/// views, violations } ] }`, keys in that order, views in tree order. Each view also
/// names its `parent` (an addition to the contract), so tools can place it in the window.
enum FramesJSON {
    static func insets(_ e: EdgeInsets) -> JSONOutput {
        .object([("top", .number(e.top)), ("left", .number(e.left)), ("bottom", .number(e.bottom)), ("right", .number(e.right))])
    }

    static func frame(_ f: FrameState) -> JSONOutput {
        .object([
            ("index", .number(Double(f.index))),
            ("time", .number(f.time)),
            ("screen", .object([("orientation", .string(f.orientation)),
                                ("bounds", .numbers(f.windowBounds.array)),
                                ("safeArea", insets(f.safeArea))])),
            ("views", .object(f.views.map { v in
                (v.id, .object([("parent", .string(v.parent)), ("frame", .numbers(v.frame.array)), ("bounds", .numbers(v.bounds.array)),
                                ("center", .numbers([v.center.x, v.center.y])),
                                ("transform", .numbers(v.transform.array)), ("alpha", .number(v.alpha))]))
            })),
            ("violations", .array(f.violations.map {
                .object([("constraint", .string($0.constraint)), ("amount", .number($0.amount))])
            })),
            ("traits", traits(f.traits)),
        ])
    }

    /// The contract's `traits`: size classes, layout direction, content size category.
    static func traits(_ t: TraitCollection) -> JSONOutput {
        .object([("horizontalSizeClass", .string(t.horizontalSizeClass.rawValue)),
                 ("verticalSizeClass", .string(t.verticalSizeClass.rawValue)),
                 ("layoutDirection", .string(t.layoutDirection.rawValue)),
                 ("contentSizeCategory", .string(t.contentSizeCategory.rawValue))])
    }

    static func document(fps: Double, scale: Double, frames: [JSONOutput]) -> JSONOutput {
        .object([("fps", .number(fps)), ("scale", .number(scale)), ("frames", .array(frames))])
    }
}
