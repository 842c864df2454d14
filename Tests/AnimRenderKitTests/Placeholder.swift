import XCTest

final class PlaceholderAnimRenderKitTests: XCTestCase {
    func testNothingYet() throws { throw XCTSkip("placeholder until this target has tests") }
}
