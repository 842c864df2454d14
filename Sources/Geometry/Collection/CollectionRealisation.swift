/// Which items a collection view has realised (holds a cell for) and what it does when
/// the visible part changes — the one rule both front ends follow, so that a timeline and
/// its Swift twin make, reuse and name the same cells in the same order:
///
/// 1. the cells of items that no longer overlap the visible rect leave first, in
///    index-path order, each put back in its reuse queue (`ReuseQueue`);
/// 2. then the newly visible items get cells, in index-path order, each taken from its
///    queue (the one put back last first) or made new; each new cell is added in front of
///    the collection view's other subviews.
///
/// Cells are identified by `CellIdentity`, numbered in the order they were made, and keep
/// it through reuse (docs/collections.md).
public struct CollectionRealisation: Sendable {
    /// A cell object: its identity and its reuse identifier.
    public struct Instance: Hashable, Sendable {
        public var identity: CellIdentity
        public var reuseIdentifier: String
        public init(identity: CellIdentity, reuseIdentifier: String) {
            self.identity = identity; self.reuseIdentifier = reuseIdentifier
        }
    }

    /// The items shown, in index-path order, and their cells.
    public private(set) var realised: [(path: ItemPath, cell: Instance)] = []
    /// The cells waiting to be reused, and the count of cells made.
    private var queue = ReuseQueue<Instance>()
    /// The update whose animation is running (`beginUpdate` … `endUpdate`).
    public internal(set) var update: CollectionUpdateAnimation?

    public init() {}

    /// A cell for `identifier`: the one put back last, else a new one (`isNew`).
    public mutating func dequeue(_ identifier: String) -> (cell: Instance, isNew: Bool) {
        if let cell = queue.dequeue(reuseIdentifier: identifier) { return (cell, false) }
        return (Instance(identity: queue.newIdentity(), reuseIdentifier: identifier), true)
    }

    /// Puts a cell back in its queue.
    public mutating func enqueue(_ cell: Instance) {
        queue.enqueue(cell, reuseIdentifier: cell.reuseIdentifier)
    }

    /// The items of `realised` not in `visible` (step 1), removed from `realised` and
    /// their cells enqueued (unless `queueing` is false: an update animation queues them when
    /// it ends); returns them in index-path order.
    public mutating func releaseHidden(keeping visible: [ItemPath], queueing: Bool = true) -> [(path: ItemPath, cell: Instance)] {
        let keep = Set(visible)
        let leaving = realised.filter { !keep.contains($0.path) }
        realised.removeAll { !keep.contains($0.path) }
        if queueing { for l in leaving { enqueue(l.cell) } }
        return leaving
    }

    /// After an update, each realised item takes the path `newPath` gives it; the items it
    /// gives nil (deleted, reloaded) leave `realised`, their cells not yet enqueued, and are
    /// returned in index-path order.
    public mutating func renumber(_ newPath: (ItemPath) -> ItemPath?) -> [(path: ItemPath, cell: Instance)] {
        var kept: [(path: ItemPath, cell: Instance)] = [], gone: [(path: ItemPath, cell: Instance)] = []
        for r in realised {
            if let p = newPath(r.path) { kept.append((p, r.cell)) } else { gone.append(r) }
        }
        realised = kept.sorted { $0.path < $1.path }
        return gone
    }

    /// The items of `visible` without a cell (step 2), in index-path order.
    public func entering(_ visible: [ItemPath]) -> [ItemPath] {
        let have = Set(realised.map(\.path))
        return visible.filter { !have.contains($0) }
    }

    /// Records `cell` as showing `path`.
    public mutating func realise(_ path: ItemPath, with cell: Instance) {
        let k = realised.firstIndex { $0.path > path } ?? realised.endIndex
        realised.insert((path, cell), at: k)
    }

    /// Every realised cell leaves (a reload): all enqueued, in index-path order.
    public mutating func releaseAll() -> [(path: ItemPath, cell: Instance)] {
        releaseHidden(keeping: [])
    }

    /// The cell showing `path`, if any.
    public func cell(at path: ItemPath) -> Instance? { realised.first { $0.path == path }?.cell }
}
