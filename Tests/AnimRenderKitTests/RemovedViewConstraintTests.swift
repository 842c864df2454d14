import XCTest
@testable import AnimRenderKit

/// A constraint that relates a removed view goes with the view (UIKit removes a view's
/// constraints when it leaves its superview). Naming it afterwards is refused at the
/// change, saying why — not as an "unknown" id the file plainly declares.
final class RemovedViewConstraintTests: XCTestCase {
    func testActivatingAConstraintOfARemovedViewSaysWhereItWent() throws {
        let json = """
        { "version": 1, "screen": { "device": "iPhone 8" },
          "views": [ { "id": "a" }, { "id": "b" } ],
          "constraints": [ { "id": "x", "active": false, "constraint": "a.width == b.width" } ],
          "timeline": [ { "at": 0.2, "changes": [ { "removeView": "b" } ] },
                        { "at": 0.4, "changes": [ { "activate": "x" } ] } ] }
        """
        XCTAssertThrowsError(try play(json: json)) { error in
            XCTAssertTrue("\(error)".hasSuffix(
                ":5:43: error: $.timeline[1].changes[0]: constraint 'x' no longer exists: it relates a view that was removed, "
                + "and a view's constraints go with it (as in UIKit); add the view back and add the constraint again with "
                + "\"add\", or do not remove the view"), "\(error)")
        }
    }
}
