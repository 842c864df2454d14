import AnimRenderUIKit
import Foundation
import SnapshotTesting

// swift-snapshot-testing's UIKit strategies, which its Linux build does not have, under the
// same names: `assertSnapshot(of: vc, as: .image(on: .iPhone13))` in a test written for iOS
// compiles and runs here. The images are this renderer's pixels (its fonts, no system
// chrome, scale 2 unless the traits give a display scale), stored as PNG and compared with
// `Diffing.pixels`: record goldens here, they are not Apple's.

extension SnapshotTesting.Snapshotting where Value == UIViewController, Format == Data {
    /// The controller laid out full screen at its view's size (give a configuration or a
    /// size when its view has none).
    public static var image: SnapshotTesting.Snapshotting<UIViewController, Data> { .image() }

    /// The controller laid out full screen on `config`: its size, safe area and traits (size
    /// classes, layout direction, text size, display scale); `size` replaces the size and
    /// `traits` adds to the configuration's. `precision` is the share of pixels that must
    /// match, `perceptualPrecision` how close a pixel must be to match (1: exactly).
    public static func image(on config: ViewImageConfig, precision: Float = 1, perceptualPrecision: Float = 1,
                             size: CGSize? = nil, traits: UITraitCollection = .init())
        -> SnapshotTesting.Snapshotting<UIViewController, Data> {
        SnapshotTesting.Snapshotting(pathExtension: "png", diffing: .pixels(precision: precision, perceptualPrecision: perceptualPrecision)) {
            controller in
            MainActor.assumeIsolated { ViewSnapshotRenderer.image(of: controller, config: config, size: size, traits: traits) }
        }
    }

    /// As UIKit's strategy without a configuration: the controller at `size`, else at its
    /// view's size, with no safe area. `drawHierarchyInKeyWindow` changes nothing here
    /// (there is one way to draw).
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
                             size: CGSize? = nil, traits: UITraitCollection = .init())
        -> SnapshotTesting.Snapshotting<UIViewController, Data> {
        .image(on: ViewImageConfig(), precision: precision, perceptualPrecision: perceptualPrecision, size: size, traits: traits)
    }
}

extension SnapshotTesting.Snapshotting where Value == UIView, Format == Data {
    /// The view at its own size.
    public static var image: SnapshotTesting.Snapshotting<UIView, Data> { .image() }

    /// The view at `size` (which it is given, as swift-snapshot-testing does), else at its
    /// own size, with no safe area and `traits`; `precision` and `perceptualPrecision` as for
    /// controllers. `drawHierarchyInKeyWindow` changes nothing here.
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
                             size: CGSize? = nil, traits: UITraitCollection = .init())
        -> SnapshotTesting.Snapshotting<UIView, Data> {
        SnapshotTesting.Snapshotting(pathExtension: "png", diffing: .pixels(precision: precision, perceptualPrecision: perceptualPrecision)) {
            view in
            MainActor.assumeIsolated { ViewSnapshotRenderer.image(of: view, size: size, traits: traits) }
        }
    }
}

extension SnapshotTesting.Snapshotting where Value == UIView, Format == String {
    /// The view tree, laid out at the view's own size (see `UIView.recursiveDescriptionForSnapshot`
    /// for the format).
    public static var recursiveDescription: SnapshotTesting.Snapshotting<UIView, String> { .recursiveDescription() }

    /// The view tree laid out at `size` (else the view's own) with `traits`.
    public static func recursiveDescription(size: CGSize? = nil, traits: UITraitCollection = .init())
        -> SnapshotTesting.Snapshotting<UIView, String> {
        SnapshotTesting.Snapshotting(pathExtension: "txt", diffing: .lines) { view in
            MainActor.assumeIsolated { ViewSnapshotRenderer.description(of: view, size: size, traits: traits) }
        }
    }
}

extension SnapshotTesting.Snapshotting where Value == UIViewController, Format == String {
    /// The controller's view tree, laid out at its view's size.
    public static var recursiveDescription: SnapshotTesting.Snapshotting<UIViewController, String> { .recursiveDescription() }

    /// The controller's view tree laid out full screen on `config` (`size` and `traits` as for
    /// `image(on:)`).
    public static func recursiveDescription(on config: ViewImageConfig = .init(), size: CGSize? = nil,
                                            traits: UITraitCollection = .init())
        -> SnapshotTesting.Snapshotting<UIViewController, String> {
        SnapshotTesting.Snapshotting(pathExtension: "txt", diffing: .lines) { controller in
            MainActor.assumeIsolated { ViewSnapshotRenderer.description(of: controller, config: config, size: size, traits: traits) }
        }
    }
}
