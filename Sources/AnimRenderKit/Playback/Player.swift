import Foundation
import Geometry
import Layout
import Render
import Timeline

/// Plays a timeline the way UIKit and Core Animation would: applies each event's
/// changes to the layout engine at its `at`, runs layout passes, starts animations
/// (interpolated frames for `style: frames`, re-solved constants for `style:
/// constraints`), turns the interface on rotation, and reports what every frame shows.
///
/// Promises: frames must be asked for in increasing time; each `FrameState` is a pure
/// function of the timeline and the time (no clocks, no hash order); a change UIKit would
/// refuse (a required↔optional priority change) stops playback with an error that points
/// at the change in the file.
public final class Player {
    public let timeline: Timeline
    public let engine: LayoutEngine
    /// The declared visual properties of every view (model values), kept up to date by
    /// `view`+`set` changes.
    var declared: [String: Timeline::ViewSpec] = [:]
    /// Constraint groups: an entry id → the engine ids it produced (VFL and shorthands
    /// make several).
    var groups: [String: [String]] = [:]
    var animations: [String: ViewAnimations] = [:]
    var constantAnimations: [(ids: [String], animation: PropertyAnimation<Double>)] = []
    /// Callbacks due later (`didRotate(from:)` at the end of a rotation …), by time.
    var pendingCallbacks: [(time: Double, kind: TraceEntry.Kind, message: String)] = []
    var nextEvent = 0
    var lastTime = -Double.infinity
    public internal(set) var orientation: InterfaceOrientation
    /// The device's turn as the viewer sees it (legacy rotation shows the window turned).
    var deviceTurnDegrees: Double = 0
    /// A modern rotation's interface turn: the content catches up with the device.
    var interfaceTurn: PropertyAnimation<Double>?

    /// Builds the engine for `timeline`: views, constraints, then the first display
    /// (`loadView` … `viewDidAppear`) at t = 0.
    public init(timeline: Timeline, textMeasurer: any TextMeasuring) throws {
        self.timeline = timeline
        orientation = timeline.screen.initialOrientation
        engine = LayoutEngine(configuration: LayoutEngineConfiguration(
            screen: TimelineCompiler.screenState(timeline, orientation: orientation),
            style: timeline.uikit, textMeasurer: textMeasurer,
            rootLayoutMargins: TimelineCompiler.rootMargins(timeline, orientation: orientation)))
        var errors: [String] = []
        for v in timeline.views {
            declared[v.id] = v
            do { try engine.addView(TimelineCompiler.engineSpec(v)) } catch {
                errors.append("\(v.source): error: \(v.source.path): \(error)")
            }
        }
        for entry in timeline.constraints {
            do { try install(entry) } catch let e as AnimRenderError { errors += e.messages } catch {
                errors.append("\(entry.source): error: \(entry.source.path): \(error)")
            }
        }
        guard errors.isEmpty else { throw AnimRenderError(errors) }
        engine.time = 0
        engine.appear()
    }

    /// Loads, validates and compiles a file, with DejaVu measuring the labels.
    public static func load(path: String) throws -> Player {
        let timeline: Timeline
        do { timeline = try TimelineLoader.load(path: path) } catch let e as TimelineErrors {
            throw AnimRenderError(e.errors.map(\.description))
        }
        return try Player(timeline: timeline, textMeasurer: try TextEngine.shared())
    }

    func parentOf(_ id: String) -> String? {
        if id == LayoutEngine.rootID { return LayoutEngine.windowID }
        return engine.spec(of: id)?.parent ?? declared[id]?.parent
    }

    /// Parses and installs a constraint entry, remembering its group.
    func install(_ entry: ConstraintEntry) throws {
        let compiled = try TimelineCompiler.compile(entry, parentOf: parentOf)
        var ids: [String] = []
        for d in compiled.descriptions {
            do { ids.append(try engine.addConstraint(d)) } catch LayoutError.unknownView(let id, _) {
                let hint = NameSuggestion.hint(for: id, among: engine.viewIDs)
                throw AnimRenderError("\(entry.source): error: \(entry.source.path): unknown view '\(id)'"
                                      + (hint.isEmpty ? "; declare it in \"views\" first" : hint))
            } catch {
                throw AnimRenderError("\(entry.source): error: \(entry.source.path): \(error)")
            }
        }
        if let id = compiled.entryID { groups[id] = ids }
    }

    /// The engine ids a change's constraint id names.
    func engineIDs(_ id: String) -> [String] { groups[id] ?? [id] }

    // MARK: - Frames

    /// Plays up to `t` and returns what frame `index` shows.
    public func advance(to t: Double, index: Int) throws -> FrameState {
        precondition(t >= lastTime, "frames are played in increasing time")
        lastTime = t
        while nextEvent < timeline.events.count, timeline.events[nextEvent].at <= t + 1e-9 {
            let event = timeline.events[nextEvent]
            nextEvent += 1
            try apply(event)
        }
        engine.time = t
        flushCallbacks(upTo: t)
        stepConstantAnimations(at: t)
        engine.layoutIfNeeded()
        return snapshot(at: t, index: index)
    }

    func flushCallbacks(upTo t: Double) {
        let due = pendingCallbacks.enumerated().filter { $0.element.time <= t + 1e-9 }
        guard !due.isEmpty else { return }
        let saved = engine.time
        for (_, c) in due.sorted(by: { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }) {
            engine.time = c.time
            engine.record(c.kind, c.message)
        }
        engine.time = saved
        pendingCallbacks = pendingCallbacks.filter { $0.time > t + 1e-9 }
    }

    /// `style: constraints`: each animated constant takes its value for `t`; the pass
    /// that follows re-solves the layout, so every frame conforms.
    func stepConstantAnimations(at t: Double) {
        for (ids, a) in constantAnimations {
            let value = a.from.interpolate(to: a.to, amount: a.amount(at: t))
            for id in ids { try? engine.setConstant(id, value) }
        }
        constantAnimations.removeAll { $0.animation.isFinished(at: t) }
    }

    // MARK: - Model and presentation

    func model(of id: String) -> AnimatableState? {
        guard let l = engine.layout(of: id) else { return nil }
        let v = declared[id]
        return AnimatableState(center: l.center, bounds: l.bounds, transform: l.transform,
                               alpha: v?.alpha ?? 1, backgroundColor: v?.backgroundColor,
                               cornerRadius: v?.cornerRadius ?? 0)
    }

    func presentation(of id: String, at t: Double) -> AnimatableState? {
        guard let m = model(of: id) else { return nil }
        return animations[id]?.presentation(of: m, at: t) ?? m
    }

    /// The views a frame reports: root and the declared ones, in tree order.
    var reportedViews: [String] { engine.viewIDs.filter { $0 != LayoutEngine.windowID } }
}
