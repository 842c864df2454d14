import AnimRenderUIKit
import Foundation

/// Lays a controller or a bare view out as swift-snapshot-testing's UIKit strategies do —
/// full screen on a device configuration, or at a size — and draws it: a recording of one
/// frame (duration 0) on a `Simulator` with the configuration's size, safe area and traits,
/// drawn as the frame's PNG without overlays. After it the views keep that layout (what the
/// recorder leaves them with), so their descriptions read the laid-out frames.
@MainActor
enum ViewSnapshotRenderer {
    /// What went wrong, stored in place of the image (a strategy cannot throw): the diffing
    /// then fails with this text.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// `controller` laid out full screen on `config` (`size` replaces its size), as a PNG.
    static func image(of controller: UIViewController, config: ViewImageConfig, size: CGSize?,
                      traits: UITraitCollection) -> Data {
        data { try layOut(controller, config: config, size: size, traits: traits).image(ofFrame: 0, options: options(traits, config)).pngData() }
    }

    /// `view` at its own size (or `size`), with no safe area, as a PNG.
    static func image(of view: UIView, size: CGSize?, traits: UITraitCollection) -> Data {
        data { try withHost(of: view, size: size, traits: traits) { try $0.image(ofFrame: 0, options: options(traits, nil)).pngData() } }
    }

    /// `controller` laid out on `config`, described.
    static func description(of controller: UIViewController, config: ViewImageConfig, size: CGSize?,
                            traits: UITraitCollection) -> String {
        text {
            _ = try layOut(controller, config: config, size: size, traits: traits)
            return controller.view.recursiveDescriptionForSnapshot
        }
    }

    /// `view` laid out at its own size (or `size`), described.
    static func description(of view: UIView, size: CGSize?, traits: UITraitCollection) -> String {
        text { try withHost(of: view, size: size, traits: traits) { _ in view.recursiveDescriptionForSnapshot } }
    }

    /// One frame of `controller` on the configuration's screen.
    private static func layOut(_ controller: UIViewController, config: ViewImageConfig, size: CGSize?,
                               traits: UITraitCollection) throws -> Recording {
        let merged = UITraitCollection(traitsFrom: [config.traits, traits])
        guard let screen = size ?? config.size ?? controller.viewIfLoaded.map(\.frame.size), screen.width > 0, screen.height > 0 else {
            throw Failure(description: "the controller has no size to be drawn at: give a ViewImageConfig with a size, or size:")
        }
        let simulator = Simulator(size: screen, safeArea: config.safeArea)
        if screen.width > screen.height { simulator.orientation = .landscapeRight }
        simulator.overrideTraitCollection = merged
        if merged.containsTraits(in: UITraitCollection(layoutDirection: .rightToLeft)) { simulator.layoutDirection = .rightToLeft }
        if let category = specifiedContentSizeCategory(merged) { simulator.contentSizeCategory = category }
        return try simulator.record(controller, fps: 1, duration: 0) { _ in }
    }

    /// Runs `body` on a one-frame recording of `view` placed at the top left of a
    /// controller's view of the view's size, then puts the view back where it was.
    private static func withHost<T>(of view: UIView, size: CGSize?, traits: UITraitCollection,
                                    _ body: (Recording) throws -> T) throws -> T {
        if let size { view.frame.size = size }
        let viewSize = view.frame.size
        guard viewSize.width > 0, viewSize.height > 0 else {
            throw Failure(description: "the view's size is \(viewSize.width) × \(viewSize.height): give it a frame, or size:")
        }
        let superview = view.superview, index = superview?.subviews.firstIndex(of: view)
        let origin = view.frame.origin
        defer {
            view.removeFromSuperview()
            if let superview, let index { superview.insertSubview(view, at: min(index, superview.subviews.count)) }
            view.frame.origin = origin
        }
        let host = SnapshotHostController(content: view)
        let recording = try layOut(host, config: ViewImageConfig(safeArea: .zero, size: viewSize, traits: .init()),
                                   size: nil, traits: traits)
        return try body(recording)
    }

    private static func options(_ traits: UITraitCollection, _ config: ViewImageConfig?) -> RecordingOutputOptions {
        let scale = UITraitCollection(traitsFrom: [config?.traits ?? .init(), traits]).displayScale
        return RecordingOutputOptions(overlays: [], scale: scale > 0 ? Double(scale) : nil)
    }

    private static func specifiedContentSizeCategory(_ traits: UITraitCollection) -> UIContentSizeCategory? {
        let category = traits.preferredContentSizeCategory
        return traits.containsTraits(in: UITraitCollection(preferredContentSizeCategory: category)) ? category : nil
    }

    private static func data(_ draw: () throws -> Data) -> Data {
        do { return try draw() } catch { return Data("animrender could not draw the view: \(error)".utf8) }
    }

    private static func text(_ describe: () throws -> String) -> String {
        do { return try describe() } catch { return "animrender could not lay the view out: \(error)" }
    }
}

/// The controller a bare view is drawn in: its view holds the view at the top left.
private final class SnapshotHostController: UIViewController {
    let content: UIView

    init(content: UIView) {
        self.content = content
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        content.frame.origin = .zero
        view.addSubview(content)
    }
}
