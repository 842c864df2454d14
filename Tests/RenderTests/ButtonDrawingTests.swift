import Geometry
import Render
import XCTest

/// What a button's style draws, in its view's appearance: filled is the tint (`systemBlue`,
/// #007AFF, #0A84FF in the dark) behind the title, tinted the tint at 15 % over what is
/// behind, gray `systemGray5`, plain nothing; a capsule's corners are round; a system
/// button's bitmap is drawn in the tint (a template image), a custom one's as it is.
final class ButtonDrawingTests: XCTestCase {
    /// A pixel of the button's background clear of the title: a 100 × 40 button whose frame
    /// is (0, 30, 100, 40); `p` in the canvas.
    func pixel(_ content: ButtonContent, at p: Point = Point(4, 50), size: Size = Size(100, 40),
               _ style: UserInterfaceStyle = .light) throws -> PixelImage.RGBA {
        let node = SceneNode(id: "b", center: Point(50, 50), bounds: Rect(0, 0, size.width, size.height), content: .button(content),
                             userInterfaceStyle: style)
        return try render([node]).at(p, scale: 2)
    }
    func configured(_ style: ButtonConfiguration.Style, corner: ButtonConfiguration.CornerStyle = .dynamic) -> ButtonContent {
        ButtonContent(configuration: ButtonConfiguration(style: style, title: "X", cornerStyle: corner))
    }

    func testEachStylesBackgroundInBothAppearances() throws {
        XCTAssertEqual(try pixel(configured(.filled)), PixelImage.RGBA(r: 0, g: 122, b: 255, a: 255))
        XCTAssertEqual(try pixel(configured(.filled), .dark), PixelImage.RGBA(r: 10, g: 132, b: 255, a: 255))
        XCTAssertEqual(try pixel(configured(.borderedProminent)), PixelImage.RGBA(r: 0, g: 122, b: 255, a: 255))
        // 0.85 × 255 + 0.15 × (0, 122, 255) = 216.75, 235.05, 255.
        XCTAssertClose(try pixel(configured(.tinted)), PixelImage.RGBA(r: 217, g: 235, b: 255, a: 255))
        XCTAssertEqual(try pixel(configured(.gray)), PixelImage.RGBA(r: 229, g: 229, b: 234, a: 255))
        XCTAssertEqual(try pixel(configured(.plain)), PixelImage.RGBA(r: 255, g: 255, b: 255, a: 255))
        // baseBackgroundColor replaces the tint.
        var red = configured(.filled)
        red.configuration?.baseBackgroundColor = DynamicColor(Color(red: 1, green: 0, blue: 0))
        XCTAssertEqual(try pixel(red), red8)
    }

    func testACapsulesCornersAreRound() throws {
        // (4, 34) is 4 pt in from the top-left corner on each side: inside a radius of 8
        // (centre (8, 38), 5.7 away), outside the capsule's 20 (centre (20, 50), 22.6 away).
        XCTAssertEqual(try pixel(configured(.filled), at: Point(4, 34)), PixelImage.RGBA(r: 0, g: 122, b: 255, a: 255))
        XCTAssertEqual(try pixel(configured(.filled, corner: .capsule), at: Point(4, 34)), PixelImage.RGBA(r: 255, g: 255, b: 255, a: 255))
    }

    func testASystemButtonsBitmapIsDrawnInTheTint() throws {
        let red = ViewImage.bitmap(Bitmap(width: 10, height: 10, scale: 1, pixels: Array(repeating: 0xFFFF_0000, count: 100), name: "red"))
        let size = Size(10, 10)
        XCTAssertEqual(try pixel(ButtonContent(buttonType: .system, image: red), at: Point(50, 50), size: size),
                       PixelImage.RGBA(r: 0, g: 122, b: 255, a: 255))
        XCTAssertEqual(try pixel(ButtonContent(buttonType: .custom, image: red), at: Point(50, 50), size: size), red8)
    }
}
