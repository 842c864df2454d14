import XCTest
@testable import Layout
@testable import AnimRenderKit
@testable import Playback
import Timeline
import TestSupport

/// `LayoutEngine.isLayoutItem` (what compiling asks of every name in a constraint string)
/// answers exactly as a walk over `layoutItemIDs` does, for every node the engine holds
/// and for names it does not, in examples with layout guides, views a trait change leaves
/// out of the window, and views added and removed — before and after playing.
final class LayoutItemLookupTests: XCTestCase {
    func testIsLayoutItemIsMembershipInLayoutItemIDs() throws {
        var answers: [Bool: Int] = [:]
        for name in ["layout-guides", "margins-guide", "size-class-rotation", "one-row-two-rows", "add-remove-view", "stack-hide-item"] {
            let compiled = try CompiledTimeline.load(path: Repository.example(name))
            for played in [false, true] {
                if played { _ = try compiled.playAll() }
                let engine = compiled.player.engine
                let items = Set(engine.tree.layoutItemIDs)
                for id in Array(engine.tree.nodes.keys).sorted() + ["nope", "", "window.x"] {
                    XCTAssertEqual(engine.tree.isLayoutItem(id), items.contains(id), "\(name) (played: \(played)): \(id)")
                    answers[engine.tree.isLayoutItem(id), default: 0] += 1
                }
            }
        }
        XCTAssertGreaterThan(answers[true] ?? 0, 50)
        // Left out by a trait change or removed, as well as unknown names.
        XCTAssertGreaterThan(answers[false] ?? 0, 6 * 2 * 3)
    }
}
