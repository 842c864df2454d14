/// The one table of control sizes: UIKit's intrinsic sizes and the insets and spacings a
/// control measures with, in points, from Apple's published figures where they exist
/// (each with its source in docs/controls.md, which repeats this table) and chosen where
/// they do not (marked "chosen"). Every measurement and every drawing reads them here.
public enum ControlMetrics {
    /// `UISwitch`: fixed, whatever its frame (UIKit draws it at this size).
    public static let switchSize = Size(51, 31)
}
