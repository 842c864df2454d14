import Geometry
import Layout

/// The animation runtime, driven by commands on a simulated clock, as UIKit and Core
/// Animation run an app: constraint and view changes go to the layout engine; changes
/// inside an animation block (`beginAnimation`…`commitAnimation`) start Core Animation's
/// property animations from what is on screen (or, in `constraints` style, animate
/// constants re-solved every frame); rotations turn the interface; `advance(to:)` plays
/// the clock forward and returns what the frame shows.
///
/// Front ends (the timeline compiler, the Swift API) issue the commands, directly or from
/// actions `schedule`d on the clock. The player knows nothing of files: errors come back
/// as `LayoutError` values and the front end says where in its input they came from.
///
/// Promises: frames are asked for in increasing time; each `FrameState` is a pure
/// function of the commands and the time (no clocks, no hash order).
public final class Player {
    /// The engine, the player's own: front ends reach it through the player's commands and
    /// queries (`Player+readLayout`, `Player+requestLayout` …), never directly.
    let engine: LayoutEngine
    public let configuration: PlayerConfiguration
    /// What each view looks like (model values), by id; views without an entry look
    /// like a plain UIView (the root view).
    var appearances: [ViewID: ViewAppearance] = [:] { didSet { stateChanges &+= 1 } }
    var animations: [ViewID: ViewAnimations] = [:] { didSet { stateChanges &+= 1 } }
    /// `constraints` style: constants on their way, in the order they started.
    var constantAnimations: [(id: LayoutConstraintID, animation: PropertyAnimation<Double>)] = [] { didSet { stateChanges &+= 1 } }
    /// Scroll views' own scroll animations, in the order they started (`Player+scroll`).
    var scrollAnimations: [(id: ViewID, animation: PropertyAnimation<Point>)] = [] { didSet { stateChanges &+= 1 } }
    /// When each scroll view's content last moved (its indicators show then), in the order
    /// the scroll views first moved.
    var scrollActivity: [(id: ViewID, span: ClosedRange<Double>)] = [] { didSet { stateChanges &+= 1 } }
    /// The front end's actions not yet run, by time (ties in the order scheduled).
    var pending: [ScheduledAction] = []
    var nextSequence = 0
    /// Callbacks of the runtime itself due later (`didRotate(from:)` at the end of a
    /// rotation …). They run after the actions due by the same frame.
    var dueCallbacks: [(time: Double, callback: RotationCallback)] = [] { didSet { stateChanges &+= 1 } }
    /// The animation block being built, if one is open.
    var transaction: AnimationTransaction?
    /// Arranged subviews hidden inside an animation block, by id: when they really hide
    /// (the end of the block's animation; see `Player+deferHiding`).
    var deferredHides: [ViewID: Double] = [:] { didSet { stateChanges &+= 1 } }
    var lastFrameTime = -Double.infinity
    /// When the last animation block committed so far ends (its delay included); 0 before
    /// any. A front end that plays "until the animations are over" reads it.
    public internal(set) var endOfLastAnimation: Double = 0
    public internal(set) var orientation: InterfaceOrientation { didSet { stateChanges &+= 1 } }
    /// The device's turn as the viewer sees it (legacy rotation shows the window turned).
    var deviceTurnDegrees: Double = 0 { didSet { stateChanges &+= 1 } }
    /// A modern rotation's interface turn: the content catches up with the device.
    var interfaceTurn: PropertyAnimation<Double>? { didSet { stateChanges &+= 1 } }
    /// Counts changes to the player's own state that a frame reads (the properties above
    /// bump it from their setters, so that none can forget it).
    var stateChanges = 0
    /// The last frame read, with the engine's and the player's state when it was read: a
    /// frame at rest is handed out again rather than read again (see `captureFrame`).
    var lastCapture: (frame: FrameState, engine: EngineStateStamp, player: Int)?
    /// Told of every view-controller callback of a rotation as it happens (after it is
    /// recorded in the trace), so a front end can run its controller's overrides.
    public var rotationObserver: ((RotationCallback) -> Void)?

    /// An engine with the window and the root view only; add views and constraints, then
    /// `appear()`.
    public init(configuration: PlayerConfiguration) {
        self.configuration = configuration
        orientation = configuration.initialOrientation
        var engineConfiguration = LayoutEngineConfiguration(
            screen: configuration.screen(orientation), style: configuration.style,
            textMeasurer: configuration.textMeasurer, rootLayoutMargins: configuration.rootLayoutMargins,
            layoutDirection: configuration.layoutDirection, contentSizeCategory: configuration.contentSizeCategory)
        engineConfiguration.viewRespectsSystemMinimumLayoutMargins = configuration.viewRespectsSystemMinimumLayoutMargins
        engineConfiguration.detectsAmbiguity = configuration.detectsAmbiguity
        engineConfiguration.userInterfaceStyle = configuration.userInterfaceStyle
        engine = LayoutEngine(configuration: engineConfiguration)
    }

    /// The clock: the time of the action running now, else of the last frame.
    public var now: Double { engine.diagnostics.time }

    /// The first display at t = 0: `loadView` … `viewDidAppear`, around the first pass.
    public func appear() {
        engine.diagnostics.time = 0
        engine.appear()
    }

    /// What the run logged so far: passes, callbacks, UIKit's console messages.
    public var trace: LayoutTrace { engine.diagnostics.trace }

    /// A view's superview (`window` for the root view), nil for an unknown view.
    public func parent(of id: ViewID) -> ViewID? {
        if id == ViewID.root { return ViewID.window }
        return engine.tree.spec(of: id)?.parent
    }

    // MARK: - Model and presentation

    func model(of id: ViewID) -> AnimatableState? {
        engine.tree.layout(of: id).map {
            Self.model(layout: $0, appearance: appearances[id] ?? ViewAppearance(), style: userInterfaceStyle(of: id))
        }
    }

    /// A view's model values: its layout's geometry and its appearance, its colours
    /// resolved for `style` (for a caller that has already looked all three up).
    static func model(layout l: ViewLayout, appearance a: ViewAppearance, style: UserInterfaceStyle) -> AnimatableState {
        AnimatableState(center: l.center, bounds: l.bounds, transform: l.transform,
                        alpha: a.alpha, backgroundColor: a.backgroundColor?.resolved(for: style), cornerRadius: a.cornerRadius,
                        alignmentRectInsets: l.alignmentRectInsets)
    }

    func presentation(of id: ViewID, at t: Double) -> AnimatableState? {
        guard let m = model(of: id) else { return nil }
        return animations[id]?.presentation(of: m, at: t) ?? m
    }

    /// The views a frame reports: root and the added ones, in tree order.
    var reportedViews: [ViewID] { engine.tree.viewIDs.filter { $0 != ViewID.window } }
}
