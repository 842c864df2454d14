/// An item of a collection view or a row of a table view: its section and its place in
/// that section (UIKit's `IndexPath` with `section` and `item`/`row`), ordered section
/// first, as UIKit orders index paths.
public struct ItemPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var section: Int
    public var item: Int

    public init(section: Int, item: Int) { self.section = section; self.item = item }

    public static func < (a: ItemPath, b: ItemPath) -> Bool {
        (a.section, a.item) < (b.section, b.item)
    }

    /// `[section,item]`, as messages write it.
    public var description: String { "[\(section),\(item)]" }
}
