import AnimRenderKit
import AnimRenderUIKit
import Foundation
import Testing
import XCTest

/// Asserts that `recording` matches its golden(s) in `__Snapshots__/<TestFile>/` beside the
/// test file (see `AnimationSnapshotStrategy` for the file names).
///
/// - A missing golden is recorded and the assertion fails, naming the file to look at;
///   `record: true` (or `ANIMRENDER_RECORD=1` in the environment) re-records every golden
///   the assertion checks, and fails likewise. On CI (`CI` set, not `false`/`0`) nothing is
///   ever recorded: a missing golden or a record request fails.
/// - On a mismatch, `<name>.expected.<ext>`, `<name>.actual.<ext>` and, for images,
///   `<name>.diff.png` are written and the failure message names their folder:
///   `$ANIMRENDER_SNAPSHOT_ARTIFACTS`, else `.build/snapshot-failures/<TestFile>/` in the
///   package that holds the test.
///
/// - Works in XCTest and in Swift Testing alike: inside a `@Test` a failure is recorded as
///   the test's issue (XCTest's `XCTFail` would be ignored there and the test would pass).
///
/// Not UIKit: animrender's counterpart of swift-snapshot-testing's `assertSnapshot`.
public func assertAnimationSnapshot(of recording: Recording, as strategy: AnimationSnapshotStrategy, record: Bool = false,
                                    file: StaticString = #filePath, testName: String = #function, line: UInt = #line,
                                    fileID: String = #fileID, column: UInt = #column) {
    var verifier = SnapshotVerifier()
    if record { verifier.environment[SnapshotVerifier.recordVariable] = "1" }
    for check in strategy.checks {
        if let message = check.verify(recording, verifier, "\(file)", testName) {
            fail(message, file: file, line: line, fileID: fileID, column: column)
        }
    }
}

/// Reports a failed check to the test framework running the caller (XCTest, or Swift
/// Testing inside a `@Test`).
func fail(_ message: String, file: StaticString, line: UInt, fileID: String, column: UInt) {
    if Test.current != nil {
        Issue.record(Comment(rawValue: message),
                     sourceLocation: SourceLocation(fileID: fileID, filePath: "\(file)", line: Int(line), column: Int(column)))
    } else {
        XCTFail(message, file: file, line: line)
    }
}
