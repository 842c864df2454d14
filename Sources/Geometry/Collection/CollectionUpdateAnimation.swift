/// An update's animation as a collection view's cells live it (both front ends, through
/// `CollectionRealisation.beginUpdate`, `pass` and `endUpdate`): inserted and reloaded
/// items' new cells fade in at their place (`fadingIn`), items that were elsewhere before
/// come in from there (`oldFrames`, by their new path), the cells of deleted and reloaded
/// items fade out where they were (`leaving`), and cells whose items the update takes out of
/// the bounds go to their new place (`disappearing`); all of those leave when it ends.
public struct CollectionUpdateAnimation: Sendable {
    public var fadingIn: Set<ItemPath>
    public var oldFrames: [ItemPath: Rect]
    /// The cells of deleted and reloaded items, by their old path.
    public var leaving: [(path: ItemPath, cell: CollectionRealisation.Instance)]
    public var disappearing: [(path: ItemPath, cell: CollectionRealisation.Instance)] = []
    /// True until the animation block's layout pass is done.
    public var isLayingOut = true

    public init(fadingIn: Set<ItemPath>, oldFrames: [ItemPath: Rect], leaving: [(path: ItemPath, cell: CollectionRealisation.Instance)]) {
        self.fadingIn = fadingIn; self.oldFrames = oldFrames; self.leaving = leaving
    }
}
