// swift-tools-version:6.0
import PackageDescription

// Layers (see ARCHITECTURE.md): dependencies point down only.
//   animrender (CLI) -> AnimRenderKit -> Render, ImageDiff, Timeline, JSONDocuments -> Playback -> Layout -> Cassowary, Geometry
//   UIKit, alias AnimRenderUIKit (UIKit's Swift API, a second front end) -> AnimRenderKit, Playback …
let package = Package(
    name: "animrender",
    products: [
        .executable(name: "animrender", targets: ["animrender"]),
        .executable(name: "animrender-bench", targets: ["AnimRenderBench"]),
        .executable(name: "animrender-sweep", targets: ["AnimRenderSweep"]),
        .library(name: "AnimRenderKit", targets: ["AnimRenderKit"]),
        // Both targets: a module that only re-exports another is not rebuilt when that one
        // changes, and SwiftPM rebuilds a target when its direct dependencies' modules change,
        // so whatever imports AnimRenderUIKit must depend on UIKit directly too (else it
        // keeps code compiled against the old UIKit: link errors or worse).
        .library(name: "AnimRenderUIKit", targets: ["AnimRenderUIKit", "UIKit"]),
        // The same module under UIKit's own name: `import UIKit` and `#if canImport(UIKit)`
        // code compiles on Linux unchanged (docs/swift-api.md, "import UIKit").
        .library(name: "UIKit", targets: ["UIKit"]),
        // Strategies for pointfreeco/swift-snapshot-testing: its own product, so that only
        // those who use it resolve and build that package.
        .library(name: "AnimRenderSnapshotTesting", targets: ["AnimRenderSnapshotTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        .target(name: "Geometry"),
        .target(name: "Cassowary"),
        .systemLibrary(name: "CCairo", pkgConfig: "cairo-ft",
                       providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng",
                       providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CDeflate", pkgConfig: "libdeflate",
                       providers: [.apt(["libdeflate-dev"])]),
        // Overlays as shapes and label placement as arithmetic: the drawing (Render) and
        // frames.json's writer (JSONDocuments) read the same values, and the writer needs no cairo.
        .target(name: "Overlays", dependencies: ["Geometry"]),
        .target(name: "Render", dependencies: ["Geometry", "Overlays", "CCairo", "CPNG", "CDeflate"]),
        .target(name: "ImageDiff", dependencies: ["Geometry"]),
        // Sample frames and cairo's own PNG writer: what the benchmark and the tests draw and
        // compare against; in no product.
        .target(name: "RenderSamples", dependencies: ["Render", "Overlays", "Geometry", "CCairo"]),
        .target(name: "Layout", dependencies: ["Cassowary", "Geometry"]),
        .target(name: "Playback", dependencies: ["Layout", "Geometry"]),
        .target(name: "Timeline", dependencies: ["Playback", "Layout", "Cassowary", "Geometry"]),
        // JSON written with a fixed layout, and frames.json from a run's frames and how they
        // are drawn (values measured by AnimRenderKit's scene builder): no drawing code.
        .target(name: "JSONDocuments", dependencies: ["Geometry", "Layout", "Overlays", "Playback"]),
        // UIKit's console output (conflict logs, _autolayoutTrace, constraint dumps) read into
        // values, and written out as a timeline: a front end of its own, below AnimRenderKit.
        .target(name: "ConsoleLog"),
        // The viewer and the diff report are pages compiled into the binary, so the tool
        // writes them with no resource bundle to find at run time.
        .target(name: "AnimRenderKit",
                dependencies: ["Geometry", "Cassowary", "Layout", "Playback", "Timeline", "Overlays", "JSONDocuments", "Render",
                               "ImageDiff", "ConsoleLog"],
                resources: [.embedInCode("Viewer/viewer.html"), .embedInCode("Diff/report.html"), .embedInCode("Check/check.html")]),
        // UIKit's API over Playback: the second front end (nothing but tests and users import it).
        // One implementation, two module names: the module is UIKit (its sources are
        // Sources/AnimRenderUIKit), and AnimRenderUIKit re-exports it under the contract's name.
        .target(name: "UIKit",
                dependencies: ["AnimRenderKit", "JSONDocuments", "Playback", "Layout", "Geometry", "Render", "ImageDiff",
                               "_Testing_UIKit"],
                path: "Sources/AnimRenderUIKit"),
        // Swift Testing's cross-import overlay for UIKit, empty (see its one file).
        .target(name: "_Testing_UIKit"),
        .target(name: "AnimRenderUIKit", dependencies: ["UIKit"], path: "Sources/AnimRenderUIKitName"),
        .target(name: "AnimRenderSnapshotTesting",
                dependencies: ["AnimRenderUIKit", "UIKit", "AnimRenderKit", "Playback", "Render", "ImageDiff",
                               .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]),
        .executableTarget(name: "animrender", dependencies: [
            "AnimRenderKit", "JSONDocuments",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // The mutation sweep (tests run it as a child process: a trap must not kill the test).
        .executableTarget(name: "AnimRenderSweep", dependencies: ["AnimRenderKit", "JSONDocuments"]),
        .executableTarget(name: "AnimRenderBench",
                          dependencies: ["AnimRenderKit", "AnimRenderUIKit", "UIKit", "Cassowary", "Layout", "Timeline", "Overlays", "Render",
                                         "RenderSamples", "ImageDiff", "ConsoleLog"]),
        // What the test targets share (the repository's paths, a text measurer, frame look-up):
        // a target of its own because test targets cannot depend on each other; in no product.
        .target(name: "TestSupport", dependencies: ["Playback", "Layout", "Cassowary", "Geometry"], path: "Tests/TestSupport"),
        .testTarget(name: "GeometryTests", dependencies: ["Geometry"]),
        .testTarget(name: "CassowaryTests", dependencies: ["TestSupport", "Cassowary"]),
        .testTarget(name: "LayoutTests", dependencies: ["TestSupport", "Layout", "Timeline", "Cassowary", "Geometry", "Render"]),
        .testTarget(name: "PlaybackTests", dependencies: ["TestSupport", "Playback", "Timeline", "Layout", "Geometry"]),
        .testTarget(name: "TimelineTests", dependencies: ["TestSupport", "Timeline", "Layout", "Playback", "Geometry"]),
        .testTarget(name: "RenderTests", dependencies: ["Render", "Overlays", "RenderSamples", "Geometry", "CPNG"]),
        .testTarget(name: "ImageDiffTests", dependencies: ["ImageDiff", "Render", "RenderSamples"]),
        .testTarget(name: "AnimRenderKitTests", dependencies: ["TestSupport", "AnimRenderSnapshotTesting", "AnimRenderKit", "JSONDocuments",
                                                            "Overlays", "Playback", "Timeline"], exclude: ["__Snapshots__"]),
        .testTarget(name: "AnimRenderUIKitTests", dependencies: ["TestSupport", "AnimRenderSnapshotTesting", "AnimRenderUIKit", "UIKit", "AnimRenderKit"], exclude: ["__Snapshots__"]),
        .testTarget(name: "AnimRenderSnapshotTestingTests",
                    dependencies: ["AnimRenderSnapshotTesting", "AnimRenderUIKit", "UIKit",
                                   .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
                    exclude: ["__Snapshots__"]),
        .testTarget(name: "ConsoleLogTests", dependencies: ["ConsoleLog", "AnimRenderKit", "Timeline", "Layout"],
                    exclude: ["Fixtures"]),
        .testTarget(name: "CLITests", dependencies: ["TestSupport", "AnimRenderSnapshotTesting", "AnimRenderKit", "Timeline", "animrender", "AnimRenderSweep"], exclude: ["__Snapshots__", "BadInputs"]),
    ],
    swiftLanguageModes: [.v5]
)
