import Cassowary
import Geometry

/// Keeping a view's generated constraints (intrinsic size, autoresizing mask or
/// encapsulated layout, a scroll view's content size; ids in
/// `LayoutEngine+syncGeneratedConstraints`) in line with its properties.
extension ConstraintStore {
    func desiredGeneratedConstraints(of n: ViewNode) -> [(LayoutConstraintID, ConstraintOrigin)] {
        guard n.variables != nil else { return [] }
        var out: [(LayoutConstraintID, ConstraintOrigin)] = []
        if n.spec.translatesAutoresizingMaskIntoConstraints {
            for horizontal in [true, false] {
                for size in [false, true] {
                    // UIKit sizes a window's root view controller's view with its
                    // encapsulated-layout constraints; other views get the mask's.
                    out.append(n.role == .root || n.spec.isEncapsulated
                        ? (LayoutConstraintID.encapsulatedLayout(n.id, horizontal: horizontal, size: size),
                           .encapsulatedLayout(view: n.id, horizontal: horizontal, size: size))
                        : (LayoutConstraintID.autoresizing(n.id, horizontal: horizontal, size: size),
                           .autoresizing(view: n.id, horizontal: horizontal, size: size)))
                }
            }
        }
        for horizontal in [true, false] where n.intrinsicMetric(horizontal: horizontal) != nil {
            for hugging in [true, false] {
                out.append((LayoutConstraintID.contentSize(n.id, horizontal: horizontal, hugging: hugging),
                            .contentSize(view: n.id, horizontal: horizontal, hugging: hugging)))
            }
        }
        if n.contentVariables != nil {
            for horizontal in [true, false] {
                out.append((LayoutConstraintID.scrollContent(n.id, horizontal: horizontal), .scrollContent(view: n.id, horizontal: horizontal)))
            }
        }
        return out
    }

    /// Adds and removes generated constraints so they match the view's properties.
    /// Constants and priorities of the ones that stay are brought up to date by
    /// `reconcile` (cheap in-place edits). New ones are listed last, or before the
    /// constraint `before` names (a view joining the engine after constraints made later
    /// than it: `addView(_:generatedBefore:)`).
    func syncGeneratedConstraints(of n: ViewNode, before: LayoutConstraintID? = nil) {
        let desired = desiredGeneratedConstraints(of: n)
        let wanted = Set(desired.map(\.0))
        // The view's own list (see `ViewNode.generatedRecords`), not a look at every record:
        // adding N views would cost N × all records.
        let existing = n.generatedRecords.filter { records[$0.id] === $0 }
        for r in existing where !wanted.contains(r.id) { deleteRecord(r) }
        var kept = existing.filter { wanted.contains($0.id) }
        var place = before.flatMap { id in recordOrder.firstIndex { $0.id == id } } ?? recordOrder.endIndex
        for (id, origin) in desired where records[id] == nil {
            let r = ConstraintRecord(id: id, serial: takeSerial(), origin: origin, changes: changes)
            insert(r, at: place)
            place += 1
            kept.append(r)
        }
        n.generatedRecords = kept
        for (id, _) in desired { if let r = records[id] { reconcile(r) } }
    }
}
