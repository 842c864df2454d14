import Geometry
import Layout

/// Parsing a constraint entry into the descriptions the player installs. Constraint
/// strings and VFL are parsed here (the model keeps them as text), and a parser's error
/// offset inside a string is mapped back to the file's line:column through `SourceText`,
/// so a caret error points into the user's JSON.
extension ConstraintEntry {
    /// One or more descriptions (VFL and shorthands make several), located at the entry
    /// and named after its id as `ConstraintName` says (`id`, then `id#2`, `id#3` …; an
    /// entry without an id is named by the engine the same way after its path). `parentOf`
    /// answers a view's superview for VFL's `|` and the shorthands, as the view tree
    /// stands when the entry is installed; `layoutDirectionOf` a view's effective layout
    /// direction (a pin's missing leading inset falls back to the inset on that side of
    /// its superview); `views` the views and guides that exist then (any other name in a
    /// constraint string or VFL is an error under the name). Errors are `TimelinePlaybackErrors`.
    func constraintDescriptions(parentOf: (String) -> String?, views: KnownViews = .any,
                                layoutDirectionOf: (String) -> LayoutDirection) throws -> [ConstraintDescription] {
        let loc = SourceLocation(path: source.path, line: source.line, column: source.column)
        var ds: [ConstraintDescription]
        do {
            switch kind {
            case .expression(let text):
                ds = [try ConstraintParser.parse(text.text, source: loc, views: views)]
            case .visualFormat(let vfl, _):
                ds = try vfl.constraints(source: loc, views: views, parentOf: parentOf)
            case .pinEdges(let pin):
                let direction = parentOf(pin.view).map(layoutDirectionOf) ?? .leftToRight
                ds = try Shorthand.pinEdges(view: pin.view, to: pin.target, edges: pin.edges, insets: pin.insets,
                                            direction: direction, parentOf: parentOf)
            case .center(let view, let target):
                ds = try Shorthand.center(view: view, in: target, parentOf: parentOf)
            case .size(let view, let width, let height):
                ds = try Shorthand.size(view: view, width: width, height: height)
            }
        } catch let e as ConstraintSyntaxError {
            throw TimelinePlaybackErrors([syntaxError(e)])
        } catch let e as ShorthandError {
            throw TimelinePlaybackErrors([TimelineError(at: source, problem: .shorthand(e))])
        }
        for i in ds.indices {
            ds[i].source = loc
            ds[i].isActive = isActive
            ds[i].condition = condition
            ds[i].isMadeByUIKit = isGenerated
            if let id { ds[i].id = ConstraintName.member(i, of: id) }
        }
        return ds
    }

    /// `file:line:col: error: $.constraints[2].constraint: message`, then the string
    /// with a caret under the offending character.
    func syntaxError(_ e: ConstraintSyntaxError) -> TimelineError {
        let text: SourceText?
        switch kind {
        case .expression(let t): text = t
        case .visualFormat(_, let located): text = located
        default: text = nil
        }
        guard let text else { return TimelineError(at: source, problem: .constraintSyntax(e)) }
        var error = TimelineError(at: text.location(ofOffset: e.offset), problem: .constraintSyntax(e))
        error.caret = .init(text: e.text, offset: e.offset)
        return error
    }
}
