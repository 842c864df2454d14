import Geometry
import Layout

/// The constraints a host has put in its engine: by engine id, held weakly (an active one
/// is held by its view; one nobody holds can never be active again and leaves at the next
/// flush), and in the order they were made (`ObjectClock`), so that the constraint made
/// next after a given place is found in logarithmic time, not by a look at every one.
@MainActor
struct InstalledConstraints {
    private var byID: [LayoutConstraintID: WeakConstraint] = [:]
    /// (creation order, engine id), sorted by creation order.
    private var madeOrder: [(order: Int, id: LayoutConstraintID)] = []

    subscript(id: LayoutConstraintID) -> NSLayoutConstraint? { byID[id]?.constraint }

    var isEmpty: Bool { byID.isEmpty }

    /// Every id, sorted (a stable order for whatever reaches the engine).
    var sortedIDs: [LayoutConstraintID] { byID.keys.sorted() }

    /// Every constraint still alive.
    var all: [NSLayoutConstraint] { madeOrder.compactMap { byID[$0.id]?.constraint } }

    /// Makes room for `count` more constraints.
    mutating func reserveCapacity(_ count: Int) {
        byID.reserveCapacity(byID.count + count)
        madeOrder.reserveCapacity(madeOrder.count + count)
    }

    mutating func insert(_ c: NSLayoutConstraint, id: LayoutConstraintID) {
        byID[id] = WeakConstraint(constraint: c)
        let k = firstIndex(madeAfter: c.creationOrder)
        madeOrder.insert((c.creationOrder, id), at: k)
    }

    mutating func remove(_ id: LayoutConstraintID) {
        guard byID.removeValue(forKey: id) != nil else { return }
        madeOrder.removeAll { $0.id == id }
    }

    mutating func removeAll() {
        byID = [:]
        madeOrder = []
    }

    /// The engine id of the first live constraint made after `place`.
    func firstID(madeAfter place: Int) -> LayoutConstraintID? {
        var k = firstIndex(madeAfter: place)
        while k < madeOrder.count {
            if let c = byID[madeOrder[k].id]?.constraint { return c.engineID }
            k += 1
        }
        return nil
    }

    /// The index of the first entry made after `place` (binary search).
    private func firstIndex(madeAfter place: Int) -> Int {
        var lo = 0, hi = madeOrder.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if madeOrder[mid].order > place { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }
}
