import XCTest
import Foundation
import Geometry
import Playback
import Timeline
@testable import AnimRenderKit
import TestSupport

/// Plays every frame of an example (or of inline JSON) and returns the states.
func play(example name: String) throws -> (compiled: CompiledTimeline, frames: [FrameState]) {
    try play(CompiledTimeline.load(path: Repository.example(name)))
}

func play(json: String) throws -> (compiled: CompiledTimeline, frames: [FrameState]) {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("animrender-\(UUID().uuidString).json")
    try Data(json.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    return try play(CompiledTimeline.load(path: url.path))
}

func play(_ compiled: CompiledTimeline) throws -> (compiled: CompiledTimeline, frames: [FrameState]) {
    (compiled, try compiled.playAll())
}

extension FrameState {
    func violation(_ id: String) -> Double? { violations.first { $0.constraint.name == id }?.amount }
}

/// UIKit's easeInEaseOut, (0.42, 0, 0.58, 1), solved here by bisection so the test does
/// not lean on the code under test.
func easeInOut(_ x: Double) -> Double {
    func bez(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
        3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
    }
    var lo = 0.0, hi = 1.0
    for _ in 0..<80 { let mid = (lo + hi) / 2; if bez(0.42, 0.58, mid) < x { lo = mid } else { hi = mid } }
    return bez(0, 1, (lo + hi) / 2)
}

func XCTAssertClose(_ a: Rect?, _ b: Rect, accuracy: Double = 1e-9, _ message: String = "",
                    file: StaticString = #filePath, line: UInt = #line) {
    guard let a else { return XCTFail("nil rect", file: file, line: line) }
    XCTAssertEqual(a.array, b.array, accuracy: accuracy, message, file: file, line: line)
}

func XCTAssertClose(_ a: Point?, _ b: Point, accuracy: Double = 1e-9, _ message: String = "",
                    file: StaticString = #filePath, line: UInt = #line) {
    guard let a else { return XCTFail("nil point", file: file, line: line) }
    XCTAssertEqual([a.x, a.y], [b.x, b.y], accuracy: accuracy, message, file: file, line: line)
}

func XCTAssertEqual(_ a: [Double], _ b: [Double], accuracy: Double, _ message: String = "",
                    file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(a.count, b.count, message, file: file, line: line)
    for (x, y) in zip(a, b) { XCTAssertEqual(x, y, accuracy: accuracy, "\(a) vs \(b) \(message)", file: file, line: line) }
}
