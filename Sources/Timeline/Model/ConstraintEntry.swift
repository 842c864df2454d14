import Geometry
import Layout
import Playback

/// One entry of `constraints` (or of an `add` change), still as text where a parser reads
/// it when the entry is installed (`ConstraintParser`, `VisualFormat`). The shorthands are
/// already checked (view ids known, edges named correctly); constraint strings and VFL
/// keep their `SourceText` so a parser's errors can point into the file.
public struct ConstraintEntry: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// `"card.top == root.safeArea.top + 20 @750"`, bare or as `{ "constraint": … }`.
        case expression(SourceText)
        /// `{ "vfl": …, "metrics": …, "options": … }`; `located` is the format as written,
        /// so that an error inside it points into the file.
        case visualFormat(VisualFormat, located: SourceText)
        case pinEdges(PinEdges)
        /// PureLayout's `autoCenterInSuperview` / `autoCenterInSuperviewMargins`.
        case center(view: String, in: PinTarget)
        /// PureLayout's `autoSetDimensionsToSize`; nil leaves that dimension free.
        case size(view: String, width: Double?, height: Double?)
    }
    /// The id later changes refer to; nil for anonymous entries.
    public var id: LayoutConstraintID?
    /// `active: false` declares the constraint without installing it.
    public var isActive: Bool
    public var kind: Kind
    /// Where the entry starts.
    public var source: SourceReference
    /// `when`: the size classes the constraints are installed for; nil: always.
    public var condition: SizeClassCondition?
    /// `generated`: UIKit made the constraint, not the app (an imported console log's
    /// encapsulated sizes, autoresizing masks, stack views' and guides' constraints).
    public var isGenerated: Bool
    public init(id: LayoutConstraintID?, isActive: Bool, kind: Kind, source: SourceReference, condition: SizeClassCondition? = nil,
                isGenerated: Bool = false) {
        self.id = id; self.isActive = isActive; self.kind = kind; self.source = source; self.condition = condition
        self.isGenerated = isGenerated
    }
}

/// `{ "pinEdges": "card", "to": …, "edges": […], "insets": {…} }`: each named edge equals
/// the target's edge, inset inwards by the matching inset (top and leading add it, bottom
/// and trailing subtract it), as PureLayout's `autoPinEdgesToSuperviewEdges(with:)`.
public struct PinEdges: Hashable, Sendable {
    public var view: String
    public var target: PinTarget
    /// In the order written; all four (top, leading, bottom, trailing) when omitted.
    public var edges: [PinEdge]
    /// As written: `leading`/`trailing` insets apply at the leading/trailing edge,
    /// `left`/`right` at the screen's sides; an edge without its own inset takes the one
    /// on the same side in the layout direction (`Shorthand.Insets`).
    public var insets: Shorthand.Insets
    public init(view: String, target: PinTarget, edges: [PinEdge], insets: Shorthand.Insets) {
        self.view = view; self.target = target; self.edges = edges; self.insets = insets
    }
}
