import Foundation
import XCTest
import AnimRenderKit
@testable import AnimRenderSnapshotTesting

/// XCTest's face of `SnapshotVerifier`: goldens in `__Snapshots__/<TestFile>/` next to the
/// test, recorded only with ANIMRENDER_RECORD=1 (never on CI).
func assertSnapshot<Value, Format>(of value: Value, as strategy: SnapshotStrategy<Value, Format>, named name: String,
                                   file: StaticString = #filePath, testName: String = #function, line: UInt = #line) {
    if let message = SnapshotVerifier().verify(value, as: strategy, named: name, file: "\(file)", testName: testName) {
        XCTFail(message, file: file, line: line)
    }
}
