import Foundation
import Geometry

/// UIKit's fixed colours (their documented component values) and the system colours in
/// the light appearance, with Apple's values as of iOS 15–17 (HIG "Color"). Recordings
/// are drawn in the light appearance; dynamic colours take their light value.
extension UIColor {
    private static func rgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> UIColor {
        UIColor(Color(red: r / 255, green: g / 255, blue: b / 255, alpha: a))
    }
    private static func white(_ w: Double, _ a: Double = 1) -> UIColor { UIColor(Color(red: w, green: w, blue: w, alpha: a)) }

    public static let black = white(0)
    public static let darkGray = white(1.0 / 3)
    public static let lightGray = white(2.0 / 3)
    public static let white = white(1)
    public static let gray = white(0.5)
    public static let red = rgb(255, 0, 0)
    public static let green = rgb(0, 255, 0)
    public static let blue = rgb(0, 0, 255)
    public static let cyan = rgb(0, 255, 255)
    public static let yellow = rgb(255, 255, 0)
    public static let magenta = rgb(255, 0, 255)
    public static let orange = rgb(255, 127.5, 0)
    public static let purple = rgb(127.5, 0, 127.5)
    public static let brown = rgb(153, 102, 51)
    public static let clear = white(0, 0)

    /// The light appearance's value (UIKit's system colours are dynamic).
    public static let systemRed = rgb(255, 59, 48)
    /// The light appearance's value (UIKit's system colours are dynamic).
    public static let systemOrange = rgb(255, 149, 0)
    /// The light appearance's value (UIKit's system colours are dynamic).
    public static let systemYellow = rgb(255, 204, 0)
    /// The light appearance's value (UIKit's system colours are dynamic).
    public static let systemGreen = rgb(52, 199, 89)
    /// The light appearance's value (UIKit's system colours are dynamic).
    public static let systemMint = rgb(0, 199, 190)
    /// The light appearance's value (UIKit's system colours are dynamic).
    public static let systemTeal = rgb(48, 176, 199)
    /// The light appearance's value (UIKit's system colours are dynamic).
    public static let systemCyan = rgb(50, 173, 230)
    /// The light appearance's value (UIKit's system colours are dynamic).
    public static let systemBlue = rgb(0, 122, 255)
    /// The light appearance's value (UIKit's system colours are dynamic).
    public static let systemIndigo = rgb(88, 86, 214)
    /// The light appearance's value (UIKit's system colours are dynamic).
    public static let systemPurple = rgb(175, 82, 222)
    /// The light appearance's value (UIKit's system colours are dynamic).
    public static let systemPink = rgb(255, 45, 85)
    /// The light appearance's value (UIKit's system colours are dynamic).
    public static let systemBrown = rgb(162, 132, 94)
    /// The light appearance's value (UIKit's system colours are dynamic).
    public static let systemGray = rgb(142, 142, 147)
    /// The light appearance's value (UIKit's system colours are dynamic).
    public static let systemGray2 = rgb(174, 174, 178)
    /// The light appearance's value (UIKit's system colours are dynamic).
    public static let systemGray3 = rgb(199, 199, 204)
    /// The light appearance's value (UIKit's system colours are dynamic).
    public static let systemGray4 = rgb(209, 209, 214)
    /// The light appearance's value (UIKit's system colours are dynamic).
    public static let systemGray5 = rgb(229, 229, 234)
    /// The light appearance's value (UIKit's system colours are dynamic).
    public static let systemGray6 = rgb(242, 242, 247)

    /// The light appearance's value (UIKit's system colours are dynamic).
    public static let systemBackground = white(1)
    public static let secondarySystemBackground = rgb(242, 242, 247)
    public static let tertiarySystemBackground = white(1)
    /// The light appearance's value (UIKit's system colours are dynamic).
    public static let systemGroupedBackground = rgb(242, 242, 247)
    public static let secondarySystemGroupedBackground = white(1)
    public static let label = white(0)
    public static let secondaryLabel = rgb(60, 60, 67, 0.6)
    public static let tertiaryLabel = rgb(60, 60, 67, 0.3)
    public static let quaternaryLabel = rgb(60, 60, 67, 0.18)
    public static let separator = rgb(60, 60, 67, 0.29)
    public static let link = rgb(0, 122, 255)
    public static let tintColor = rgb(0, 122, 255)
}
