import AnimRenderUIKit
import Foundation
import XCTest

/// `Simulator.registerFont(fileAt:)` and `UIFont(name:size:)`: a font file the user holds
/// a licence for, by family or PostScript name, measures and draws labels; its
/// registration belongs to its simulator.
@MainActor
final class FontRegistrationTests: XCTestCase {
    /// DejaVu Sans Bold (Debian's fonts-dejavu-core) standing in for a user's font file.
    let boldFile = URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf")

    func labelController(_ font: @escaping @MainActor () -> UIFont?) -> BlockController {
        BlockController { vc in
            let label = UILabel()
            label.accessibilityIdentifier = "label"
            label.text = "Hello, World!"
            label.font = font()
            label.translatesAutoresizingMaskIntoConstraints = false
            vc.view.addSubview(label)
            NSLayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: vc.view.leadingAnchor, constant: 10),
                                         label.topAnchor.constraint(equalTo: vc.view.topAnchor, constant: 10)])
        }
    }

    func testARegisteredFontMeasuresTheLabelByFamilyAndByPostScriptName() async throws {
        let simulator = plainSimulator()
        XCTAssertEqual(try simulator.registerFont(fileAt: boldFile), "DejaVu Sans")
        // DejaVu Sans Bold's own metrics: a 17 pt line is 17 × 2384 / 2048 = 19.79 pt, 20
        // rounded up (the system font's is 21).
        let byFamily = try simulator.record(labelController { UIFont(name: "DejaVu Sans", size: 17) }, duration: 0) { _ in }
        XCTAssertEqual(byFamily.frames[0].views["label"]?.frame.height, 20)
        let byName = try simulator.record(labelController { UIFont(name: "DejaVuSans-Bold", size: 17) }, duration: 0) { _ in }
        XCTAssertEqual(byName.frames[0].views["label"]?.frame, byFamily.frames[0].views["label"]?.frame)
        let system = try simulator.record(labelController { .systemFont(ofSize: 17, weight: .bold) }, duration: 0) { _ in }
        XCTAssertEqual(system.frames[0].views["label"]?.frame.height, 21)
        XCTAssertGreaterThan(byFamily.frames[0].views["label"]?.frame.width ?? 0, (system.frames[0].views["label"]?.frame.width ?? 0) + 5)
        // Drawn with it too: the images differ.
        XCTAssertNotEqual(try byFamily.images()[0], try system.images()[0])
    }

    func testAnUnregisteredNameFailsTheRecordingWithUIKitsNil() async throws {
        XCTAssertThrowsError(try plainSimulator().record(labelController { UIFont(name: "Brand Sans", size: 17) }, duration: 0) { _ in }) { error in
            XCTAssertEqual(error as? UIKitError, .unknownFont("Brand Sans"))
            XCTAssertEqual("\(error)", "UIFont(name: \"Brand Sans\", size:) names no font registered on the simulator (UIKit returns nil for it); "
                           + "register the font file first: simulator.registerFont(fileAt:)")
        }
        // Registered on another simulator is not registered here.
        try plainSimulator().registerFont(fileAt: boldFile)
        XCTAssertThrowsError(try plainSimulator().record(labelController { UIFont(name: "DejaVu Sans", size: 17) }, duration: 0) { _ in })
    }

    func testBadFontFilesAreRecordingErrors() async throws {
        let simulator = plainSimulator()
        XCTAssertThrowsError(try simulator.registerFont(fileAt: URL(fileURLWithPath: "/nonexistent/Brand.otf"))) { error in
            XCTAssertEqual("\(error)", "registerFont(fileAt:): font file not found: /nonexistent/Brand.otf (check the path)")
        }
        let junk = FileManager.default.temporaryDirectory.appendingPathComponent("junk-\(UUID().uuidString).ttf")
        try Data("not a font".utf8).write(to: junk)
        defer { try? FileManager.default.removeItem(at: junk) }
        XCTAssertThrowsError(try simulator.registerFont(fileAt: junk)) { error in
            XCTAssertTrue("\(error)".hasPrefix("registerFont(fileAt:): FreeType cannot read \(junk.path)"), "\(error)")
        }
        let oblique = URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Oblique.ttf")
        if FileManager.default.fileExists(atPath: oblique.path) {
            XCTAssertThrowsError(try simulator.registerFont(fileAt: oblique))
        }
    }
}
