import AnimRenderUIKit
import Foundation
import TestSupport
import XCTest

/// UIImage's failable initialisers with bad files (issue 23 item 5): UIKit returns nil for a
/// file that is missing, not an image, damaged, cut short or too large to decode, and so do
/// these — never a trap, and no allocation the size of a header's claim.
@MainActor
final class UIImageLoadingTests: XCTestCase {
    var folder: URL!

    override func setUp() async throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("animrender-uiimage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let valid = [UInt8](try Data(contentsOf: Repository.root.appendingPathComponent("Timelines/images/landscape.png")))
        var damaged = valid
        for i in 41..<min(valid.count - 12, 141) { damaged[i] ^= 0x5A }
        var huge = Array(valid.prefix(33))
        huge.replaceSubrange(16..<24, with: [0, 1, 0x86, 0xA0, 0, 1, 0x86, 0xA0])   // 100000 × 100000
        let files: [(String, [UInt8])] = [
            ("good.png", valid), ("text.png", Array("GIF89a, not a PNG".utf8)), ("damaged.png", damaged),
            ("cut.png", Array(valid.prefix(valid.count / 2))), ("huge.png", huge), ("empty.png", []),
        ]
        for (name, bytes) in files { try Data(bytes).write(to: folder.appendingPathComponent(name)) }
    }

    override func tearDown() async throws { try? FileManager.default.removeItem(at: folder) }

    func testBadFilesGiveNilFromEveryInitialiser() async throws {
        let bundle = try XCTUnwrap(Bundle(path: folder.path))
        // The good file is read by each, so a nil below is the file's fault.
        XCTAssertEqual(UIImage(contentsOfFile: folder.appendingPathComponent("good.png").path)?.size, CGSize(width: 200, height: 100))
        XCTAssertEqual(UIImage(named: "good", in: bundle, compatibleWith: nil)?.size, CGSize(width: 200, height: 100))
        for name in ["missing", "text", "damaged", "cut", "huge", "empty"] {
            let path = folder.appendingPathComponent(name + ".png").path
            XCTAssertNil(UIImage(contentsOfFile: path), name)
            XCTAssertNil(UIImage(named: name, in: bundle, compatibleWith: nil), name)
            XCTAssertNil(UIImage(named: name + ".png", in: bundle, compatibleWith: nil), name)
            XCTAssertNil(UIImage(data: FileManager.default.contents(atPath: path) ?? Data()), name)
        }
        // An image view given nil shows nothing and has no intrinsic size, as in UIKit.
        let view = UIImageView(image: UIImage(named: "huge", in: bundle, compatibleWith: nil))
        XCTAssertNil(view.image)
        XCTAssertEqual(view.intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }
}
