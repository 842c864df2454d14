import Geometry

/// The layout rules `animrender check` (and `assertLayoutChecks` in Swift) holds every
/// frame of every combination to, by the names a timeline's `checks`, the command line
/// and check.json use. What each one measures, its parameters and their defaults are
/// defined here once; the checks sink implements them (AnimRenderKit's `FrameRule`s).
public enum CheckRule: String, CaseIterable, Hashable, Sendable, Comparable {
    /// A label whose text does not fit its bounds at its `numberOfLines`: UILabel draws it
    /// cut short with "…".
    case truncatedText
    /// A label shorter than one line of its text: UILabel clips the glyphs at its bounds.
    case clippedText
    /// A view partly cut off by an ancestor that clips to its bounds (`clipsToBounds`).
    case clipped
    /// A view partly off the screen.
    case offScreen
    /// Content crossing into the area outside the safe area (status bar, notch, home
    /// indicator, rounded corners). Views opt out (backgrounds meant to bleed).
    case safeArea
    /// Two sibling views covering each other. Opt in per container: only the subviews of
    /// the views the settings name are held to it.
    case overlap
    /// A control (or a view marked as tappable) smaller than the minimum touch target,
    /// 44 × 44 pt in Apple's Human Interface Guidelines.
    case tapTarget
    /// Text whose contrast with what is drawn behind it is below WCAG's minimum (4.5:1,
    /// 3:1 for large text), measured from the rendered pixels.
    case contrast
    /// A required constraint UIKit broke to recover from an unsatisfiable set.
    case brokenConstraint
    /// A view whose position or size the constraints leave ambiguous.
    case ambiguousLayout

    /// The order findings are listed in: as declared.
    public static func < (a: CheckRule, b: CheckRule) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }

    /// One tunable number of a rule.
    public struct Parameter: Hashable, Sendable {
        public var name: String
        public var defaultValue: Double
        public var range: NumberRange
        /// What it means, for docs/checks.md and the schema.
        public var meaning: String
    }

    /// How far past a limit (in points) geometry may go before a rule counts it: layout
    /// and animation land on fractions of a point that no one can see.
    static let tolerance = Parameter(name: "tolerance", defaultValue: 0.5, range: NumberRange("a tolerance", 0, 1000, unit: "pt"),
                                     meaning: "points past the limit that are not counted")

    /// The rule's parameters, in the order documented.
    public var parameters: [Parameter] {
        switch self {
        case .truncatedText, .brokenConstraint, .ambiguousLayout:
            return []
        case .clippedText, .clipped, .offScreen, .safeArea, .overlap:
            return [Self.tolerance]
        case .tapTarget:
            let side = NumberRange("a touch target side", 0, 1000, unit: "pt")
            return [Parameter(name: "minimumWidth", defaultValue: 44, range: side, meaning: "the narrowest a control may be"),
                    Parameter(name: "minimumHeight", defaultValue: 44, range: side, meaning: "the shortest a control may be")]
        case .contrast:
            let ratio = NumberRange("a contrast ratio", 1, 21)
            let size = NumberRange("a font size", 0, 1000, unit: "pt")
            return [Parameter(name: "minimum", defaultValue: 4.5, range: ratio, meaning: "the lowest ratio for text"),
                    Parameter(name: "largeTextMinimum", defaultValue: 3, range: ratio, meaning: "the lowest ratio for large text"),
                    Parameter(name: "largeTextSize", defaultValue: 18, range: size,
                              meaning: "the point size from which text is large"),
                    Parameter(name: "boldLargeTextSize", defaultValue: 0, range: size,
                              meaning: "the point size from which bold text is large (0: all bold text)")]
        }
    }

    /// The parameter named `name`, if the rule has one.
    public func parameter(_ name: String) -> Parameter? { parameters.first { $0.name == name } }

    /// Whether the rule applies to a view only when the settings name it (`overlap`: to the
    /// subviews of the containers named), rather than to every view unless named.
    public var isOptIn: Bool { self == .overlap }
}
