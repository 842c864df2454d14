import AnimRenderKit
import Foundation
import Geometry
import Layout
import Playback
import Render

extension Simulator {
    /// Records `controller` on this simulator: makes the window, installs the controller
    /// as its root (`loadView` → `viewDidLoad` → `viewWillAppear` → the first layout pass
    /// → `viewDidAppear`, as UIKit), runs `script` to schedule what happens, then plays the
    /// simulated clock at `fps` frames per second and records every frame.
    ///
    /// `duration` nil plays until the last animation (or the last script block) is over,
    /// plus 0.25 s, as the timeline format does; animations that keep starting new ones
    /// stop the recording after `Simulator.maxUnboundedDuration` seconds with an error.
    ///
    /// Throws `RecordingError` for a bad device, fps or duration, and the first
    /// `UIKitError` the controller's code meets (a constraint between views with no common
    /// ancestor …) — UIKit's exception, as an error.
    public func record(_ controller: UIViewController, fps: Int = 60, duration: TimeInterval? = nil,
                       _ script: (Script) throws -> Void) throws -> Recording {
        guard RenderSettings.fpsRange.contains(Double(fps)) else {
            throw RecordingError("fps \(fps) is outside \(Int(RenderSettings.fpsRange.lowerBound))…\(Int(RenderSettings.fpsRange.upperBound))")
        }
        if let duration, !(duration.isFinite && duration >= 0) {
            throw RecordingError("duration \(duration) is not a length of time: give seconds, 0 or more (or nil to stop after the animations)")
        }
        var screen = try self.screen()
        // The app runs on this device while it records: UIScreen.main (and UIDevice) are
        // its, and come back afterwards.
        let appScreen = UIScreen.main
        let deviceScreen = UIScreen(spec: screen)
        UIScreen.main = deviceScreen
        defer { UIScreen.main = appScreen }
        // app ∩ device ∩ controller, read once at the start; UIKit launches an app in an
        // orientation they allow.
        let allowed = supportedOrientations.geometry.intersection(screen.supportedOrientations)
            .intersection(controller.supportedInterfaceOrientations.geometry)
        if !allowed.contains(screen.initialOrientation), let first = allowed.orientations.first {
            screen.initialOrientation = first
        }
        let measurer: TextEngine
        do { measurer = try TextEngine.forFonts(fonts) } catch let e as AnimRenderError {
            throw RecordingError(.run(e))
        } catch let e as RenderError {
            throw RecordingError(.fonts(e))
        }

        var configuration = screen.playerConfiguration(style: style.geometry, allowedOrientations: allowed, textMeasurer: measurer)
        configuration.viewRespectsSystemMinimumLayoutMargins = controller.viewRespectsSystemMinimumLayoutMargins
        // An ordinary window on the device, whose engine the recording's clock drives.
        let window = UIWindow(frame: CGRect(screen.bounds(in: screen.initialOrientation)))
        window.storedRootViewController = controller
        let host = PlaybackHost(window: window, configuration: configuration, screen: screen)
        host.fontFamilies = Set(fonts.map(\.family))
        host.framesPerSecond = Double(fps)   // before the controller's code runs: it may enable update links
        deviceScreen.recording = host
        runningHost = host
        defer {
            host.finish()
            runningHost = nil
        }
        host.connectController()
        window.makeKeyAndVisible()
        try host.throwFirstError()
        try script(Script(host: host))
        try host.throwFirstError()

        let fps = Double(fps)
        func frameCount(_ d: Double) -> Int { Int((d * fps - 1e-9).rounded(.up)) + 1 }
        var states: [FrameState] = []
        var k = 0
        while true {
            let end = duration ?? max(host.latestScheduledTime, host.player.endOfLastAnimation) + RenderSettings.tailAfterLastAnimation
            guard k < frameCount(end) else { break }
            if duration == nil, Double(k) / fps > Self.maxUnboundedDuration {
                throw RecordingError("the animations keep starting new ones (still at t = \(Double(k) / fps) s); "
                                     + "pass record(_:fps:duration:) a duration to record a fixed length")
            }
            guard k < RenderJob.maxFrames else {
                throw RecordingError("\(k) frames: a recording has at most \(RenderJob.maxFrames); lower the duration or fps")
            }
            do {
                states.append(try host.player.advance(to: Double(k) / fps, index: k))
            } catch {
                throw UIKitError.refused(error)
            }
            try host.throwFirstError()
            k += 1
        }
        let settings = RecordingSettings(screen: screen, style: style, fps: fps, allowed: allowed, fonts: fonts)
        return Recording(states: states, trace: host.player.trace, settings: settings,
                         feedbackLoops: host.player.feedbackLoops)
    }

    /// How long `duration: nil` may run while animations keep starting (seconds).
    public nonisolated static let maxUnboundedDuration: TimeInterval = 600
}

extension PlaybackHost {
    func throwFirstError() throws {
        if let first = errors.first { throw first }
    }

    /// The end of a recording: the window lets go of its engine (every view keeps its
    /// last model geometry, readable after `record` returns) and of the controller's view.
    func finish() {
        dissolve()
        controller?.view.superview = nil
        window?.subviews = []
    }
}
