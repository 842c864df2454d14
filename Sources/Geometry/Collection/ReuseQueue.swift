/// The cells of one table or collection view that wait to be reused, by reuse identifier,
/// and the count of cells the list has made — the one queue both views and both front ends
/// use (docs/collections.md, "Reuse"), so a timeline and its Swift twin reuse and number the
/// same cells.
///
/// Order: last in, first out — `dequeue` hands back the cell put back last. UIKit does not
/// document the order; its open reimplementations (PSTCollectionView, Chameleon's and
/// Apportable's collection views) take the queue's `lastObject`, and while scrolling it
/// makes no difference (one cell leaves as one comes in). It shows after a jump or a
/// reload, when several cells wait: the one that left last comes back first.
public struct ReuseQueue<Cell> {
    private var waiting: [String: [Cell]] = [:]
    /// How many cells the list has made (`newIdentity`).
    public private(set) var cellsMade = 0

    public init() {}

    /// The identity of the next cell the list makes: `cell1`, `cell2`, … in order.
    public mutating func newIdentity() -> CellIdentity {
        cellsMade += 1
        return CellIdentity(number: cellsMade)
    }

    /// Puts `cell` in the queue of `reuseIdentifier`.
    public mutating func enqueue(_ cell: Cell, reuseIdentifier: String) {
        waiting[reuseIdentifier, default: []].append(cell)
    }

    /// The cell of `reuseIdentifier` put back last, taken out of the queue; nil when none waits.
    public mutating func dequeue(reuseIdentifier: String) -> Cell? {
        guard var queue = waiting[reuseIdentifier], let cell = queue.popLast() else { return nil }
        waiting[reuseIdentifier] = queue
        return cell
    }
}

extension ReuseQueue: Sendable where Cell: Sendable {}
