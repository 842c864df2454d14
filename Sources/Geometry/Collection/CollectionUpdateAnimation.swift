/// What a collection view's layout pass inside an update's animation block does
/// differently (both front ends: `UICollectionView`, the timeline's `CollectionDriver`):
/// inserted and reloaded items' new cells fade in at their place (`fadingIn`), items that
/// were elsewhere before come in from there (`oldFrames`, by their new path), and cells whose
/// items leave the bounds go to their new place and stay until the animation ends
/// (`disappearing`).
public struct CollectionUpdateAnimation: Sendable {
    public var fadingIn: Set<ItemPath>
    public var oldFrames: [ItemPath: Rect]
    public var disappearing: [(path: ItemPath, cell: CollectionRealisation.Instance)] = []
    /// True until the block's layout pass is done.
    public var isLayingOut = true

    public init(fadingIn: Set<ItemPath>, oldFrames: [ItemPath: Rect]) { self.fadingIn = fadingIn; self.oldFrames = oldFrames }
}
