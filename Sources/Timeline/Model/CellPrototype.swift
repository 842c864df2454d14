import Geometry
import Layout
import Playback

/// A cell class, as a timeline writes it for a collection or a table view: the cell's own
/// properties, the views in its `contentView` (ids local to the prototype; `contentView` is
/// the content view) and their constraint strings.
public struct CellPrototype: Hashable, Sendable {
    /// The reuse identifier.
    public var id: String
    /// The cell's own properties (its id and parent are the collection's to give).
    public var cell: ViewDeclaration
    /// Parents first, siblings in the order written: the order the views are added in.
    public var views: [ViewDeclaration]
    /// Items named by local ids and `contentView`.
    public var constraints: [ConstraintDescription]
    /// Whether the cell is of UIKit's `.default` style with its `textLabel` (a table's
    /// `"style": "default"`): the label is then the last of `views`, and the cell's row is
    /// at least 44 pt, as UIKit's own styles are.
    public var hasTextLabel = false

    public init(id: String, cell: ViewDeclaration, views: [ViewDeclaration], constraints: [ConstraintDescription]) {
        self.id = id; self.cell = cell; self.views = views; self.constraints = constraints
    }

    /// The name inside a cell of the content view.
    public static let contentViewID: ViewID = "contentView"
    /// The name inside a cell of the `.default` style's label.
    public static let textLabelID: ViewID = "textLabel"

    /// The prototype with UIKit's `.default` style label added after its own views and
    /// constraints (where a data source's `cell.textLabel?.text = …` makes it, after the
    /// cell's init): `UITableViewCell.textLabel` as the Swift cell makes it — a label of
    /// any number of lines in the system font, pinned to the content view's margins (11 pt
    /// above and below, 16 at the sides: a one-line row is 44 pt), required on every side,
    /// made leading, trailing, top, bottom.
    public func withTextLabel(source: SourceReference) -> CellPrototype {
        var p = self
        var label = ViewDeclaration(id: Self.textLabelID, parent: Self.contentViewID, source: source)
        label.text = ""
        label.numberOfLines = 0
        p.views.append(label)
        let margins = ItemReference(view: Self.contentViewID, guide: .margins)
        p.constraints += [LayoutAttribute.leading, .trailing, .top, .bottom].map { a in
            ConstraintDescription(firstItem: ItemReference(view: Self.textLabelID), firstAttribute: a, secondItem: margins, secondAttribute: a)
        }
        p.hasTextLabel = true
        return p
    }
    /// The name inside a header or footer prototype of the header or footer itself (a
    /// `UICollectionReusableView` has no content view: its class adds its views to itself).
    public static let selfID: ViewID = "self"
}

/// One item of a collection or row of a table: its prototype and the texts its labels
/// show (by local view id).
public struct CellItem: Hashable, Sendable {
    public var cell: String
    public var texts: [String: String]
    public init(cell: String, texts: [String: String]) { self.cell = cell; self.texts = texts }
}
