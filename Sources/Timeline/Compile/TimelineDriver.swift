import Geometry
import Layout
import Playback

/// The JSON front end's side of playback: what the timeline's changes refer to that the
/// player does not know — the declared views (a `view`+`set` change applies its
/// properties over the declaration) and constraint groups (an entry id names every
/// constraint its VFL or shorthand made). Turns each change into player commands and
/// locates the player's errors at the change in the file.
///
/// Holds no reference to the player: the actions scheduled on the player's clock hold
/// the driver, and the player is handed in.
final class TimelineDriver {
    /// The declared views' properties (model values), kept up to date by changes.
    var declared: [ViewID: ViewDeclaration] = [:]
    /// An entry id → the constraint ids it produced.
    var groups: [LayoutConstraintID: [LayoutConstraintID]] = [:]
    /// Views the file names that are not in the hierarchy now — added only by a later
    /// change, or removed (with a superview) by an earlier one — and why, so that a
    /// constraint string naming one says when it exists instead of "unknown view".
    /// Only looked up.
    private var absentViews: [ViewID: ViewAbsence] = [:]
    /// The time of the event being applied.
    private var now = 0.0
    /// The declared collection views' drivers, by id (looked up, never iterated for output).
    private var collectionDrivers: [ViewID: CollectionDriver] = [:]
    /// The declared table views' drivers, by id (looked up, never iterated for output).
    private var tableDrivers: [ViewID: TableDriver] = [:]
    /// The screen's scale (a table's separator is one pixel).
    private var scale = 1.0

    private enum ViewAbsence {
        case addedLater(at: Double, path: String)
        case removed(with: ViewID, at: Double, path: String)
    }

    /// The views and constraints of the file, every problem collected.
    func install(_ timeline: Timeline, on player: Player) throws {
        var errors: [TimelineError] = []
        for v in timeline.views {
            declared[v.id] = v
        }
        // Events are in time order: the first addView of an id is when it first exists.
        for event in timeline.events {
            for change in event.allChanges {
                if case .addView(let v) = change.kind, declared[v.id] == nil, absentViews[v.id] == nil {
                    absentViews[v.id] = .addedLater(at: event.at, path: change.source.path)
                }
            }
        }
        for v in timeline.views {
            do { try player.addView(v.view) } catch {
                errors.append(TimelineError(at: v.source, problem: .init(error)))
            }
        }
        for v in timeline.views {
            if let offset = v.contentOffset { try? player.setContentOffset(offset, of: v.id, animated: false) }
        }
        for (k, entry) in timeline.constraints.enumerated() {
            // Past the reported errors, the rest are not compiled: each error searches
            // every view id for a suggestion, and a hundred say enough.
            guard errors.count < TimelineLimits.maxReportedErrors else {
                errors.append(TimelineError(at: entry.source, message: "stopped after \(errors.count) errors; "
                                            + "\(timeline.constraints.count - k) constraint entries from here on were not checked",
                                            fix: "fix these and run again"))
                break
            }
            do { try install(entry, on: player) } catch let e as TimelinePlaybackErrors { errors += e.errors }
        }
        guard errors.isEmpty else { throw TimelinePlaybackErrors(errors) }
        // Collection and table views realise their items and rows at each of their layout passes.
        scale = timeline.screen.scale
        for v in timeline.views {
            do { try installDriver(of: v, on: player) } catch {
                throw TimelinePlaybackErrors(at: v.source, error)
            }
        }
        // Validation checked the views; the engine cannot refuse them.
        for rule in timeline.rules {
            do {
                try player.addLayoutHooks(ViewLayoutHooks(rule: rule.layoutRule(constraintIDs: constraintIDs)), to: rule.view)
            } catch {
                throw TimelinePlaybackErrors(at: rule.source, error)
            }
        }
    }

    /// A collection or table view's driver, new (a view added again starts afresh, as a new
    /// UIKit object), hooked to the view's layout passes; nothing for other views.
    private func installDriver(of v: ViewDeclaration, on player: Player) throws {
        let hooks: ViewLayoutHooks
        if let collection = v.collection {
            let driver = CollectionDriver(id: v.id, spec: collection)
            collectionDrivers[v.id] = driver
            hooks = driver.hooks(player: player)
        } else if let table = v.table {
            let driver = TableDriver(id: v.id, spec: table, scale: scale, source: v.source)
            tableDrivers[v.id] = driver
            hooks = driver.hooks(player: player)
        } else {
            return
        }
        try player.addLayoutHooks(hooks, to: v.id)
    }

    /// Parses and installs a constraint entry, remembering its group. `byChange`: installed
    /// by an `add` change (else it is one of the file's constraints, installed at the start).
    func install(_ entry: ConstraintEntry, on player: Player, byChange: Bool = false) throws {
        // Views in the tree answer at once; the walk over the tree is for root, window and guides.
        let views = KnownViews(contains: { self.declared[ViewID($0)] != nil || player.isLayoutItem(ViewID($0)) },
                               names: { player.layoutItemIDs.map(\.name) },
                               absence: { self.absence(of: ViewID($0), byChange: byChange) })
        let descriptions = try entry.constraintDescriptions(parentOf: { (player.parent(of: ViewID($0)) ?? self.declared[ViewID($0)]?.parent)?.name }, views: views,
                                                            layoutDirectionOf: { player.layoutDirection(of: ViewID($0)) ?? .leftToRight })
        var ids: [LayoutConstraintID] = []
        for d in descriptions {
            do { ids.append(try player.addConstraint(d)) } catch LayoutError.unknownView(let id, _) {
                let hint = NameSuggestion.hint(for: id.name, among: player.layoutItemIDs.map(\.name))
                throw TimelinePlaybackErrors([TimelineError(
                    at: entry.source, message: "unknown view '\(id)'" + (hint.isEmpty ? "; declare it in \"views\" first" : hint))])
            } catch {
                throw TimelinePlaybackErrors(at: entry.source, error)
            }
        }
        if let id = entry.id { groups[id] = ids }
    }

    /// What a constraint string naming the absent view `id` is told, as a change naming it
    /// is told by validation.
    private func absence(of id: ViewID, byChange: Bool) -> String? {
        let absence: IDRegistry.Absence
        switch absentViews[id] {
        case nil:
            return nil
        case .addedLater(let at, let path)?:
            absence = .addedLater(id.name, at: at, path: path, byConstraintEntry: !byChange)
        case .removed(let superview, let at, let path)?:
            absence = .removed(id.name, with: superview.name, at: at, path: path, readd: "addView")
        }
        return "view " + absence.message + "; " + absence.fix
    }

    /// The constraint ids a change's constraint id names.
    func constraintIDs(_ id: LayoutConstraintID) -> [LayoutConstraintID] { groups[id] ?? [id] }

    /// One event: its changes, inside an animation block with a layout pass when it
    /// animates (`UIView.animate(…) { changes; view.layoutIfNeeded() }`).
    ///
    /// A keyframe event is `UIView.animateKeyframes(…) { changes; layoutIfNeeded();
    /// for each keyframe: UIView.addKeyframe(…) { its changes; layoutIfNeeded() } }`.
    func apply(_ event: TimelineEvent, on player: Player) throws {
        now = event.at
        guard let spec = event.animation else { return try applyChanges(event.changes, on: player) }
        func layout() throws {
            if let target = event.layoutIfNeeded {
                do { try player.layoutIfNeeded(on: target) } catch { throw TimelinePlaybackErrors(at: event.source, error) }
            } else {
                player.layoutIfNeeded()
            }
        }
        guard let keyframes = event.keyframes else {
            try player.animate(spec) {
                try applyChanges(event.changes, on: player)
                try layout()
            }
            return
        }
        try player.animateKeyframes(spec, calculationMode: keyframes.calculationMode) {
            try applyChanges(event.changes, on: player)
            try layout()
            for k in keyframes.keyframes {
                try player.addKeyframe(relativeStartTime: k.relativeStartTime, relativeDuration: k.relativeDuration) {
                    try applyChanges(k.changes, on: player)
                    try layout()
                }
            }
        }
    }

    private func applyChanges(_ changes: [TimelineChange], on player: Player) throws {
        var batched: Set<ViewID> = []
        for change in changes {
            // A collection view's item updates (a table's row updates) in one list are one batch
            // (performBatchUpdates), applied where the first of them is.
            if case .updateItems(let id, _, let animated) = change.kind {
                guard batched.insert(id).inserted else { continue }
                let batch = changes.compactMap { c -> CollectionItemUpdate? in
                    if case .updateItems(id, let update, _) = c.kind { return update }
                    return nil
                }
                do { try update(id, batch, animated: animated, player) } catch {
                    throw TimelinePlaybackErrors(at: change.source, error)
                }
                continue
            }
            do { try apply(change, on: player) } catch let e as TimelinePlaybackErrors { throw e } catch LayoutError.unknownConstraint(let id) {
                // Validation saw the id declared and never removed by `remove`: it went with a
                // view, as UIKit drops a view's constraints when it leaves its superview.
                throw TimelinePlaybackErrors([TimelineError(
                    at: change.source, message: "constraint '\(id)' no longer exists: it relates a view that was removed, and "
                        + "a view's constraints go with it (as in UIKit)",
                    fix: "add the view back and add the constraint again with \"add\", or do not remove the view")])
            } catch {
                throw TimelinePlaybackErrors(at: change.source, error)
            }
        }
    }

    func apply(_ change: TimelineChange, on player: Player) throws {
        switch change.kind {
        case .constant(let id, let value):
            for c in constraintIDs(id) { try player.setConstant(c, to: value) }
        case .priority(let id, let value):
            for c in constraintIDs(id) { try player.setPriority(c, to: LayoutPriority(value)) }
        case .activate(let ids):
            for id in ids { for c in constraintIDs(id) { try player.setActive(c, true) } }
        case .deactivate(let ids):
            for id in ids { for c in constraintIDs(id) { try player.setActive(c, false) } }
        case .add(let entry):
            try install(entry, on: player, byChange: true)
        case .remove(let id):
            for c in constraintIDs(id) { try player.removeConstraint(c) }
            groups[id] = nil
        case .setView(let id, let properties) where id == .root:
            // Validation lets only the margins through for the root view.
            for case .layoutMargins(let margins) in properties { player.setRootLayoutMargins(margins) }
        case .setView(let id, let properties):
            guard let old = declared[id] else { return }
            let new = old.applying(properties)
            declared[id] = new
            try player.updateView(id) { view in
                let index = view.layout.index
                view = new.view
                view.layout.index = index
            }
            // `frame` moves a view laid out by constraints only until its superview next
            // lays out; a view that translates its mask took it above.
            for case .frame(let rect) in properties where !new.translatesAutoresizingMaskIntoConstraints {
                try player.setFrame(id, rect)
            }
            // A scroll view's offset is its bounds' origin: set, not declared.
            for case .content(.contentOffset(let offset)) in properties {
                try player.setContentOffset(offset, of: id, animated: false)
            }
        case .addView(let v):
            declared[v.id] = v
            absentViews[v.id] = nil
            try player.addView(v.view)
            // A table or collection view added now realises its rows or items as a declared one does.
            try installDriver(of: v, on: player)
            if let offset = v.contentOffset { try player.setContentOffset(offset, of: v.id, animated: false) }
        case .removeView(let id):
            let parent = player.view(id)?.layout.parent
            let before = player.viewIDs
            try player.removeView(id)
            // The view's subviews leave the hierarchy with it.
            let remaining = Set(player.viewIDs)
            for gone in before where !remaining.contains(gone) {
                declared[gone] = nil
                absentViews[gone] = .removed(with: id, at: now, path: change.source.path)
            }
            // The engine took the view out of its stack's arrangement; so does the model.
            if let parent, declared[parent]?.stack != nil { declared[parent]?.stack = player.view(parent)?.layout.stack }
        case .orientation(let o):
            player.rotate(to: o)
        case .deviceOrientation(let d):
            player.setDeviceOrientation(d)
        case .contentSizeCategory(let c):
            player.setContentSizeCategory(c)
        case .userInterfaceStyle(let s):
            player.setUserInterfaceStyle(s)
        case .exerciseAmbiguity(let id):
            try player.exerciseAmbiguity(of: id)
        case .dump(.autolayoutTrace):
            player.dumpAutolayoutTrace()
        case .dump(.constraintsAffectingLayout(let id, let axis)):
            try player.dumpConstraintsAffectingLayout(of: id, axis: axis)
        case .setContentOffset(let id, let offset, let animated):
            try player.setContentOffset(offset, of: id, animated: animated)
        case .scrollRectToVisible(let id, .rect(let rect), let animated):
            try player.scrollRectToVisible(rect, in: id, animated: animated)
        case .scrollRectToVisible(let id, .view(let shown), let animated):
            // `shown.convert(shown.bounds, to: scrollView)`, as of the last layout pass.
            guard let bounds = player.layout(of: shown)?.bounds,
                  let rect = player.convert(bounds, from: shown, to: id) else { return }
            try player.scrollRectToVisible(rect, in: id, animated: animated)
        case .updateItems(let id, let change, let animated):
            try update(id, [change], animated: animated, player)
        }
    }

    /// A batch of item updates of a collection view, or of row updates of a table.
    private func update(_ id: ViewID, _ batch: [CollectionItemUpdate], animated: Bool, _ player: Player) throws {
        if batch.first?.kind.isRows == true {
            try tableDrivers[id]?.update(batch, animated: animated, player: player)
        } else {
            try collectionDrivers[id]?.update(batch, animated: animated, player: player)
        }
    }
}
