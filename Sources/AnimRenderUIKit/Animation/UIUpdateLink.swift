import Foundation

/// What a `UIUpdateLink` action is told about the UI update it runs in.
public struct UIUpdateInfo: Sendable {
    /// The time the update's content is for: the recorded frame's time on the
    /// recording's clock (what `CACurrentMediaTime()` reads in the action).
    public let modelTime: TimeInterval
    /// When the update's work must be done by: one frame later.
    public let completionDeadlineTime: TimeInterval
    /// When the frame is shown: a recorded frame shows at its own time.
    public let estimatedPresentationTime: TimeInterval
}

/// `UIUpdateLink` (iOS 18), UIKit's closure-based display link: its actions run once
/// per UI update while it is enabled and its view is in the window, before the update's
/// layout pass, so what an action changes — a constraint's constant stepped along a
/// curve — is laid out and shown in that same frame. This is how a screen animates a
/// constant with the layout solved anew every frame (the timeline's `"style":
/// "constraints"`; docs/swift-api.md).
///
/// In a recording every recorded frame is a UI update, so an enabled link runs at each
/// frame after the one it was enabled in, whether or not `requiresContinuousUpdates` is
/// set (set it, as on a device, where an idle screen has no updates). A recording
/// without a `duration` lasts while a link is enabled (up to its 600 s bound). An
/// enabled link is kept alive by its pending update, as a run loop keeps a display link.
@preconcurrency @MainActor
public final class UIUpdateLink {
    public private(set) weak var view: UIView?
    /// Off when made; actions run only while it is on.
    public var isEnabled = false {
        didSet { if isEnabled && !oldValue { scheduleNextUpdate() } }
    }
    /// Asks for an update every frame even when nothing else changes (always the case
    /// in a recording).
    public var requiresContinuousUpdates = false
    /// The update running now, nil outside the link's actions.
    public private(set) var currentUpdateInfo: UIUpdateInfo?

    private var actions: [(UIUpdateLink, UIUpdateInfo) -> Void] = []
    /// Bumped when the link is disabled, so a tick already scheduled does nothing.
    private var generation = 0

    public init(view: UIView) { self.view = view }

    public convenience init(view: UIView, actionHandler handler: @escaping (UIUpdateLink, UIUpdateInfo) -> Void) {
        self.init(view: view)
        actions.append(handler)
    }

    public func addAction(handler: @escaping (UIUpdateLink, UIUpdateInfo) -> Void) { actions.append(handler) }

    /// The next recorded frame after the current time runs the actions (and schedules
    /// the one after, while enabled).
    private func scheduleNextUpdate() {
        guard let host = view?.host ?? UIScreen.main.recording, let fps = host.framesPerSecond else { return }
        generation += 1
        let ticket = generation
        let k = (host.player.now * fps + 1e-9).rounded(.down) + 1
        let time = k / fps
        // The pending update holds the link, as a run loop holds a display link: an
        // enabled link runs whether or not the app keeps a reference to it.
        host.schedule(at: time) { [self] in
            guard isEnabled, generation == ticket, view?.host != nil else { return }
            let info = UIUpdateInfo(modelTime: time, completionDeadlineTime: (k + 1) / fps, estimatedPresentationTime: time)
            currentUpdateInfo = info
            for action in actions { action(self, info) }
            currentUpdateInfo = nil
            if isEnabled, generation == ticket { scheduleNextUpdate() }
        }
    }
}

/// Core Animation's clock: the recording's time inside a recording (the script block's
/// or the update's time), else the system's uptime.
@MainActor
public func CACurrentMediaTime() -> TimeInterval {
    UIScreen.main.recording?.player.now ?? ProcessInfo.processInfo.systemUptime
}
