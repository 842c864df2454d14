import Geometry
import Playback
import Layout
import Timeline

/// One timeline event: its changes, and — when animated — the animation UIKit would
/// start for them.
extension Player {
    func apply(_ event: TimelineEvent) throws {
        engine.time = event.at
        let before = Dictionary(uniqueKeysWithValues: engine.viewIDs.compactMap { id in
            presentation(of: id, at: event.at).map { (id, $0) }
        })
        let style = event.animation?.style
        var afterLayout: [(TraceEntry.Kind, String)] = []
        for change in event.changes {
            do {
                try apply(change, event: event, afterLayout: &afterLayout)
            } catch let e as AnimRenderError { throw e } catch {
                throw AnimRenderError("\(change.source): error: \(change.source.path): \(error)")
            }
        }
        guard let spec = event.animation else { return }   // the next display pass lays out
        // `layoutIfNeeded()` inside the animation block: the pass runs now, and every
        // property it (or the changes) moved animates from what was on screen.
        engine.layoutIfNeeded()
        for (kind, message) in afterLayout { engine.record(kind, message) }
        // The window too: a rotation animates its bounds along with the root view's.
        for id in engine.viewIDs {
            guard let to = model(of: id) else { continue }
            var from = before[id] ?? AnimatableState(center: .zero, bounds: .zero, transform: to.transform,
                                                      alpha: to.alpha, backgroundColor: to.backgroundColor,
                                                      cornerRadius: to.cornerRadius)
            if style == .constraints {
                // Constants animate through the solver; only what Core Animation animates
                // (transform, alpha, colour, corner radius) interpolates here.
                from.center = to.center
                from.bounds = to.bounds
            }
            var a = animations[id] ?? ViewAnimations()
            a.animate(from: from, to: to, start: event.at, spec: spec)
            animations[id] = a.isEmpty ? nil : a
        }
    }

    func apply(_ change: TimelineChange, event: TimelineEvent,
               afterLayout: inout [(TraceEntry.Kind, String)]) throws {
        switch change.kind {
        case .constant(let id, let value):
            let ids = engineIDs(id)
            if let spec = event.animation, spec.style == .constraints {
                let from = currentConstant(ids.first!, at: event.at)
                constantAnimations.removeAll { $0.ids == ids }
                constantAnimations.append((ids, PropertyAnimation(from: from, to: value, start: event.at, spec: spec)))
            } else {
                constantAnimations.removeAll { $0.ids == ids }
                for e in ids { try engine.setConstant(e, value) }
            }
        case .priority(let id, let value):
            for e in engineIDs(id) { try engine.setPriority(e, LayoutPriority(value)) }
        case .activate(let ids):
            for id in ids { for e in engineIDs(id) { try engine.setActive(e, true) } }
        case .deactivate(let ids):
            for id in ids { for e in engineIDs(id) { try engine.setActive(e, false) } }
        case .add(let entry):
            try install(entry)
        case .remove(let id):
            for e in engineIDs(id) { try engine.removeConstraint(e) }
            groups[id] = nil
        case .setView(let id, let properties):
            guard let old = declared[id] else { return }
            let new = old.applying(properties)
            declared[id] = new
            let spec = TimelineCompiler.engineSpec(new)
            try engine.updateView(id) { s in
                let index = s.index
                s = spec
                s.index = index
            }
        case .addView(let v):
            declared[v.id] = v
            try engine.addView(TimelineCompiler.engineSpec(v))
        case .removeView(let id):
            try engine.removeView(id)
            declared[id] = nil
            animations[id] = nil
        case .orientation(let o):
            rotate(to: o, event: event, afterLayout: &afterLayout)
        case .deviceOrientation(let d):
            if let o = d.interfaceOrientation {
                engine.record(.note, "device orientation \(d.rawValue) → interface \(o.rawValue)")
                rotate(to: o, event: event, afterLayout: &afterLayout)
            } else {
                engine.record(.note, "device orientation \(d.rawValue): the interface does not rotate")
            }
        }
    }

    /// The constant a constraint has on screen at `t` (mid-way through a running
    /// constant animation, the interpolated one).
    func currentConstant(_ id: String, at t: Double) -> Double {
        if let (_, a) = constantAnimations.first(where: { $0.ids.contains(id) }) {
            return a.from.interpolate(to: a.to, amount: a.amount(at: t))
        }
        return engine.constraint(id)?.description?.constant ?? 0
    }
}
