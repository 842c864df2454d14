import Geometry
@testable import Render
import XCTest

final class FrameEncoderTests: XCTestCase {
    func solid(_ pixel: UInt32) -> PixelImage { PixelImage(width: 8, height: 4, pixels: Array(repeating: pixel, count: 32)) }

    func testOrderIsPreservedAndRepeatsShareBytes() throws {
        let a = solid(0xFFFF_0000), b = solid(0xFF00_00FF)
        let frames = [a, a, b, b, a, b, a, a, b]
        for threads in [1, 2, 3] {
            let pngs = FrameEncoder(threads: threads).encode(frames)
            XCTAssertEqual(pngs.count, frames.count)
            for (png, frame) in zip(pngs, frames) {
                let decoded = try decodePNG(png)
                XCTAssertEqual(Array(decoded.rgba.prefix(4)), frame == a ? [255, 0, 0, 255] : [0, 0, 255, 255])
                XCTAssertEqual(png, PNGEncoder().encode(frame))
            }
        }
    }

    func testRepeatedFramesAreNotEncodedAgain() throws {
        final class Count: @unchecked Sendable {
            let lock = NSLock()
            var value = 0
        }
        let count = Count()
        let a = solid(0xFFFF_0000), b = solid(0xFF00_00FF)
        // Runs: a a a | b | a a | b b b | a. Two workers draw and compare out of order, so
        // each comparison must still be with the frame just before.
        let frames = [a, a, a, b, a, a, b, b, b, a]
        var written: [[UInt8]] = []
        try FrameEncoder(threads: 2).encode(count: frames.count, frame: { frames[$0] }, write: { written.append($1) },
                                            using: { image in
            count.lock.withLock { count.value += 1 }
            return PNGEncoder().encode(image)
        })
        // Distinct from their predecessor: frames 0, 3, 4, 6, 9.
        XCTAssertEqual(count.value, 5)
        XCTAssertEqual(written, frames.map { PNGEncoder().encode($0) })
    }

    func testFramesDrawnOutOfOrderAreComparedWithTheirPredecessor() throws {
        // Frame i is colour i / 3 (runs of three); every third frame is slow to draw, so
        // later frames are drawn first. Distinct from their predecessor: 0, 3, 6, …, 27.
        let colours: [UInt32] = [0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF]
        let frames = (0..<30).map { solid(colours[($0 / 3) % 3]) }
        final class Count: @unchecked Sendable {
            let lock = NSLock()
            var value = 0
        }
        let count = Count()
        var written: [Int: [UInt8]] = [:]
        var order: [Int] = []
        try FrameEncoder(threads: 3).encode(count: frames.count, frame: { i in
            if i % 3 == 1 { usleep(3000) }
            return frames[i]
        }, write: { i, png in order.append(i); written[i] = png }, using: { image in
            count.lock.withLock { count.value += 1 }
            return PNGEncoder().encode(image)
        })
        XCTAssertEqual(order, Array(0..<30))
        XCTAssertEqual(count.value, 10)
        for i in 0..<30 { XCTAssertEqual(written[i], PNGEncoder().encode(frames[i]), "frame \(i)") }
    }

    func testStreamingWritesInOrderAndRethrows() throws {
        struct Boom: Error {}
        var written: [Int] = []
        XCTAssertThrowsError(try FrameEncoder(threads: 2).encode(count: 40, frame: { i in
            if i == 21 { throw Boom() }
            return PixelImage(width: 2, height: 2, pixels: Array(repeating: 0xFF00_0000 | UInt32(i), count: 4))
        }, write: { i, _ in written.append(i) })) { XCTAssertTrue($0 is Boom) }
        // Every frame before the failing one is written, in order; none after it.
        XCTAssertEqual(written, Array(0..<21))
    }

    func testAWriteErrorStopsTheWorkers() throws {
        struct Full: Error {}
        final class Drawn: @unchecked Sendable {
            let lock = NSLock()
            var count = 0
        }
        let drawn = Drawn()
        XCTAssertThrowsError(try FrameEncoder(threads: 2).encode(count: 1000, frame: { i in
            drawn.lock.withLock { drawn.count += 1 }
            return PixelImage(width: 2, height: 2, pixels: Array(repeating: 0xFF00_0000 | UInt32(i), count: 4))
        }, write: { i, _ in if i == 5 { throw Full() } })) { XCTAssertTrue($0 is Full) }
        // At most a window (4 frames per thread) beyond the failed write is drawn.
        XCTAssertLessThanOrEqual(drawn.count, 6 + 2 * 4)
    }
}
