import CardFeature
import SnapshotTesting
import UIKit
import XCTest
#if os(Linux)
import AnimRenderSnapshotTesting      // swift-snapshot-testing's UIKit strategies, for Linux
#endif

/// A swift-snapshot-testing test as written for iOS. On Linux its images are animrender's
/// drawing, recorded on Linux (not interchangeable with a simulator's).
@MainActor
final class CardSnapshotTests: XCTestCase {
    func testCard() async {
        assertSnapshot(of: CardController(), as: .image(on: .iPhone13))
        assertSnapshot(of: CardController(), as: .recursiveDescription(on: .iPhone13))
    }
}
