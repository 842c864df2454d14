/// The numbers of collection views that UIKit does not publish, chosen and documented in
/// docs/collections.md: both front ends read them here.
public enum CollectionMetrics {
    /// How long an update (insert, delete, reload, move) animates, ease in and out: 0.3 s,
    /// *chosen* (UIKit's duration is not documented; it is the table's row animation's too,
    /// `TableMetrics.rowAnimationDuration`).
    public static let updateDuration = 0.3
}
