import Geometry
import Render
import XCTest

/// A control draws its default colours, and a tint given per appearance, in its view's
/// appearance (`SceneNode.userInterfaceStyle`): UISwitch's on track is `systemGreen`,
/// #34C759 in the light and #30D158 in the dark (Apple's published values); its off track
/// is `secondarySystemFill`, (120, 120, 128) at 0.16 over white in the light (UIKit's
/// #E9E9EB) and at 0.32 in the dark.
final class ControlAppearanceTests: XCTestCase {
    /// A pixel of the track clear of the knob, of a switch whose frame is (24.5, 34.5, 51, 31)
    /// on white: the knob (27 pt, inset 2) is on the right when on and on the left when off,
    /// so (32, 50), inside the left half-disc of radius 15.5 centred at (40, 50), or (68, 50),
    /// inside the right one centred at (60, 50).
    func trackPixel(_ content: SwitchContent, _ style: UserInterfaceStyle) throws -> PixelImage.RGBA {
        let node = SceneNode(id: "s", center: Point(50, 50), bounds: Rect(0, 0, 51, 31), content: .switch(content),
                             userInterfaceStyle: style)
        return try render([node]).at(Point(content.isOn ? 32 : 68, 50), scale: 2)
    }

    func testASwitchsDefaultColoursFollowItsViewsAppearance() throws {
        XCTAssertEqual(try trackPixel(SwitchContent(isOn: true), .light), PixelImage.RGBA(r: 52, g: 199, b: 89, a: 255))
        XCTAssertEqual(try trackPixel(SwitchContent(isOn: true), .dark), PixelImage.RGBA(r: 48, g: 209, b: 88, a: 255))
        // Off, over white: 255 − 0.16 × (255 − 120) = 233.4, 255 − 0.16 × 127 = 234.7; at 0.32: 211.8, 214.4.
        XCTAssertClose(try trackPixel(SwitchContent(isOn: false), .light), PixelImage.RGBA(r: 233, g: 233, b: 235, a: 255))
        XCTAssertClose(try trackPixel(SwitchContent(isOn: false), .dark), PixelImage.RGBA(r: 212, g: 212, b: 214, a: 255))
    }

    func testATintGivenPerAppearanceDrawsTheSideOfTheViewsAppearance() throws {
        let tint = DynamicColor(light: Color(red: 1, green: 0, blue: 0), dark: Color(red: 0, green: 0, blue: 1))
        XCTAssertEqual(try trackPixel(SwitchContent(isOn: true, onTintColor: tint), .light), red8)
        XCTAssertEqual(try trackPixel(SwitchContent(isOn: true, onTintColor: tint), .dark), blue8)
    }
}
