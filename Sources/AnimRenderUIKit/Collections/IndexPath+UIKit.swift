import Foundation
import Geometry

/// UIKit's additions to `IndexPath` (UIKit declares them; Foundation on Linux does not):
/// a collection view's `item` and a table view's `row` are the same second index.
extension IndexPath {
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    var itemPath: ItemPath { ItemPath(section: section, item: item) }
    init(_ path: ItemPath) { self.init(item: path.item, section: path.section) }
}
