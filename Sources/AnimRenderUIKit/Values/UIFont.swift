import Foundation
import Geometry
import Render

/// A font, as labels use it: an `NSObject`, as UIKit's. animrender draws and measures the system font with Inter
/// (Inter Display from 20 pt) in the weight asked for, with San Francisco's ascender,
/// descender and tracking, loaded by file, so the same text measures the same on every
/// machine; text-style fonts follow Dynamic Type.
open class UIFont: NSObject, @unchecked Sendable {
    let descriptor: FontDescriptor

    init(_ descriptor: FontDescriptor) {
        self.descriptor = descriptor
        super.init()
    }

    /// The size asked for; a text-style font's is the style's size at `large`.
    public var pointSize: CGFloat { CGFloat(descriptor.size) }
    /// The text style a `preferredFont(forTextStyle:)` font was made for.
    public var textStyle: TextStyle? { descriptor.textStyle.map(TextStyle.init) }

    /// Measured and drawn with Inter's face of this weight at this size.
    public static func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(FontDescriptor(size: size.native, weight: weight.descriptorWeight))
    }
    public static func systemFont(ofSize size: CGFloat) -> UIFont { systemFont(ofSize: size, weight: .regular) }
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { systemFont(ofSize: size, weight: .bold) }

    /// The style's font at UIKit's default text size (`large`); a label with
    /// `adjustsFontForContentSizeCategory` follows the recording's text size instead.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        UIFont(FontDescriptor(textStyle: style.geometry))
    }

    /// A font `Simulator.registerFont(fileAt:)` registers, by its family name (the
    /// family's regular weight, or the nearest it has) or its PostScript name (that face).
    /// UIKit returns nil for a name no registered font has; animrender cannot know yet
    /// which fonts the recording will have (a font is often made before `record` runs), so
    /// it returns the font, and a label showing it makes `record` throw
    /// `UIKitError.unknownFont` naming it.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(FontDescriptor(size: fontSize.native, weight: .regular, family: fontName))
    }

    /// The family asked for by `init(name:size:)`; the system font's is "System Font"
    /// (UIKit names it ".SF UI Text" or ".AppleSystemUIFont", depending on the version).
    public var familyName: String { descriptor.family ?? "System Font" }
    /// The name the font was asked for by (`init(name:size:)`), or the system font's.
    public var fontName: String { descriptor.family ?? "System Font" }

    /// `italicSystemFont(ofSize:)`: measured as the regular system font (there is no italic
    /// face; Inter's upright one stands in).
    public static func italicSystemFont(ofSize size: CGFloat) -> UIFont { systemFont(ofSize: size) }
    /// `monospacedDigitSystemFont(ofSize:weight:)`: measured as the system font of that weight
    /// (Inter's digits are tabular, as San Francisco's monospaced digits are).
    public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: size, weight: weight)
    }

    /// The vertical metrics UIKit reports: San Francisco's for the system font (ascender
    /// 1950 and descender −494 per 2048 units: 17 pt has a `lineHeight` of 20.287109375,
    /// as on iOS), a registered font's own otherwise; a text-style font at the screen's
    /// text size.
    public var lineHeight: CGFloat { CGFloat((try? TextEngine.shared().lineHeight(for: resolvedDescriptor)) ?? 0) }
    public var ascender: CGFloat { CGFloat((try? TextEngine.shared().ascender(for: resolvedDescriptor)) ?? 0) }
    /// Negative, as UIKit's: the line height less the ascender, below the baseline.
    public var descender: CGFloat { ascender - lineHeight }
    /// No line gap (San Francisco's `hhea` has none).
    public var leading: CGFloat { 0 }
    private var resolvedDescriptor: FontDescriptor { descriptor.resolved(for: UIScreen.main.spec.contentSizeCategory) }

    /// The same family and weight at `size`, no longer following Dynamic Type.
    public func withSize(_ size: CGFloat) -> UIFont {
        UIFont(FontDescriptor(size: size.native, weight: descriptor.weight, family: descriptor.family))
    }

    open override func isEqual(_ object: Any?) -> Bool { (object as? UIFont)?.descriptor == descriptor }
    open override var hash: Int { descriptor.hashValue }
    /// Not UIKit's format: family, weight and size.
    open override var description: String {
        "<UIFont: \(descriptor.family.map { "'\($0)'" } ?? "system") \(descriptor.weight.rawValue) \(descriptor.size.shortDescription)pt>"
    }


    /// UIKit's font weights with their raw values; any other raw value takes the nearest.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)

        static let table: [(Weight, FontDescriptor.Weight)] = [
            (.ultraLight, .ultraLight), (.thin, .thin), (.light, .light), (.regular, .regular), (.medium, .medium),
            (.semibold, .semibold), (.bold, .bold), (.heavy, .heavy), (.black, .black),
        ]

        var descriptorWeight: FontDescriptor.Weight {
            Self.table.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }!.1
        }
    }
}
