import Foundation
import XCTest
import TestSupport

/// `animrender devices`, run as the built binary: one row per device, the columns a user
/// needs to pick one.
final class DevicesCommandTests: XCTestCase {

    func testListsEveryDeviceWithSizeScaleInsetsAndSizeClasses() throws {
        let run = try DiffCLI.run(["devices"], in: Repository.root)
        XCTAssertEqual(run.status, 0, run.stderr)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 1 + 32, run.stdout)
        XCTAssertTrue(lines[0].hasPrefix("device"), lines[0])
        func row(_ name: String) -> [String]? {
            lines.first { $0.hasPrefix(name + "  ") }.map { $0.components(separatedBy: "  ").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty } }
        }
        XCTAssertEqual(row("iPhone 8 Plus"), ["iPhone 8 Plus", "414×736", "@3x", "20,0,0,0", "0,0,0,0", "wC hR", "wR hC", "yes", "status bar"])
        XCTAssertEqual(row("iPhone 16 Pro"), ["iPhone 16 Pro", "402×874", "@3x", "62,0,34,0", "0,62,21,62", "wC hR", "wC hC", "no",
                                              "Dynamic Island, home indicator"])
        XCTAssertEqual(row("iPad Pro (12.9-inch)"), ["iPad Pro (12.9-inch)", "1024×1366", "@2x", "24,0,20,0", "24,0,20,0", "wR hR", "wR hR",
                                                     "yes", "status bar, home indicator"])
        // The docs page lists the same devices.
        let page = try String(contentsOf: Repository.root.appendingPathComponent("docs/devices.md"), encoding: .utf8)
        for line in lines.dropFirst() {
            let name = line.components(separatedBy: "  ")[0]
            XCTAssertTrue(page.contains("| \(name) |"), "docs/devices.md has no row for \(name)")
        }
    }
}
