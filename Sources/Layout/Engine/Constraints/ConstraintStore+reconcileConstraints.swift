import Cassowary

/// Keeping the solver in step with the records: every change to a constraint, and every
/// change to a constant it depends on (safe area, margins, intrinsic size, label
/// baselines), goes through `reconcile`, which picks the cheapest solver edit.
extension ConstraintStore {
    /// Brings one record's solver state up to date. Returns whether the solver changed.
    @discardableResult
    func reconcile(_ r: ConstraintRecord) -> Bool {
        // Before the controller's view loads, constraints wait (see `loadViewIfNeeded`).
        guard isViewLoaded else { return false }
        let installed = isInstalled(r)
        // Uninstalling deactivates, and deactivating forgets that a constraint was broken.
        if !installed { r.isBroken = false }
        r.isInstalled = installed
        guard r.isActive, !r.isBroken else {
            guard r.solverID != nil else { return false }
            uninstall(r)
            return true
        }
        let expr = expression(for: r), rel = relation(of: r), prio = priority(of: r)
        guard let sid = r.solverID, let old = r.installedExpression else {
            install(r, expr, rel, prio)
            return true
        }
        if old == expr, r.installedRelation == rel, r.installedPriority == prio { return false }
        let sameShape = old.terms == expr.terms && r.installedRelation == rel
        let priorityEditable = r.installedPriority == prio
            || (r.installedPriority.map { !$0.isRequired } ?? false) && !prio.isRequired
        guard sameShape, priorityEditable else {
            uninstall(r)
            install(r)
            return true
        }
        do {
            if old.constant != expr.constant { try solver.setConstant(sid, to: expr.constant) }
            if r.installedPriority != prio { try solver.setPriority(sid, to: prio) }
        } catch SolverError.unsatisfiable {
            // The new constant conflicts: go through `install`, which logs and recovers.
            uninstall(r)
            install(r)
            return true
        } catch {
            fatalError("solver refused an in-place edit of \(r.id): \(error)")
        }
        r.installedExpression = expr
        r.installedPriority = prio
        solverChanged()
        solutionGeneration += 1
        return true
    }

    /// Reconciles every record in creation order; true when anything changed. Skipped when
    /// nothing an expression is built from has changed since the last time
    /// (`ExpressionInputs`): a record's own changes are reconciled where they happen, so
    /// then every record is already current — a layout pass after a constant change costs
    /// no rebuild of every constraint.
    @discardableResult
    func refreshConstraints() -> Bool {
        let version = expressionInputs.version
        guard version != reconciledInputsVersion else { return false }
        var changed = false
        for r in recordOrder where reconcile(r) { changed = true }
        reconciledInputsVersion = version
        return changed
    }

    /// Runs `body`, a change that leaves current every record it does not reconcile itself
    /// (a constraint added; a view added outside any stack): if every record was current
    /// before, it still is, and the next `refreshConstraints` has nothing to rebuild.
    func keepingRecordsCurrent<T>(_ body: () throws -> T) rethrows -> T {
        let wasCurrent = reconciledInputsVersion == expressionInputs.version
        let result = try body()
        if wasCurrent { reconciledInputsVersion = expressionInputs.version }
        return result
    }

    /// Adds the record to the solver. A required constraint that cannot hold together
    /// with the present ones is handled as UIKit does: the console message, one
    /// constraint broken (`chooseConstraintToBreak`), the rest kept.
    func install(_ r: ConstraintRecord) {
        install(r, expression(for: r), relation(of: r), priority(of: r))
    }

    /// `install(_:)` with the record's expression, relation and priority already built.
    func install(_ r: ConstraintRecord, _ expr: Expression, _ rel: Relation, _ prio: Priority) {
        do {
            // A stack's constraints are swapped whenever an arranged subview hides or
            // shows and edited when its spacing changes: installed with a marker, so that
            // removing or editing one does not rebuild the whole tableau.
            let sid = try solver.add(expr, rel, priority: prio, expectingEdits: r.stackOwner != nil || r.hasBeenUninstalled)
            r.solverID = sid
            r.installedExpression = expr
            r.installedRelation = rel
            r.installedPriority = prio
            recordsBySolverID[sid] = r
            solverChanged()
            constraintSetChanged = true
            solutionGeneration += 1
        } catch SolverError.unsatisfiable(_, let conflicting) {
            let others = conflicting.compactMap { recordsBySolverID[$0] }
            let group = (others + [r]).sorted { $0.serial < $1.serial }
            let victim = chooseConstraintToBreak(group)
            brokeConstraint(group, victim)
            victim.isBroken = true
            if victim !== r {
                uninstall(victim)
                install(r)
            }
        } catch {
            fatalError("solver refused \(r.id): \(error)")
        }
    }

    func uninstall(_ r: ConstraintRecord) {
        guard let sid = r.solverID else { return }
        do { try solver.remove(sid) } catch { fatalError("solver lost constraint \(r.id): \(error)") }
        r.hasBeenUninstalled = true
        recordsBySolverID[sid] = nil
        r.solverID = nil
        r.installedExpression = nil
        r.installedRelation = nil
        r.installedPriority = nil
        solverChanged()
        constraintSetChanged = true
        solutionGeneration += 1
    }

    /// Removes a record from the solver and from the engine.
    func deleteRecord(_ r: ConstraintRecord) {
        uninstall(r)
        remove(r)
    }

    /// Which constraint of an unsatisfiable set to break. UIKit does not document its
    /// choice; ours was fitted to a corpus of real console logs (docs/console-logs.md,
    /// Tests/ConsoleLogTests), where the constraint UIKit broke is, most often, the app's
    /// constraint that asks for the most:
    /// 1. only the app's constraints are candidates — UIKit's own (intrinsic size,
    ///    autoresizing masks, the root view's encapsulated size, stack views', an imported
    ///    log's `generated` ones) only when the set has none of the app's;
    /// 2. of those, the one whose constant is largest in magnitude (a width of 400 against
    ///    pins of 20, a spacing of 8 against pins of 0);
    /// 3. on a tie, an inequality before an equation, then the newest.
    func chooseConstraintToBreak(_ group: [ConstraintRecord]) -> ConstraintRecord {
        let apps = group.filter { !$0.isMadeByUIKit }
        let pool = apps.isEmpty ? group : apps
        func weight(_ r: ConstraintRecord) -> (Double, Int, Int) {
            (abs(askedConstant(r)), relation(of: r) == .equal ? 0 : 1, r.serial)
        }
        return pool.max { weight($0) < weight($1) }!
    }

    /// The constant a constraint asks for, as written (`+ 20`, `== 400`); for UIKit's own
    /// constraints, the constant of the equation the solver holds.
    func askedConstant(_ r: ConstraintRecord) -> Double {
        if let d = r.userDescription { return d.constant }
        return expression(for: r).constant
    }

    /// Whether a constraint is installed for the current traits (see `LayoutEngine+changeTraits`).
    func isInstalled(_ r: ConstraintRecord) -> Bool {
        guard case .user(let d) = r.origin else { return r.viewIDs.allSatisfy { tree.nodes[$0]?.isInstalled ?? false } }
        if let condition = d.condition, !condition.matches(traits) { return false }
        return (tree.nodes[d.firstItem.view]?.isInstalled ?? false) && (d.secondItem.map { tree.nodes[$0.view]?.isInstalled ?? false } ?? true)
    }

    /// Brings every constraint up to date with the installation: those that leave go
    /// first, then the others are reconciled, so a set switching with the size class never
    /// meets the set it replaces (UIKit deactivates the old variation before activating
    /// the new one).
    func refreshInstalledConstraints() {
        for r in recordOrder where r.solverID != nil && !isInstalled(r) { reconcile(r) }
        refreshConstraints()
    }
}
