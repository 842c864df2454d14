/// The rows (basic symbols) that mention one parametric symbol.
///
/// Members live in a plain array: the hot loops (shifting a marker's column every frame,
/// substituting an entering symbol) only iterate, and iterating a contiguous array is
/// several times cheaper than walking a `Set`'s hash buckets. Removal swaps the last
/// member into the hole; a short column finds the hole by scanning, a long one (an edit
/// marker in a chain of thousands of views) keeps a member → slot map so removal stays
/// O(1). Member order is insertion order disturbed by those swaps; callers never let it
/// decide anything (every choice over a column breaks ties by symbol id), and the map is
/// only ever looked up, never iterated.
struct Column: Sequence {
    private(set) var members: [Int] = []
    private var slots: [Int: Int] = [:]

    /// Above this many members, scanning for a removal costs more than the map upkeep.
    static let indexedCount = 512

    var count: Int { members.count }
    var isEmpty: Bool { members.isEmpty }

    /// Adds row `b`, which the caller guarantees is not yet a member.
    mutating func insert(_ b: Int) {
        members.append(b)
        // Once built, the map covers every member (it empties only with the column), so a
        // column that shrank below the threshold must still record new members.
        if !slots.isEmpty {
            slots[b] = members.count - 1
        } else if members.count > Column.indexedCount {
            slots.reserveCapacity(2 * members.count)
            for (i, m) in members.enumerated() { slots[m] = i }
        }
    }

    /// Removes row `b` if present.
    mutating func remove(_ b: Int) {
        let found: Int?
        if slots.isEmpty {
            found = members.lastIndex(of: b)
        } else {
            found = slots.removeValue(forKey: b)
        }
        guard let i = found else { return }
        let last = members.count - 1
        if i != last {
            let moved = members[last]
            members[i] = moved
            if !slots.isEmpty { slots[moved] = i }
        }
        members.removeLast()
        // A column that shrank well below the threshold goes back to scanning: the map's
        // upkeep on every insert would cost more than it saves (hysteresis avoids flapping).
        if !slots.isEmpty && members.count < Column.indexedCount / 2 { slots.removeAll(keepingCapacity: true) }
    }

    mutating func removeAll() {
        members.removeAll(keepingCapacity: true)
        slots.removeAll(keepingCapacity: true)
    }

    func makeIterator() -> IndexingIterator<[Int]> { members.makeIterator() }
}
