import Geometry

/// How each `OverlayStyle` looks. Kept in one table so the visual language is consistent
/// and a reader can learn it once: colour says meaning, dashes say "not really there".
/// Public so the browser viewer draws its live overlays from this same table.
public struct OverlayPaint: Sendable {
    public var stroke: Color
    public var lineWidth: Double
    /// Dash pattern in points; empty = solid.
    public var dash: [Double]
    /// Fill for bands, ghosts and the pills behind labels (its alpha is the fill's opacity).
    public var fill: Color
    public var textColor: Color

    public static func paint(for style: OverlayStyle) -> OverlayPaint {
        switch style {
        case .violation:
            return OverlayPaint(stroke: red, lineWidth: 2, dash: [], fill: red, textColor: .white)
        case .ghost:
            return OverlayPaint(stroke: red, lineWidth: 1.5, dash: [5, 3], fill: red.withAlpha(0.08), textColor: .white)
        case .broken:
            return OverlayPaint(stroke: darkRed, lineWidth: 2.5, dash: [6, 3], fill: darkRed, textColor: .white)
        case .ambiguous:
            return OverlayPaint(stroke: amber, lineWidth: 2, dash: [5, 3], fill: amber, textColor: ink)
        case .alternative:
            return OverlayPaint(stroke: amber, lineWidth: 1.5, dash: [5, 3], fill: amber.withAlpha(0.12), textColor: ink)
        case .unsatisfied:
            return OverlayPaint(stroke: slate, lineWidth: 1.5, dash: [2, 2], fill: slate, textColor: .white)
        case .constraint:
            return OverlayPaint(stroke: blue, lineWidth: 1, dash: [], fill: blue, textColor: .white)
        case .oldFrame:
            return OverlayPaint(stroke: grey, lineWidth: 1, dash: [4, 3], fill: grey, textColor: .white)
        case .newFrame:
            return OverlayPaint(stroke: purple, lineWidth: 1.5, dash: [], fill: purple, textColor: .white)
        case .safeArea:
            return OverlayPaint(stroke: orange.withAlpha(0.6), lineWidth: 1, dash: [],
                                fill: orange.withAlpha(0.18), textColor: .white)
        case .idTag:
            return OverlayPaint(stroke: ink, lineWidth: 1, dash: [], fill: ink.withAlpha(0.78), textColor: .white)
        case .system:
            return OverlayPaint(stroke: grey, lineWidth: 1.5, dash: [3, 3], fill: grey, textColor: .white)
        case .conforms:
            return OverlayPaint(stroke: green, lineWidth: 2, dash: [], fill: green, textColor: .white)
        }
    }

    package static let red = Color(red: 0.89, green: 0.11, blue: 0.14)
    package static let blue = Color(red: 0.16, green: 0.47, blue: 0.96)
    package static let grey = Color(red: 0.45, green: 0.47, blue: 0.5)
    package static let purple = Color(red: 0.55, green: 0.27, blue: 0.85)
    package static let orange = Color(red: 1, green: 0.58, blue: 0)
    package static let ink = Color(red: 0.1, green: 0.11, blue: 0.13)
    package static let green = Color(red: 0.12, green: 0.62, blue: 0.3)
    package static let darkRed = Color(red: 0.55, green: 0.02, blue: 0.2)
    package static let amber = Color(red: 0.96, green: 0.66, blue: 0.05)
    package static let slate = Color(red: 0.29, green: 0.4, blue: 0.47)

    /// Overlay text: small bold labels that stay legible over any UI, in the tool's own
    /// family (DejaVu Sans), not the device's system font.
    public static let labelFont = FontDescriptor(size: 10, weight: .bold, family: FontDescriptor.toolFamily)
    public static let badgeFont = FontDescriptor(size: 13, weight: .bold, family: FontDescriptor.toolFamily)
}
