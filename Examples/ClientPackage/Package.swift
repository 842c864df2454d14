// swift-tools-version:6.0
import PackageDescription

// A package as a user writes one: it depends on animrender by path (a user names the
// repository's URL and a version instead); its code says `import UIKit`, its tests are iOS
// unit tests, swift-snapshot-testing tests and recordings made with AnimRenderUIKit.
// `make test` in the repository builds and runs it, so CI proves the product works from
// outside the repository's own targets.
let package = Package(
    name: "ClientPackage",
    products: [
        .library(name: "CardFeature", targets: ["CardFeature"]),
    ],
    dependencies: [
        .package(name: "animrender", path: "../.."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        // On Linux `import UIKit` is animrender's UIKit module; on Apple platforms it is Apple's.
        .target(name: "CardFeature",
                dependencies: [.product(name: "UIKit", package: "animrender", condition: .when(platforms: [.linux]))]),
        .testTarget(name: "CardFeatureTests",
                    dependencies: ["CardFeature", .product(name: "AnimRenderUIKit", package: "animrender"),
                                   .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                                   // animrender's snapshot API (assertAnimationSnapshot, assertLayoutChecks)
                                   // and swift-snapshot-testing's UIKit strategies, which its Linux build lacks.
                                   .product(name: "AnimRenderSnapshotTesting", package: "animrender")],
                    exclude: ["__Snapshots__"]),
    ]
)
