import Geometry

/// UIStackView in the engine: a stack's generated constraints are a third generated kind
/// beside the intrinsic-size and autoresizing ones. `arrangeStack` regenerates them from
/// `StackArrangement` whenever the stack or an arranged subview changes in a way the
/// arrangement reads (configuration, hidden, intrinsic size, text, a subview added or
/// removed) and keeps every constraint that stayed the same, so the solver sees only the
/// difference, as UIKit's incremental arrangement update does.
extension ConstraintStore {
    /// Regenerates the stack's constraints (removing them all when `n` is no longer a
    /// stack), then its superview's if `n` is arranged there: a nested stack's natural
    /// length and baseline feed the outer arrangement.
    func arrangeStack(_ n: ViewNode) {
        let desired = n.spec.stack.map { config in
            StackArrangement(stack: n.id, configuration: config, items: tree.arrangedNodes(of: n).map(tree.arrangementItem))
                .constraints()
        } ?? []
        let wanted = Set(desired.map(\.key))
        var changed = false
        for r in recordOrder.filter({ $0.stackOwner == n.id && !wanted.contains($0.id) }) {
            deleteRecord(r)
            changed = true
        }
        for (key, c) in desired {
            if let r = records[key] {
                guard r.stackOwner == n.id else { fatalError("stack constraint id \(key) is taken by another constraint") }
                guard r.stackConstraint != c else { continue }
                r.origin = .stack(n.id, c)
                reconcile(r)
            } else {
                let r = ConstraintRecord(id: key, serial: takeSerial(), origin: .stack(n.id, c), changes: changes)
                append(r)
                reconcile(r)
            }
            changed = true
        }
        if changed {
            n.needsUpdateConstraints = true
            n.needsLayout = true
        }
        if let p = n.parentNode, tree.isArranged(n, in: p) { arrangeStack(p) }
    }

    /// After `n` was added, changed or is about to be measured again: the arrangements
    /// that read it.
    func arrangeStacks(around n: ViewNode, wasStack: Bool = false) {
        if n.spec.isStack || wasStack {
            arrangeStack(n)
        } else if let p = n.parentNode, p.spec.isStack {
            arrangeStack(p)
        }
    }
}
