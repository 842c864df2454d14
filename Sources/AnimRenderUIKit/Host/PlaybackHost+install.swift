import Foundation
import Geometry
import Layout
import Playback

/// Views and constraints joining and leaving the engine.
extension PlaybackHost {
    /// The controller's view becomes the engine's root view; what it already holds
    /// (views, active constraints) is installed at the next flush. A hierarchy of its own
    /// that it headed (laid out while detached) gives up its engine first.
    func bindRoot(_ root: UIView) {
        if root.superview != nil { root.removeFromSuperview() }
        root.ownedHost?.dissolve()
        window?.subviews.removeAll { $0 === root }
        window?.subviews.insert(root, at: 0)
        root.superview = window
        root.recordedName = ViewID.root
        root.host = self
        views[ViewID.root] = WeakView(root)
        for guide in root.layoutGuides { nameGuide(guide, in: root) }
        perform { try $0.player.addLayoutHooks($0.hooks(for: root), to: ViewID.root) }
        push(root)
        pendingViews += root.subviews
        pendingConstraints += root.heldConstraints
    }

    /// `v` was added to a view in the window: installed at the next flush.
    func attach(_ v: UIView) {
        pendingViews.append(v)
    }

    /// Installs what waits: the pending subtrees (named first, then added top-down), then
    /// every active constraint among installed views not yet in the engine, in the order
    /// they were activated.
    func flush() {
        guard !isFlushing, !pendingViews.isEmpty || !pendingConstraints.isEmpty else { return }
        isFlushing = true
        defer { isFlushing = false }
        removeReleasedConstraints()
        var candidates = pendingConstraints
        pendingConstraints = []
        if !pendingViews.isEmpty {
            var namer = ViewNamer(host: self)
            while !pendingViews.isEmpty {
                let roots = pendingViews
                pendingViews = []
                for r in roots where r.recordedName == nil || r.host == nil {
                    if r !== top {
                        guard let parent = r.superview, parent.host === self, parent.recordedName != nil else { continue }
                    }
                    candidates += installSubtree(r, namer: &namer)
                }
            }
        }
        var seen = Set<ObjectIdentifier>()
        let ready = candidates.filter { c in
            seen.insert(ObjectIdentifier(c)).inserted && c.isActive && c.engineID == nil
        }.sorted { $0.activationOrder < $1.activationOrder }
        if ready.count > 1 {
            player.reserveCapacity(views: 0, constraints: ready.count)
            constraints.reserveCapacity(ready.count)
        }
        for c in ready { install(c) }
    }

    /// Names and adds `root` and its subviews; returns the constraints they hold.
    private func installSubtree(_ root: UIView, namer: inout ViewNamer) -> [NSLayoutConstraint] {
        let all = root.subtree
        for v in all {
            v.recordedName = namer.name(for: v)
            for guide in v.layoutGuides { nameGuide(guide, in: v) }
        }
        var held: [NSLayoutConstraint] = []
        views.reserveCapacity(views.count + all.count)
        player.reserveCapacity(views: all.count, constraints: 0)
        // Per superview, how far along its subviews the count below has got and how many
        // of those are in this hierarchy: `all` lists siblings in order, each after the
        // ones before it are installed, so the count goes on from where it stopped instead
        // of starting again at the first sibling (a look at N² views for N siblings).
        var siblingCounts: [ObjectIdentifier: (next: Int, installed: Int)] = [:]
        for v in all {
            guard let name = v.recordedName else { continue }
            // A detached top view hangs under the engine's unseen root.
            let parentName: ViewID, index: Int
            if v === top {
                (parentName, index) = (ViewID.root, 0)
            } else {
                guard let parent = v.superview, let p = parent.recordedName else { continue }
                // Its index among the siblings in this hierarchy (UIKit's drawing order).
                var (k, installed) = siblingCounts[ObjectIdentifier(parent)] ?? (0, 0)
                let siblings = parent.subviews
                while k < siblings.count, siblings[k] !== v {
                    if siblings[k].host === self { installed += 1 }
                    k += 1
                }
                if k == siblings.count {   // not met in order: counted from the first sibling
                    (k, installed) = (0, siblings.prefix { $0 !== v }.filter { $0.host === self }.count)
                    siblingCounts[ObjectIdentifier(parent)] = nil
                } else {
                    siblingCounts[ObjectIdentifier(parent)] = (k, installed)
                }
                (parentName, index) = (p, installed)
            }
            do {
                try player.addView(ViewDescription(layout: v.engineSpec(id: name, parent: parentName, index: index),
                                                   appearance: v.appearance),
                                   generatedBefore: firstConstraint(madeAfter: v.creationOrder))
                try player.addLayoutHooks(hooks(for: v), to: name)
                // It keeps the frame it had until a layout pass places it, as in UIKit.
                let center = v.detachedCenter, bounds = v.detachedBounds
                if center != .zero { try player.setCenter(center.point, of: name) }
                if bounds != .zero { try player.setBounds(bounds.rect, of: name) }
            } catch {
                report(.refused(error))
                v.recordedName = nil
                continue
            }
            v.host = self
            views[name] = WeakView(v)
            held += v.heldConstraints
            if v === top { pinOrigin() }
        }
        // A stack arranges a view only once the view has a name.
        if let stack = root.superview as? UIStackView { push(stack) }
        return held
    }

    /// Names a custom layout guide as a view is named by its `accessibilityIdentifier`:
    /// its `identifier` as it is (the name a timeline gives the guide in `layoutGuides`),
    /// or, without one, `owner.UILayoutGuideN` (its place among the owner's guides); `#2` …
    /// when taken. The engine makes it when the owner's spec lists it.
    func nameGuide(_ guide: UILayoutGuide, in owner: UIView) {
        guard let ownerName = owner.recordedName, guide.recordedName == nil else { return }
        let index = owner.layoutGuides.firstIndex { $0 === guide } ?? 0
        let base = guide.identifier.isEmpty ? ownerName.name + ".UILayoutGuide\(index + 1)" : guide.identifier
        var name = base, k = 2
        while player.view(ViewID(name)) != nil || player.isLayoutGuide(ViewID(name)) || views[ViewID(name)]?.view != nil { name = "\(base)#\(k)"; k += 1 }
        guide.recordedName = LayoutGuideID(name)
    }

    func guideAdded(_ guide: UILayoutGuide, to owner: UIView) {
        nameGuide(guide, in: owner)
        push(owner)
    }

    func guideRemoved(_ guide: UILayoutGuide, from owner: UIView) {
        guide.recordedName = nil
        push(owner)
    }

    /// `v` leaves its superview: it and its subviews leave the engine (their geometry kept
    /// as it was) together with every constraint that mentions them.
    func detach(_ v: UIView) {
        let inside = Set(v.subtree.map(ObjectIdentifier.init))
        pendingViews.removeAll { inside.contains(ObjectIdentifier($0)) }
        guard v.host === self, let name = v.recordedName else { return }
        for view in v.subtree {
            guard let n = view.recordedName, view.host === self else { continue }
            view.keepGeometry(from: player, name: n)
            views[n] = nil
            view.host = nil
            for guide in view.layoutGuides { guide.recordedName = nil }
        }
        perform { try $0.player.removeView(name) }
        for id in constraints.sortedIDs where player.constraint(id) == nil {
            constraints[id]?.engineID = nil
            constraints[id]?.host = nil
            constraints.remove(id)
        }
    }

    /// The order the siblings of `parent` are drawn in changed.
    func subviewOrderChanged(_ parent: UIView) {
        for (i, v) in parent.subviews.filter({ $0.host === self }).enumerated() {
            guard let name = v.recordedName else { continue }
            perform { try $0.player.updateView(name) { $0.layout.index = i } }
        }
    }

    // MARK: Constraints

    func constraintActivated(_ c: NSLayoutConstraint) {
        if let id = c.engineID, c.host === self {
            perform { try $0.player.setActive(id, true) }
            return
        }
        pendingConstraints.append(c)
        if pendingViews.isEmpty { flush() }
    }

    func constraintDeactivated(_ c: NSLayoutConstraint) {
        pendingConstraints.removeAll { $0 === c }
        guard let id = c.engineID, c.host === self else { return }
        perform { try $0.player.setActive(id, false) }
    }

    func constraintConstantChanged(_ c: NSLayoutConstraint) {
        guard let id = c.engineID, c.host === self else { return }
        perform { try $0.player.setConstant(id, to: c.constant.native) }
    }

    func constraintPriorityChanged(_ c: NSLayoutConstraint) {
        guard let id = c.engineID, c.host === self else { return }
        perform { try $0.player.setPriority(id, to: c.priority.layoutPriority) }
    }

    /// Removes from the engine the constraints the app let go of: deactivated (UIKit's
    /// `removeConstraint`) and no longer referenced, they can never be active again — as a
    /// timeline's `remove` — and their identifier is free for a new constraint (the
    /// common `old.isActive = false; old = new; old.isActive = true` keeps its name).
    /// Sorted by id so that the engine sees the same order on every run.
    func removeReleasedConstraints() {
        for id in constraints.sortedIDs where constraints[id] == nil {
            constraints.remove(id)
            perform { try $0.player.removeConstraint(id) }
        }
    }

    /// Adds an active constraint whose items are installed; one whose items are not all
    /// installed waits (its views may be installed later).
    private func install(_ c: NSLayoutConstraint) {
        guard c.firstAttribute.layoutAttribute != nil, let first = item(c.firstItem) else {
            pendingIfStillAttached(c)
            return
        }
        var second: ItemReference?
        // The weak item is loaded once.
        if c.secondAttribute != .notAnAttribute, let secondItem = c.secondItem {
            guard let s = item(secondItem) else { pendingIfStillAttached(c); return }
            second = s
        }
        let description = c.engineDescription(first: first, second: second, player: player)
        do {
            let id = try player.addConstraint(description, unnamedID: c.unnamedID(first: first, second: second),
                                              before: firstConstraint(madeAfter: c.creationOrder))
            c.engineID = id
            c.host = self
            constraints.insert(c, id: id)
        } catch {
            report((error as? LayoutError).map(UIKitError.refusedConstraint) ?? .invalidConstraint("\(error)"))
        }
    }

    /// The engine id of the first constraint in the engine made after `place`
    /// (`ObjectClock`): what is made at `place` is listed before it, so the engine's order
    /// (frames.json's) is the order things were made, whenever each reached the engine.
    private func firstConstraint(madeAfter place: Int) -> LayoutConstraintID? {
        constraints.firstID(madeAfter: place)
    }

    private func pendingIfStillAttached(_ c: NSLayoutConstraint) {
        if c.holder?.attachedHost === self { pendingConstraints.append(c) }
    }

    /// The engine's item for a view or guide, if it is installed.
    func item(_ object: AnyObject?) -> ItemReference? {
        if let v = object as? UIView { return v.host === self ? v.recordedName.map { ItemReference(view: $0) } : nil }
        if let g = object as? UILayoutGuide, g.owningView?.host === self { return g.itemReference }
        return nil
    }
}

extension NSLayoutConstraint {
    /// The engine's description of the constraint between `first` and `second`, located
    /// where the code made it (`creationSite`): its identifier as its id while the engine has no
    /// constraint by that name (UIKit allows duplicates). Without an id the engine names it
    /// `unnamedID` (`#2`, `#3` … appended when taken).
    func engineDescription(first: ItemReference, second: ItemReference?, player: Player) -> ConstraintDescription {
        engineDescription(first: first, second: second, isTaken: { player.constraint($0) != nil })
    }

    /// `engineDescription` where `isTaken` says whether an id is in use.
    func engineDescription(first: ItemReference, second: ItemReference?, isTaken: (LayoutConstraintID) -> Bool) -> ConstraintDescription {
        let given = identifier.flatMap { $0.isEmpty || isTaken(LayoutConstraintID($0)) ? nil : LayoutConstraintID($0) }
        return ConstraintDescription(
            id: given, firstItem: first, firstAttribute: firstAttribute.layoutAttribute!, relation: relation.layoutRelation,
            secondItem: second, secondAttribute: second == nil ? nil : secondAttribute.layoutAttribute,
            multiplier: second == nil ? 1 : multiplier.native, constant: constant.native,
            priority: priority.layoutPriority, isActive: true, source: creationSite)
    }

    /// The engine's name for the constraint when its identifier is not its id: the
    /// identifier (a duplicate: `top#2`), else `generatedName`.
    func unnamedID(first: ItemReference, second: ItemReference?) -> LayoutConstraintID {
        identifier.flatMap { $0.isEmpty ? nil : LayoutConstraintID($0) } ?? generatedName(first: first, second: second)
    }

    /// The name of a constraint without an identifier (`ConstraintName.anchors`).
    func generatedName(first: ItemReference, second: ItemReference?) -> LayoutConstraintID {
        ConstraintName.anchors(first: first, firstAttribute.layoutAttribute!, relation.layoutRelation,
                               second: second, second == nil ? nil : secondAttribute.layoutAttribute)
    }
}
