import AnimRenderUIKit
import UIKit
import XCTest
import TestSupport

/// The module named UIKit, as code written for iOS uses it.
final class UIKitModuleTests: XCTestCase {
    /// `import UIKit` brings Foundation and the CoreGraphics names, as on iOS.
    func testImportUIKitBringsFoundationAndCoreGraphics() {
        let rect = CGRect(x: 1, y: 2, width: 30, height: 40)
        XCTAssertEqual(rect.insetBy(dx: 1, dy: 2), CGRect(x: 2, y: 4, width: 28, height: 36))
        XCTAssertEqual(CGAffineTransform(translationX: 3, y: 4).concatenating(CGAffineTransform(scaleX: 2, y: 2)),
                       CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 6, ty: 8))
        XCTAssertEqual(CGVector(dx: 1, dy: 2).dy, 2)
        XCTAssertEqual(URL(fileURLWithPath: "/tmp").path, "/tmp")
    }

    /// `import AnimRenderUIKit` and `import UIKit` are one module: the same types.
    func testBothNamesAreTheSameTypes() {
        XCTAssertTrue(UIKit.UIView.self == AnimRenderUIKit.UIView.self)
        XCTAssertEqual(String(reflecting: UIView.self), "UIKit.UIView")
    }

    /// A package's `#if canImport(UIKit)` code may compile against this module without
    /// depending on it (SwiftPM keeps every module in one folder; swift-snapshot-testing's
    /// AssertSnapshot.swift does so), and then loads Render without the C libraries'
    /// module maps, which only dependents get: Render must import them implementation-only.
    func testRenderImportsItsCLibrariesImplementationOnly() throws {
        let render = Repository.root.appendingPathComponent("Sources/Render")
        let files = FileManager.default.enumerator(at: render, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        XCTAssertGreaterThan(files.count, 10)
        var plain: [String] = []
        for file in files {
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
            where line.range(of: #"^\s*(public |internal )?import C[A-Z]"#, options: .regularExpression) != nil {
                plain.append("\(file.lastPathComponent): \(line)")
            }
        }
        XCTAssertEqual(plain, [], "import them with @_implementationOnly (Sources/Render/Render.swift says why)")
    }
}
