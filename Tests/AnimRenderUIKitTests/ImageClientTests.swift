import UIKit
import XCTest

/// Images and image views as apps make them: template symbols, tinted images, a symbol
/// configuration's point size, and an image view sized by its image (UIImageView's
/// intrinsic content size is its image's size, Apple's documentation).
@MainActor
final class ImageClientTests: XCTestCase {
    func testVariantsKeepTheImageAndSayWhatTheyAre() async throws {
        let star = try XCTUnwrap(UIImage(systemName: "star"))
        XCTAssertEqual(star.renderingMode, .automatic)
        let template = star.withRenderingMode(.alwaysTemplate)
        XCTAssertEqual(template.renderingMode, .alwaysTemplate)
        XCTAssertEqual(template.size, star.size)
        let tinted = star.withTintColor(.systemRed)
        XCTAssertEqual(tinted.tintColor, UIColor.systemRed)
        XCTAssertEqual(tinted.renderingMode, .alwaysOriginal, "withTintColor(_:) is .alwaysOriginal, as UIKit's")
        // A larger point size makes a larger symbol.
        let big = star.withConfiguration(UIImage.SymbolConfiguration(pointSize: 40))
        XCTAssertGreaterThan(big.size.height, star.size.height)
        let view = UIImageView(image: big)
        XCTAssertEqual(view.intrinsicContentSize, big.size)
        XCTAssertEqual(view.frame.size, big.size, "UIImageView(image:) is sized to the image")
    }

    /// A child's preferredContentSize reaches its parent's
    /// preferredContentSizeDidChange(forChildContentContainer:), as UIKit documents.
    final class Sheet: UIViewController {
        var heard: [CGSize] = []
        override func preferredContentSizeDidChange(forChildContentContainer container: UIViewController) {
            heard.append(container.preferredContentSize)
        }
    }

    func testPreferredContentSizeTellsTheParent() async {
        let parent = Sheet(), child = UIViewController()
        parent.addChild(child)
        XCTAssertEqual(child.preferredContentSize, .zero)
        child.preferredContentSize = CGSize(width: 320, height: 200)
        child.preferredContentSize = CGSize(width: 320, height: 200)
        XCTAssertEqual(parent.heard, [CGSize(width: 320, height: 200)])
    }
}
