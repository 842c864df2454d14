/// What one layout pass of a collection view does to its cells, decided once for both front
/// ends by `CollectionRealisation.pass` (the Swift `UICollectionView` and the timeline's
/// `CollectionDriver` only carry it out, on their views), in the order they carry it out.
public struct CollectionPass: Sendable {
    /// A newly visible item: its cell (from the data source, or the reuse queue) is placed
    /// at `frame` as it joins — or, in an update's animation block, joins without animation
    /// at `start` (transparent when it `fadesIn`) and then goes to `frame` (and opaque).
    public struct Entrance: Sendable, Equatable {
        public var path: ItemPath
        public var frame: Rect
        /// Nil outside an update's animation.
        public var start: Rect?
        public var fadesIn: Bool
    }

    /// Cells whose items left the bounds: they leave the collection view now (their queue
    /// has them back).
    public var leaving: [(path: ItemPath, cell: CollectionRealisation.Instance)] = []
    /// Cells an update's animation takes out of the bounds: they go to `frame` and leave
    /// when the animation ends.
    public var disappearing: [(path: ItemPath, cell: CollectionRealisation.Instance, frame: Rect)] = []
    /// The cells kept, each to be at its item's frame.
    public var placed: [(path: ItemPath, cell: CollectionRealisation.Instance, frame: Rect)] = []
    /// The items that need a cell, in index-path order; each gets one and is `realise`d.
    public var entering: [Entrance] = []
}
