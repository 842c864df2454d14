import Geometry
import Layout
import Playback

/// A view as declared in `views` (or by `addView`): the engine's description of it — its
/// layout (`Layout.ViewSpec`) and its appearance (`ViewAppearance`), every property present
/// with TIMELINE.md's defaults applied — and the few facts only the file has. The JSON is
/// decoded straight into the description, which the player takes as it is: there is no
/// second view model to copy from. Layout and appearance properties read and write through
/// the declaration (`declaration.text`, `declaration.alpha`).
@dynamicMemberLookup
public struct ViewDeclaration: Hashable, Sendable {
    /// What the player installs.
    public var view: ViewDescription
    /// `"class"` as written; nil: the class its properties tell (UIView, UILabel with
    /// `text`, UIStackView with `stack`; the engine's `viewClass`).
    public var viewClass: ViewClass?
    /// A scroll view's `contentOffset` as last set in the file (the scroll view keeps the
    /// offset itself, as its bounds' origin; see `TimelineDriver`).
    public var contentOffset: Point?
    /// A UICollectionView's layout, cell prototypes and items.
    public var collection: CollectionSpec?
    /// A UITableView's cell prototypes and rows (its style and row heights are its `content`).
    public var table: TableSpec?
    /// Where the view was declared.
    public var source: SourceReference

    /// The defaults of TIMELINE.md for a view with this id and parent: the engine's and
    /// UIView's own (laid out by constraints, hugging 250, compression 750, margins 8,
    /// clear, opaque).
    public init(id: ViewID, parent: ViewID = .root, source: SourceReference) {
        view = ViewDescription(layout: ViewSpec(id: id, parent: parent))
        self.source = source
    }

    public subscript<T>(dynamicMember property: WritableKeyPath<ViewSpec, T>) -> T {
        get { view.layout[keyPath: property] }
        set { view.layout[keyPath: property] = newValue }
    }

    public subscript<T>(dynamicMember property: KeyPath<ViewSpec, T>) -> T {
        view.layout[keyPath: property]
    }

    public subscript<T>(dynamicMember property: WritableKeyPath<ViewAppearance, T>) -> T {
        get { view.appearance[keyPath: property] }
        set { view.appearance[keyPath: property] = newValue }
    }

    public func applying(_ property: ViewProperty) -> ViewDeclaration {
        var v = self
        switch property {
        case .backgroundColor(let c): v.backgroundColor = c
        case .cornerRadius(let r): v.cornerRadius = r
        case .border(let b): v.border = b
        case .alpha(let a): v.alpha = a
        case .hidden(let h): v.isHidden = h
        case .text(let t): v.text = t
        case .font(let f): v.font = f
        case .textColor(let c): v.textColor = c
        case .numberOfLines(let n): v.numberOfLines = n
        case .preferredMaxLayoutWidth(let w): v.preferredMaxLayoutWidth = w
        case .intrinsicContentSize(let s): v.intrinsicContentSize = s
        case .contentHuggingPriority(let h, let vert): v.hugging = v.hugging.updating(horizontal: h, vertical: vert)
        case .contentCompressionResistancePriority(let h, let vert):
            v.compression = v.compression.updating(horizontal: h, vertical: vert)
        case .translatesAutoresizingMaskIntoConstraints(let t): v.translatesAutoresizingMaskIntoConstraints = t
        case .frame(let f): v.frame = f
        case .autoresizingMask(let m): v.autoresizingMask = m
        case .layoutMargins(let m): v.layoutMargins = m; v.directionalLayoutMargins = nil
        case .directionalLayoutMargins(let m): v.directionalLayoutMargins = m
        case .semanticContentAttribute(let a): v.semanticContentAttribute = a
        case .textAlignment(let a): v.textAlignment = a
        case .transform(let t): v.transform = t.affineTransform
        case .anchorPoint(let p): v.anchorPoint = p
        case .keepCenterOf(let id): v.keepCenterOf = id
        case .stack(let patch): v.stack = patch.map { $0.applied(to: v.stack ?? StackConfiguration()) }
        case .clipsToBounds(let c): v.clipsToBounds = c
        case .alignmentRectInsets(let a): v.alignmentRectInsets = a
        case .preservesSuperviewLayoutMargins(let p): v.preservesSuperviewLayoutMargins = p
        case .layoutGuides(let g): v.layoutGuides = g
        case .content(.contentOffset(let offset)): v.contentOffset = offset
        case .content(let p): v.content = v.content.applying(p)
        case .overrideUserInterfaceStyle(let s): v.overrideUserInterfaceStyle = s
        }
        return v
    }

    public func applying(_ properties: [ViewProperty]) -> ViewDeclaration {
        properties.reduce(self) { $0.applying($1) }
    }
}

extension AxisPriorities {
    /// A timeline's partial pair: an axis left out keeps its priority.
    func updating(horizontal h: Double?, vertical v: Double?) -> AxisPriorities {
        AxisPriorities(horizontal: h.map(LayoutPriority.init) ?? horizontal, vertical: v.map(LayoutPriority.init) ?? vertical)
    }
}
