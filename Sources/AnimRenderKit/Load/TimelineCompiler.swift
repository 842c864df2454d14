import Geometry
import Layout
import Timeline

/// Turns a validated `Timeline` into Layout values: the engine configuration, the
/// engine's view specs and the parsed constraints. Constraint strings and VFL are parsed
/// here (the Timeline target keeps them as text), and a parser's error offset inside a
/// string is mapped back to the file's line:column through `SourceText`, so a caret
/// error points into the user's JSON.
enum TimelineCompiler {
    /// A constraint entry after parsing: one or more descriptions (VFL and shorthands
    /// make several) and the id the timeline's changes use for the group.
    struct CompiledEntry {
        var entryID: String?
        var descriptions: [ConstraintDescription]
    }

    static func screenState(_ timeline: Timeline, orientation: InterfaceOrientation) -> ScreenState {
        ScreenState(size: timeline.screen.bounds(in: orientation).size,
                    safeAreaInsets: timeline.screen.safeArea(in: orientation),
                    orientation: orientation)
    }

    /// UIKit's root-view margins (`systemMinimumLayoutMargins`, measured from the safe
    /// area): 16 on the sides in a compact-width environment, 20 in a regular-width one
    /// (iPads, and the large phones in landscape), 0 on top and bottom.
    static func rootMargins(_ timeline: Timeline, orientation: InterfaceOrientation) -> EdgeInsets {
        let regularWidth = timeline.screen.device?.isPad == true
            || (orientation.isLandscape && timeline.screen.bounds(in: orientation).width >= 736)
        let side = regularWidth ? 20.0 : 16.0
        return EdgeInsets(top: 0, left: side, bottom: 0, right: side)
    }

    static func engineSpec(_ v: Timeline::ViewSpec) -> Layout::ViewSpec {
        Layout::ViewSpec(
            id: v.id, parent: v.parent, intrinsicContentSize: v.intrinsicContentSize,
            hugging: AxisPriorities(horizontal: LayoutPriority(v.contentHuggingPriority.horizontal),
                                    vertical: LayoutPriority(v.contentHuggingPriority.vertical)),
            compression: AxisPriorities(horizontal: LayoutPriority(v.contentCompressionResistancePriority.horizontal),
                                        vertical: LayoutPriority(v.contentCompressionResistancePriority.vertical)),
            translatesAutoresizingMaskIntoConstraints: v.translatesAutoresizingMaskIntoConstraints,
            frame: v.frame, autoresizingMask: v.autoresizingMask,
            layoutMargins: v.layoutMargins, text: v.text, font: v.font, numberOfLines: v.numberOfLines,
            preferredMaxLayoutWidth: v.preferredMaxLayoutWidth, transform: v.transform.affineTransform,
            anchorPoint: v.anchorPoint, isHidden: v.isHidden, keepCenterOf: v.keepCenterOf)
    }

    static func location(_ s: SourceReference) -> SourceLocation {
        SourceLocation(path: s.path, line: s.line, column: s.column)
    }

    /// Parses one entry. `parentOf` answers a view's superview for VFL's `|` and the
    /// shorthands. Errors come back as file-located messages.
    static func compile(_ entry: ConstraintEntry, parentOf: (String) -> String?) throws -> CompiledEntry {
        let loc = location(entry.source)
        var ds: [ConstraintDescription]
        do {
            switch entry.kind {
            case .expression(let text):
                ds = [try ConstraintParser.parse(text.text, source: loc)]
            case .visualFormat(let vfl):
                var metrics: [String: Double] = [:]
                for m in vfl.metrics { metrics[m.name] = m.value }
                ds = try Layout::VisualFormat.parse(vfl.format.text, metrics: metrics, options: vfl.options,
                                                    source: loc, parentOf: parentOf)
            case .pinEdges(let pin):
                let insets = Shorthand.Insets(top: pin.insets.top, left: pin.insets.left,
                                              bottom: pin.insets.bottom, right: pin.insets.right)
                ds = try Shorthand.pinEdges(view: pin.view, to: pin.target, edges: pin.edges, insets: insets,
                                            parentOf: parentOf)
            case .center(let view, let target):
                ds = try Shorthand.center(view: view, in: target, parentOf: parentOf)
            case .size(let view, let width, let height):
                ds = try Shorthand.size(view: view, width: width, height: height)
            }
        } catch let e as ConstraintSyntaxError {
            throw AnimRenderError(syntaxMessage(e, entry: entry))
        } catch let e as ShorthandError {
            throw AnimRenderError("\(entry.source): error: \(entry.source.path): \(e.message)")
        }
        for i in ds.indices {
            ds[i].source = loc
            ds[i].isActive = entry.isActive
            if let id = entry.id { ds[i].id = ds.count == 1 ? id : "\(id)[\(i)]" }
        }
        return CompiledEntry(entryID: entry.id, descriptions: ds)
    }

    /// `file:line:col: error: $.constraints[2].constraint: message`, then the string
    /// with a caret under the offending character.
    static func syntaxMessage(_ e: ConstraintSyntaxError, entry: ConstraintEntry) -> String {
        let text: SourceText?
        switch entry.kind {
        case .expression(let t): text = t
        case .visualFormat(let v): text = v.format
        default: text = nil
        }
        guard let text else { return "\(entry.source): error: \(entry.source.path): \(e.message)" }
        let at = text.location(ofOffset: e.offset)
        let caret = String(e.text.prefix(e.offset).map { $0 == "\t" ? "\t" : " " })
        return "\(at): error: \(text.path): \(e.message)\n    \(e.text)\n    \(caret)^"
    }
}
