import AnimRenderKit
import Foundation
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
/// Not UIKit: animrender's counterpart of swift-snapshot-testing's `assertSnapshot`.
public func assertAnimationSnapshot(of recording: Recording, as strategy: AnimationSnapshotStrategy, record: Bool = false,
                                    file: StaticString = #filePath, testName: String = #function, line: UInt = #line) {
    var verifier = SnapshotVerifier()
    if record { verifier.environment[SnapshotVerifier.recordVariable] = "1" }
    for check in strategy.checks {
        if let message = check.verify(recording, verifier, "\(file)", testName) {
            XCTFail(message, file: file, line: line)
        }
    }
}
