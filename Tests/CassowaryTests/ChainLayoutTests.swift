import XCTest
@testable import Cassowary

/// The benchmark's chain (WORKLOADS.md): n equal-width views with 8 pt gaps filling a
/// container whose width is an edit variable at 999. The container wins over the width
/// preferences (750, 250), so every width is (width − 8·(n+1)) / n, whatever side of the
/// 20…100 preference it falls on; this exercises the long-step hand-overs and the dual.
final class ChainLayoutTests: XCTestCase {
    func testEqualWidthsFillTheContainer() throws {
        for n in [2, 5, 50, 300] {
            let s = Solver()
            let cl = s.makeVariable("c.left"), cw = s.makeVariable("c.width")
            try s.add(Expression(cl), .equal)
            try s.addEditVariable(cw, priority: Priority(999))
            var xs: [Variable] = [], ws: [Variable] = []
            var prevRight = Expression(cl)
            for _ in 0..<n {
                let x = s.makeVariable("x"), w = s.makeVariable("w")
                try s.add(Expression(x) - prevRight - 8, .equal)
                try s.add(Expression(w) - 20, .greaterThanOrEqual, priority: .defaultHigh)
                try s.add(Expression(w) - 100, .lessThanOrEqual, priority: .defaultLow)
                if let last = ws.last { try s.add(w - last, .equal) }
                xs.append(x); ws.append(w)
                prevRight = x + w
            }
            try s.add(prevRight + 8 - Expression(cl) - Expression(cw), .equal)
            for width in [375.0, 775, 120, 4000, 375] {
                try s.suggestValue(cw, width)
                let expected = (width - 8 * Double(n + 1)) / Double(n)
                for i in 0..<n {
                    XCTAssertEqual(s.value(of: ws[i]), expected, accuracy: 1e-7, "n=\(n) width=\(width) w\(i)")
                    XCTAssertEqual(s.value(of: xs[i]), 8 + Double(i) * (expected + 8), accuracy: 1e-6, "n=\(n) width=\(width) x\(i)")
                }
            }
        }
    }
}
