/// A cell object of one table or collection view, as UIKit's cell is an object: its number
/// in the order the list made its cells (1, 2, …). A cell keeps its identity, and so its
/// name (`list.cell3`), through reuse and through update animations; which index path it
/// shows changes, and frames.json says which (`indexPath`, docs/output-format.md).
public struct CellIdentity: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// 1 for the first cell the list made.
    public let number: Int

    public init(number: Int) { self.number = number }

    public static func < (a: CellIdentity, b: CellIdentity) -> Bool { a.number < b.number }

    /// The cell's name in frames.json, the trace and constraint names: `<list>.cellN`.
    public func name(inList list: String) -> String { "\(list).\(self)" }

    /// The name in `list` of a collection view's section header or footer view numbered so
    /// (headers and footers count apart, each in the order the list made them):
    /// `<list>.header1`, `<list>.footer2` (docs/collections.md).
    public func name(inList list: String, as supplement: TableGeometry.Supplement) -> String {
        "\(list).\(supplement.rawValue)\(number)"
    }

    /// `cell3`.
    public var description: String { "cell\(number)" }
}
