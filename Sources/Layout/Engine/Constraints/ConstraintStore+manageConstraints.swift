import Cassowary
import Geometry

/// NSLayoutConstraint's life cycle: create (active or not), activate, deactivate,
/// change the constant or priority, remove. Every change takes effect in the solver at
/// once and is laid out by the next pass, as UIKit's engine does.
extension ConstraintStore {
    /// Adds a user constraint and returns its id: the description's `id`, else one
    /// derived from its source path (`$.constraints[3]`), else `constraint<N>`; a derived
    /// id that is taken gets `#2`, `#3` … appended (`ConstraintName`). Throws for a duplicate explicit id
    /// and for constraints UIKit would refuse to create.
    @discardableResult
    /// `unnamedID`, when given, is the base of a constraint without an `id` (a front end
    /// whose sources are not unique names: a Swift file and line), in place of its source.
    /// `before`, when given, is the id of the constraint this one is listed before, else it
    /// is listed last. The engine lists constraints (and frames.json with it) in the order
    /// they were made: a front end that hands a constraint over only when it is first
    /// activated (the Swift API) places it where its code made it; a timeline hands over
    /// all of its constraints in the file's order and never needs it.
    public func addConstraint(_ description: ConstraintDescription, unnamedID: LayoutConstraintID? = nil, before: LayoutConstraintID? = nil) throws -> LayoutConstraintID {
        let d = description
        let id: LayoutConstraintID
        if let given = d.id {
            guard records[given] == nil else { throw LayoutError.duplicateConstraint(given) }
            id = given
        } else {
            id = uniqueID(base: unnamedID ?? LayoutConstraintID(d.source?.path ?? "constraint\(recordOrder.count + 1)"))
        }
        try validate(d, id: id)
        var place = recordOrder.endIndex
        if let before {
            guard let k = recordOrder.firstIndex(where: { $0.id == before }) else { throw LayoutError.unknownConstraint(before) }
            place = k
        }
        let r = ConstraintRecord(id: id, serial: takeSerial(), origin: .user(d), changes: changes)
        keepingRecordsCurrent {
            insert(r, at: place)
            reconcile(r)
        }
        return id
    }

    func uniqueID(base: LayoutConstraintID) -> LayoutConstraintID {
        guard records[base] != nil else { return base }
        var k = 2
        while records[ConstraintName.numbered(base, k)] != nil { k += 1 }
        return ConstraintName.numbered(base, k)
    }

    func userRecord(_ id: LayoutConstraintID) throws -> (ConstraintRecord, ConstraintDescription) {
        guard let r = records[id] else { throw LayoutError.unknownConstraint(id) }
        guard let d = r.userDescription else { throw LayoutError.notAGeneratedConstraintOperation(id) }
        return (r, d)
    }

    func mutate(_ id: LayoutConstraintID, _ change: (inout ConstraintDescription) -> Void) throws {
        let (r, d) = try userRecord(id)
        var next = d
        change(&next)
        r.origin = .user(next)
        reconcile(r)
    }

    /// `isActive = active`. Deactivating a broken constraint clears its broken state, so
    /// activating it again retries it (and logs again if it still conflicts).
    public func setActive(_ id: LayoutConstraintID, _ active: Bool) throws {
        let (r, _) = try userRecord(id)
        if !active { r.isBroken = false }
        try mutate(id) { $0.isActive = active }
    }

    /// Deactivates and forgets the constraint.
    public func removeConstraint(_ id: LayoutConstraintID) throws {
        let (r, _) = try userRecord(id)
        deleteRecord(r)
    }

    /// Changes the constant in place (the solver's cheap edit, no remove/add).
    public func setConstant(_ id: LayoutConstraintID, _ constant: Double) throws {
        try mutate(id) { $0.constant = constant }
    }

    /// Changes the priority. As in UIKit, required↔optional on an active constraint is an
    /// error; optional↔optional is an in-place edit.
    public func setPriority(_ id: LayoutConstraintID, _ priority: LayoutPriority) throws {
        let (_, d) = try userRecord(id)
        guard (1...1000).contains(priority.value) else {
            throw LayoutError.invalidConstraint(id: id, source: d.source?.description,
                                                reason: "priority \(priority) is outside 1…1000")
        }
        if d.isActive, d.priority.isRequired != priority.isRequired {
            throw LayoutError.requiredPriorityChange(id: id, from: d.priority.value, to: priority.value)
        }
        try mutate(id) { $0.priority = priority }
    }
}
